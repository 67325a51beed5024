package io.github.bsonrecords.benchmarks.shapes;

/** An enum component, stored by name. */
public enum Level {
    LOW, MEDIUM, HIGH, CRITICAL
}
