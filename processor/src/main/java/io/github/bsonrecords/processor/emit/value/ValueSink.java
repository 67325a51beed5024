package io.github.bsonrecords.processor.emit.value;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.List;
import java.util.Optional;

/**
 * What encoding writes to: a {@code BsonWriter} (the portable path) or a {@code BsonBuffer} of
 * bytes (the fast path). {@link ValueWriting} walks the model once and asks the sink for each
 * fragment, so both paths write every type the same way.
 */
public interface ValueSink {
    /** Parameters of a helper method that encodes a container value. */
    List<ParameterSpec> helperParameters(TypeName valueType);

    CodeBlock helperArguments(CodeBlock value);

    /** Statements naming the slot a value of BSON type {@code bsonType} goes into. */
    CodeBlock slot(Slot slot, int bsonType, String field);

    /** Statements writing BSON null into an element or entry slot. */
    CodeBlock nullValue(Slot slot, String field);

    CodeBlock scalar(ScalarKind kind, CodeBlock value, String field);

    CodeBlock enumValue(CodeBlock value, ValueType.EnumValue type);

    CodeBlock nested(CodeBlock codec, CodeBlock value);

    CodeBlock rawDocument(CodeBlock value);

    /** Slot and value at once: a registry codec's BSON type is known only once it has written. */
    CodeBlock fromRegistry(Slot slot, CodeBlock codec, CodeBlock value, String field);

    /**
     * Statements writing a whole primitive array ({@code double[]}, {@code long[]}, {@code int[]})
     * in one call, where the sink has such a call; its slot is written. Empty: element by element.
     */
    Optional<CodeBlock> primitiveArray(ValueType.Sequence sequence, CodeBlock value);

    /**
     * A statement writing a collection of scalars ({@code document} false) or a map with
     * {@code String} keys and scalar values ({@code document} true) with the runtime's walk,
     * {@code ScalarElements}; its slot is written.
     */
    CodeBlock scalarElements(ScalarKind kind, boolean document, CodeBlock value, String field);

    void openElements(CodeBlock.Builder code, boolean document, int depth);

    /** At the end of each array element: the fast path counts the indexes it writes. */
    void endElement(CodeBlock.Builder code, int depth);

    void closeElements(CodeBlock.Builder code, boolean document, int depth);
}
