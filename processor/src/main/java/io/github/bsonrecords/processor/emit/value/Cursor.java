package io.github.bsonrecords.processor.emit.value;

/**
 * Where the value being decoded is, as names of local variables: its BSON type code and the
 * bounds of its bytes. Only the byte source uses them; the reader source keeps its position in
 * the {@code BsonReader}. {@code typeKnown}: {@code type} is a literal, the type the codec writes
 * (the ordered pass matched it), so the value is not BSON null and needs no null check.
 */
public record Cursor(String type, String start, String end, boolean typeKnown) {
    public static final Cursor READER = new Cursor(null, null, null);

    public Cursor(String type, String start, String end) {
        this(type, start, end, false);
    }

    /** A value whose type the ordered pass matched: {@code typeCode} is its literal, such as {@code 0x02}. */
    public static Cursor ofKnownType(String typeCode, String start, String end) {
        return new Cursor(typeCode, start, end, true);
    }
}
