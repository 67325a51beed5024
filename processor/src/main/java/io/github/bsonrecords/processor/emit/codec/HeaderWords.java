package io.github.bsonrecords.processor.emit.codec;

import com.palantir.javapoet.CodeBlock;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The constant naming pre-encoded bytes ({@code [type][name][0]}, or a whole field) and the two
 * words of them that {@code ElementHeader.end} compares, the first 8 bytes and the last 8, as
 * literals at their use (what {@code ElementHeader.firstWord} and {@code lastWord} would compute
 * from the constant at class init: a literal costs no field and no initializer).
 */
record HeaderWords(String header, long firstWord, long lastWord) {

    /** The words of {@code bytes}, the value of constant {@code header}. */
    static HeaderWords of(String header, byte[] bytes) {
        int length = bytes.length;
        long first = word(bytes, 0, Math.min(length, Long.BYTES));
        long last = length <= Long.BYTES ? 0L : word(bytes, length - Long.BYTES, Long.BYTES);
        return new HeaderWords(header, first, last);
    }

    /** {@code [type][name][0]} as {@code BsonBuffer.fieldHeader} encodes it. */
    static byte[] fieldHeader(int type, String name) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(type);
        out.writeBytes(name.getBytes(StandardCharsets.UTF_8));
        out.write(0);
        return out.toByteArray();
    }

    /** {@code [0x02][name][0][int32 size][value][0]} as {@code BsonBuffer.stringField} encodes it. */
    static byte[] stringField(String name, String value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(fieldHeader(0x02, name));
        byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
        int size = utf8.length + 1;
        for (int shift = 0; shift < Integer.SIZE; shift += Byte.SIZE) {
            out.write(size >>> shift);
        }
        out.writeBytes(utf8);
        out.write(0);
        return out.toByteArray();
    }

    /** The first word, as a {@code long} literal. */
    CodeBlock first() {
        return literal(firstWord);
    }

    /** The last word, as a {@code long} literal ({@code 0L} for 8 bytes or fewer). */
    CodeBlock last() {
        return literal(lastWord);
    }

    /** {@code 0x...L}, or {@code 0L}. */
    static CodeBlock literal(long word) {
        return word == 0 ? CodeBlock.of("0L") : CodeBlock.of("0x$LL", Long.toHexString(word));
    }

    /** Bytes {@code [start, start + length)} little-endian, zero-padded: as {@code BsonBytes.nameWord} reads them. */
    static long word(byte[] bytes, int start, int length) {
        long word = 0;
        for (int i = length - 1; i >= 0; i--) {
            word = (word << 8) | (bytes[start + i] & 0xFF);
        }
        return word;
    }
}
