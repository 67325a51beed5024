package io.github.bsonrecords.processor.emit;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeSpec;
import java.util.Collection;

/**
 * {@code @SuppressWarnings({"deprecation", "removal"})} on a generated class that names the user's
 * deprecated types or accessors ({@code CodecModel.suppressedWarnings}); nothing on the others, so
 * that deprecated API of the driver that generated code calls still warns in this project's builds.
 */
public final class SuppressedWarnings {
    private SuppressedWarnings() {
    }

    public static TypeSpec.Builder addTo(TypeSpec.Builder type, Collection<String> lints) {
        if (!lints.isEmpty()) {
            CodeBlock names = lints.stream().map(lint -> CodeBlock.of("$S", lint)).collect(CodeBlock.joining(", "));
            type.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class)
                    .addMember("value", lints.size() == 1 ? "$L" : "{$L}", names)
                    .build());
        }
        return type;
    }
}
