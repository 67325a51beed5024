package io.github.bsonrecords.spring.parity;

import java.util.function.Supplier;

/** What an operation gave, on one side of a differential test: its value, or the type of what it threw. */
public record Outcome(Object value, Class<?> thrown) {
    public static Outcome of(Supplier<?> operation) {
        try {
            return new Outcome(operation.get(), null);
        } catch (RuntimeException e) {
            return new Outcome(null, e.getClass());
        }
    }

    @Override
    public String toString() {
        return thrown == null ? "value " + value : "thrown " + thrown.getName();
    }
}
