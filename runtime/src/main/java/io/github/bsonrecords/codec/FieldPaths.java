package io.github.bsonrecords.codec;

/** Dotted BSON paths, for generated metamodels. */
public final class FieldPaths {
    private FieldPaths() {
    }

    /**
     * {@code name} under {@code parent}: {@code "customer" + "name" -> "customer.name"}. The empty
     * parent is the root of an array element in an {@code $elemMatch} condition, whose paths start
     * at the element.
     */
    public static String child(String parent, String name) {
        return parent.isEmpty() ? name : parent + "." + name;
    }
}
