package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.ARRAYS;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BYTES;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code componentIndex}: which component a field name on the bytes belongs to, with no
 * String: a switch on the name's length, then one 8-byte word compare per candidate, then the
 * rest of a longer name compared in full. A name is always verified to the last byte.
 */
final class FieldNameMatcher {
    static final String METHOD = "componentIndex";

    private FieldNameMatcher() {
    }

    static MethodSpec method(List<ComponentModel> components, CodecMembers members) {
        Map<Integer, List<Integer>> byLength = new TreeMap<>();
        for (int i = 0; i < components.size(); i++) {
            int length = components.get(i).bsonName().getBytes(StandardCharsets.UTF_8).length;
            byLength.computeIfAbsent(length, l -> new java.util.ArrayList<>()).add(i);
        }
        CodeBlock.Builder body = CodeBlock.builder();
        if (!byLength.isEmpty()) {
            body.addStatement("long word = $T.nameWord(bytes, start, length)", BSON_BYTES);
            body.beginControlFlow("switch (length)");
            for (Map.Entry<Integer, List<Integer>> entry : byLength.entrySet()) {
                int length = entry.getKey();
                body.beginControlFlow("case $L ->", length);
                for (int index : entry.getValue()) {
                    ComponentModel component = components.get(index);
                    if (length <= 8) {
                        body.beginControlFlow("if (word == $N)", members.nameWord(component));
                    } else {
                        body.beginControlFlow("if (word == $N && $T.equals(bytes, start + 8, start + $L, $N, 8, $L))",
                                members.nameWord(component), ARRAYS, length, members.nameCString(component), length);
                    }
                    body.addStatement("return $L", index);
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
}
