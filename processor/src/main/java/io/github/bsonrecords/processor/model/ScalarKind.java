package io.github.bsonrecords.processor.model;

/** Value types that map to a single BSON value with no nested structure. */
public enum ScalarKind {
    BOOLEAN,
    INT,
    LONG,
    DOUBLE,
    FLOAT,
    SHORT,
    BYTE,
    CHAR,
    STRING,
    /** A {@code String} stored as an ObjectId ({@code @BsonRepresentation(OBJECT_ID)}). */
    OBJECT_ID_HEX,
    OBJECT_ID,
    INSTANT,
    DATE,
    LOCAL_DATE,
    LOCAL_DATE_TIME,
    LOCAL_TIME,
    UUID,
    DECIMAL128,
    BIG_DECIMAL,
    /** {@code byte[]}: BSON binary, as the driver's {@code ByteArrayCodec} writes it. */
    BYTES,
    BINARY
}
