package io.github.bsonrecords.processor.emit.codec;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.ComponentModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The reader path's name matching: the case labels of a component's names (its own and its
 * aliases) for a string switch, and for wide records {@code fieldIndex(name)}, one switch per group.
 * The byte path looks names up in the runtime's {@code FieldNames} instead.
 */
final class FieldNameMatcher {
    static final String STRING_METHOD = "fieldIndex";

    private FieldNameMatcher() {
    }

    /**
     * For the reader path of wide records: {@code fieldIndex(name)}, the index of the component
     * named {@code name} or -1, asking one string switch per group of components in turn (one
     * switch over every name would be too large a method to compile).
     */
    static List<MethodSpec> stringMethods(CodecLayout layout) {
        List<MethodSpec> methods = new ArrayList<>();
        CodeBlock.Builder lookup = CodeBlock.builder();
        List<List<ComponentModel>> groups = layout.decodeGroups();
        for (int g = 0; g < groups.size(); g++) {
            String method = STRING_METHOD + g;
            lookup.addStatement(g == 0 ? "int index = $N(name)" : "index = index >= 0 ? index : $N(name)", method);
            CodeBlock.Builder body = CodeBlock.builder().add("return switch (name) {\n$>");
            for (ComponentModel component : groups.get(g)) {
                body.addStatement("case $L -> $L", labels(component), layout.index(component));
            }
            body.addStatement("default -> -1");
            body.add("$<};\n");
            methods.add(stringMethod(method, body.build()));
        }
        methods.add(0, stringMethod(STRING_METHOD, lookup.addStatement("return index").build()));
        return methods;
    }

    /** The case labels of a string switch for every name the component decodes from: {@code "temp", "t"}. */
    static CodeBlock labels(ComponentModel component) {
        return component.decodedNames().stream().map(name -> CodeBlock.of("$S", name)).collect(CodeBlock.joining(", "));
    }

    private static MethodSpec stringMethod(String name, CodeBlock body) {
        return MethodSpec.methodBuilder(name)
                .addJavadoc("The index of the component whose BSON name is {@code name}, or -1.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(TypeName.INT)
                .addParameter(KnownTypes.STRING, "name")
                .addCode(body)
                .build();
    }
}
