package io.github.bsonrecords.processor.analysis;

import io.github.bsonrecords.processor.diagnostics.Message;
import java.util.List;

/**
 * A component type the processor cannot map: the message to report and its arguments after the
 * component and record, which the analysis adds (see {@link Message}'s component-type messages).
 */
public final class UnsupportedTypeException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Message id;
    private final transient List<Object> arguments;

    UnsupportedTypeException(Message id, Object... arguments) {
        super(id.name(), null, false, false);
        this.id = id;
        this.arguments = List.of(arguments);
    }

    public Message id() {
        return id;
    }

    public List<Object> arguments() {
        return arguments;
    }
}
