package io.github.bsonrecords.examples.orders;

/** Stored by name, so constants may be reordered but not renamed. */
public enum OrderStatus {
    PLACED,
    PAID,
    SHIPPED,
    DELIVERED,
    CANCELLED
}
