package io.github.bsonrecords.processor.model;

/**
 * What a component does with the fields no other component claims: nothing (an ordinary
 * component), or collect them ({@code @BsonExtraElements}) into one of three types. The names are
 * those of the runtime's {@code ExtraElements} conversions.
 */
public enum ExtraKind {
    NONE(null),
    RAW_DOCUMENT("rawDocument"),
    BSON_DOCUMENT("bsonDocument"),
    MAP("map");

    private final String conversion;

    ExtraKind(String conversion) {
        this.conversion = conversion;
    }

    /** The {@code ExtraElements} method that turns the collected fields into the component's value. */
    public String conversion() {
        return conversion;
    }
}
