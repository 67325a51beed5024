package io.github.bsonrecords.processor.emit;

import com.palantir.javapoet.CodeBlock;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.List;

/**
 * Which required components a decode loop has met, for records that have any ({@code @BsonRequired},
 * or primitives under {@code MissingPrimitives.FAIL}): one bit per component, by encode index, in
 * {@code long} locals {@code seen0}, {@code seen1}, ... Records without required components get none
 * of this code.
 */
final class Presence {
    private static final int BITS = Long.SIZE;

    private final List<ComponentModel> encodeOrder;
    private final int words;

    Presence(RecordModel model) {
        this.encodeOrder = model.encodeOrder();
        int last = -1;
        for (int i = 0; i < encodeOrder.size(); i++) {
            if (encodeOrder.get(i).required()) {
                last = i;
            }
        }
        this.words = last < 0 ? 0 : last / BITS + 1;
    }

    boolean tracked() {
        return words > 0;
    }

    void declare(CodeBlock.Builder body) {
        for (int w = 0; w < words; w++) {
            body.addStatement("long seen$L = 0L", w);
        }
    }

    /** Statements noting the component whose encode index is in the local {@code index} (0 or more). */
    CodeBlock markIndex() {
        if (words == 1) {
            return CodeBlock.builder().addStatement("seen0 |= 1L << index").build();
        }
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (index >> 6)");
        for (int w = 0; w < words; w++) {
            code.addStatement("case $L -> seen$L |= 1L << index", w, w);
        }
        // a block, not a statement: "default -> { };" does not compile
        return code.add("default -> {\n}\n").endControlFlow().build();
    }

    /** An expression statement noting one component met (the reader path's switch on names), or empty. */
    CodeBlock mark(ComponentModel component) {
        int index = encodeOrder.indexOf(component);
        return component.required()
                ? CodeBlock.of("seen$L |= $L", index / BITS, bit(index))
                : CodeBlock.of("");
    }

    /** The statement noting one component met, or nothing when it is not required. */
    CodeBlock markStatement(ComponentModel component) {
        return component.required() ? CodeBlock.builder().addStatement(mark(component)).build() : CodeBlock.of("");
    }

    /** Statements noting every required component of {@code components} met (a wide record's group, read whole). */
    CodeBlock markAll(List<ComponentModel> components) {
        long[] masks = new long[words];
        for (ComponentModel component : components) {
            int index = encodeOrder.indexOf(component);
            if (component.required()) {
                masks[index / BITS] |= 1L << (index % BITS);
            }
        }
        CodeBlock.Builder code = CodeBlock.builder();
        for (int w = 0; w < words; w++) {
            if (masks[w] != 0L) {
                code.addStatement("seen$L |= 0x$LL", w, Long.toHexString(masks[w]));
            }
        }
        return code.build();
    }

    /** After the loop: the first required component not met fails, with its field as the path. */
    CodeBlock check(CodecMembers members, CodeBlock documentId) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int i = 0; i < encodeOrder.size(); i++) {
            ComponentModel component = encodeOrder.get(i);
            if (component.required()) {
                code.beginControlFlow("if ((seen$L & $L) == 0L)", i / BITS, bit(i))
                        .addStatement("throw $T.missing($N, $L)", KnownTypes.DECODE_PATHS, members.fieldRef(component),
                                documentId)
                        .endControlFlow();
            }
        }
        return code.build();
    }

    private static String bit(int index) {
        return "0x" + Long.toHexString(1L << (index % BITS)) + "L";
    }
}
