package io.github.bsonrecords.processor.emit.codec;

/**
 * The constants naming pre-encoded bytes ({@code [type][name][0]}, or a whole field) and the two
 * words of them that {@code ElementHeader.end} compares: the first 8 bytes and the last 8.
 */
record HeaderWords(String header, String first, String last) {
}
