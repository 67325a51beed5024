package io.github.bsonrecords.processor.analysis.component;

/** What makes a string unusable as a BSON field name: the rule for names and aliases alike. */
final class BsonNames {
    private BsonNames() {
    }

    /** What makes {@code name} unusable as a BSON field name, or null. */
    static String problem(String name) {
        return name.isEmpty() ? "is empty"
                : name.indexOf('\0') >= 0 ? "holds a NUL character, which ends a BSON field name"
                : name.startsWith("$") ? "starts with '$', which MongoDB reserves for operators"
                : null;
    }

    /** The name as a message shows it: a NUL character written out. */
    static String shown(String name) {
        return name.replace("\0", "\\0");
    }
}
