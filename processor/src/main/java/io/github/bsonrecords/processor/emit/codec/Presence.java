package io.github.bsonrecords.processor.emit.codec;

import com.palantir.javapoet.CodeBlock;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.layout.PresenceBits;
import io.github.bsonrecords.processor.model.ComponentModel;
import java.util.List;

/**
 * The code that notes which required components a decode loop has met, in the {@code long} locals
 * {@code seen0}, {@code seen1}, ... that {@link PresenceBits} lays out. Records without required
 * components get none of this code.
 */
final class Presence {
    private final PresenceBits bits;

    Presence(PresenceBits bits) {
        this.bits = bits;
    }

    boolean tracked() {
        return bits.tracked();
    }

    void declare(CodeBlock.Builder body) {
        for (int w = 0; w < bits.words(); w++) {
            body.addStatement("long seen$L = 0L", w);
        }
    }

    /** Statements noting the component whose encode index is in the local {@code index} (0 or more). */
    CodeBlock markIndex() {
        if (bits.words() == 1) {
            return CodeBlock.builder().addStatement("seen0 |= 1L << index").build();
        }
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (index >> $L)", PresenceBits.SHIFT);
        for (int w = 0; w < bits.words(); w++) {
            code.addStatement("case $L -> seen$L |= 1L << index", w, w);
        }
        // a block, not a statement: "default -> { };" does not compile
        return code.add("default -> {\n}\n").endControlFlow().build();
    }

    /** An expression statement noting one component met (the reader path's switch on names), or empty. */
    CodeBlock mark(ComponentModel component) {
        return component.required()
                ? CodeBlock.of("seen$L |= $L", bits.wordOf(component), literal(bits.bitOf(component)))
                : CodeBlock.of("");
    }

    /** The statement noting one component met, or nothing when it is not required. */
    CodeBlock markStatement(ComponentModel component) {
        return component.required() ? CodeBlock.builder().addStatement(mark(component)).build() : CodeBlock.of("");
    }

    /** Statements noting every required component of {@code components} met (a wide record's group, read whole). */
    CodeBlock markAll(List<ComponentModel> components) {
        long[] masks = bits.masks(components);
        CodeBlock.Builder code = CodeBlock.builder();
        for (int w = 0; w < masks.length; w++) {
            if (masks[w] != 0L) {
                code.addStatement("seen$L |= 0x$LL", w, Long.toHexString(masks[w]));
            }
        }
        return code.build();
    }

    /** After the loop: the first required component not met fails, with its field as the path. */
    CodeBlock check(CodecMembers members, CodeBlock documentId) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (ComponentModel component : bits.required()) {
            code.beginControlFlow("if ((seen$L & $L) == 0L)", bits.wordOf(component), literal(bits.bitOf(component)))
                    .addStatement("throw $T.missing($N, $L)", KnownTypes.DECODE_PATHS, members.fieldRef(component),
                            documentId)
                    .endControlFlow();
        }
        return code.build();
    }

    private static String literal(long bit) {
        return "0x" + Long.toHexString(bit) + "L";
    }
}
