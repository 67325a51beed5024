package io.github.bsonrecords.examples.model;

/** Stored by name. {@code URGENT} has a body, so its class is an anonymous subclass of the enum. */
public enum Priority {
    LOW,
    NORMAL,
    HIGH,
    URGENT {
        @Override
        public boolean pagesOnCallStaff() {
            return true;
        }
    };

    public boolean pagesOnCallStaff() {
        return false;
    }
}
