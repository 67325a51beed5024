package io.github.bsonrecords.processor.emit;

/**
 * Where the value being decoded is, as names of local variables: its BSON type code and the
 * bounds of its bytes. Only the byte source uses them; the reader source keeps its position in
 * the {@code BsonReader}.
 */
record Cursor(String type, String start, String end) {
    static final Cursor READER = new Cursor(null, null, null);
}
