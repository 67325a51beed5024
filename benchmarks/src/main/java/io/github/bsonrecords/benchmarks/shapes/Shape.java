package io.github.bsonrecords.benchmarks.shapes;

/** The documents of the shapes suite, one per operation. */
public enum Shape {
    FLAT, DEEP, FULL, TEXT_ASCII, TEXT_UTF8, ARRAYS_100X100, ARRAYS_100X1000
}
