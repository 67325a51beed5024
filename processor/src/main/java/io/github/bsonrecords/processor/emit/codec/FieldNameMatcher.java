package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.ARRAYS;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BYTES;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.ComponentModel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code componentIndex}: which component a field name on the bytes belongs to, with no
 * String: a switch on the name's length, then one 8-byte word compare per candidate, then the
 * rest of a longer name: a second word up to 16 bytes, compared in full beyond. A name is always
 * verified to the last byte.
 */
final class FieldNameMatcher {
    static final String METHOD = "componentIndex";
    static final String STRING_METHOD = "fieldIndex";

    private FieldNameMatcher() {
    }

    /** One name a component decodes from (its own or an alias), with the component's index in encode order. */
    private record Name(String bsonName, ComponentModel component, int index) {
    }

    static MethodSpec method(CodecLayout layout, CodecMembers members) {
        Map<Integer, List<Name>> byLength = new TreeMap<>();
        for (ComponentModel component : layout.encodeOrder()) {
            for (String name : layout.constants(component).names()) {
                int length = name.getBytes(StandardCharsets.UTF_8).length;
                byLength.computeIfAbsent(length, l -> new ArrayList<>()).add(new Name(name, component, layout.index(component)));
            }
        }
        CodeBlock.Builder body = CodeBlock.builder();
        if (!byLength.isEmpty()) {
            body.addStatement("long word = $T.nameWord(bytes, start, length)", BSON_BYTES);
            body.beginControlFlow("switch (length)");
            for (Map.Entry<Integer, List<Name>> entry : byLength.entrySet()) {
                int length = entry.getKey();
                body.beginControlFlow("case $L ->", length);
                for (Name name : entry.getValue()) {
                    CodeBlock word = ComponentConstants.nameWord(name.bsonName());
                    if (length <= 8) {
                        body.beginControlFlow("if (word == $L)", word);
                    } else if (length <= 16) {
                        // the rest of the name as a second word: two compares of literals, no constant
                        body.beginControlFlow("if (word == $L && $T.nameWord(bytes, start + 8, $L) == $L)", word,
                                BSON_BYTES, length - 8, secondWord(name.bsonName()));
                    } else {
                        body.beginControlFlow("if (word == $L && $T.equals(bytes, start + 8, start + $L, $N, 8, $L))",
                                word, ARRAYS, length, members.nameCString(name.component(), name.bsonName()), length);
                    }
                    // the name the word stands for
                    body.add("return $L; // $S\n", name.index(), name.bsonName());
                    body.endControlFlow();
                }
                body.endControlFlow();
            }
            body.endControlFlow();
        }
        body.addStatement("return -1");
        return MethodSpec.methodBuilder(METHOD)
                .addJavadoc("The index of the component whose BSON name is the {@code length} bytes at {@code start},"
                        + " or -1.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(TypeName.INT)
                .addParameter(ArrayTypeName.of(TypeName.BYTE), "bytes")
                .addParameter(TypeName.INT, "start")
                .addParameter(TypeName.INT, "length")
                .addCode(body.build())
                .build();
    }

    /** Bytes 8 to 15 of a name of 9 to 16 bytes as {@code BsonBytes.nameWord} reads them: a literal. */
    private static CodeBlock secondWord(String bsonName) {
        byte[] utf8 = bsonName.getBytes(StandardCharsets.UTF_8);
        return HeaderWords.literal(HeaderWords.word(utf8, 8, utf8.length - 8));
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
