package snippet;

/** Stored by name, so constants may be reordered but not renamed. */
public enum OrderStatus {
    PLACED,
    PAID,
    SHIPPED,
    DELIVERED,
    CANCELLED
}
