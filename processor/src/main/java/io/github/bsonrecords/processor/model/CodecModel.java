package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/** What one generated codec is made of: a record's, or a sealed interface's that dispatches to its records' codecs. */
public sealed interface CodecModel permits RecordModel, HierarchyModel {
    /** The annotated type the codec encodes and decodes. */
    ClassName javaClass();

    ClassName codecClass();

    /** The type's qualified name, as errors at run time show it. */
    String qualifiedName();

    /** Whether the codec takes type arguments (a generic record). */
    boolean generic();

    /**
     * The javac lint categories its generated classes suppress, sorted: {@code deprecation} and
     * {@code removal} when they name deprecated types or accessors of the user's, else none.
     */
    List<String> suppressedWarnings();
}
