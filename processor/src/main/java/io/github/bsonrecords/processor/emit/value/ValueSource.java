package io.github.bsonrecords.processor.emit.value;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.List;
import java.util.Optional;

/**
 * What decoding reads from: a {@code BsonReader} (the portable path) or the document's bytes (the
 * fast path). {@link ValueReading} walks the model once and asks the source for each fragment,
 * so both paths decode every type the same way.
 */
public interface ValueSource {
    /** Parameters of a helper method that decodes the current value. */
    List<ParameterSpec> helperParameters();

    /** Arguments passing the value at {@code at} to such a helper. */
    CodeBlock helperArguments(Cursor at);

    /** Inside a helper, where its value is. */
    Cursor helperCursor();

    /** An expression that is true when the value is BSON null (consuming it where the source must). */
    CodeBlock isNull(Cursor at);

    /** A statement that fails with the component's error unless the value is an array / a document. */
    CodeBlock expect(Cursor at, boolean document, String field);

    /** An expression reading a non-null scalar. */
    CodeBlock scalar(ScalarKind kind, Cursor at, String field);

    CodeBlock enumValue(ClassName type, CodeBlock enumNames, Cursor at, String field);

    CodeBlock nested(CodeBlock codec, Cursor at, String field);

    CodeBlock rawDocument(Cursor at, String field);

    CodeBlock fromRegistry(CodeBlock codec, Cursor at, String field);

    /**
     * An expression for how many elements the array at {@code at} holds, where the source can tell
     * it cheaply for elements of this type (a capacity, exact for arrays as writers write them),
     * or empty.
     */
    Optional<CodeBlock> elementCount(Cursor at, ValueType element);

    /**
     * An expression reading the array at {@code at} (its type checked) into an {@code ArrayList<String>} in
     * one call, where the source has one, or empty (the element loop then reads it).
     */
    Optional<CodeBlock> stringList(Cursor at, String field);

    /** Opens a loop over the elements of the array or document at {@code at}; returns the element's cursor. */
    Cursor openElements(CodeBlock.Builder code, Cursor at, boolean document, int depth);

    /**
     * Inside that loop over a map's document: the entry's key, read from the element's name.
     * {@code enumNames}: the enum's {@code EnumNames} constant for an enum key, else null.
     */
    CodeBlock mapKey(MapKey key, CodeBlock enumNames, int depth, String field);

    void closeElements(CodeBlock.Builder code, boolean document, int depth);

    /**
     * An expression reading the list or map at {@code at} (BSON null included) with the runtime's
     * {@code ScalarContainers} ({@code element} is the constant of its {@code Element} enum), or empty where
     * this source reads such containers with a loop of the codec's own (the byte path: a shared loop
     * dispatches on the element kind per element and cannot be compiled for one call site).
     */
    Optional<CodeBlock> sharedContainer(boolean map, String element, Cursor at, String field);

    /** How many entries the document at {@code at} holds (a map's capacity), or empty where the source cannot tell. */
    Optional<CodeBlock> entryCount(Cursor at);
}
