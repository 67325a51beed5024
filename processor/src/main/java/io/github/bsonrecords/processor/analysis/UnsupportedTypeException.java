package io.github.bsonrecords.processor.analysis;

/** A component type the processor cannot map; the message says what to use instead. */
final class UnsupportedTypeException extends Exception {
    private static final long serialVersionUID = 1L;

    UnsupportedTypeException(String message) {
        super(message, null, false, false);
    }
}
