package io.github.bsonrecords.codec.shape;

import java.util.Objects;
import org.bson.codecs.Codec;

/** What a field, an array element or a map value holds, as its codec reads it. */
public sealed interface ValueShape {
    /** Every BSON type: what a registry's codec may read, as far as the shape knows. */
    long ANY_TYPE = -1L;

    /** The BSON types the codec reads here, as {@link #typeBit} bits ({@link #ANY_TYPE} when it does not say). */
    long accepted();

    /** The BSON type code the codec writes here, or -1 when it does not say. */
    int written();

    /** The BSON type codes of containers and null. */
    int DOCUMENT = 0x03;
    int ARRAY = 0x04;
    int NULL = 0x0A;

    /** BSON type codes as bits of a mask: bit {@code code} for the codes 1 to 63. */
    static long typeBit(int code) {
        return code > 0 && code < 64 ? 1L << code : 0L;
    }

    /**
     * A single value ({@code int}, {@code String}, {@code Instant}, an enum).
     *
     * @param javaType the component's type as a person reads it ({@code int}, {@code Instant})
     * @param written the BSON type code the codec writes
     * @param accepted the BSON type codes it reads, as {@link ValueShape#typeBit} bits; BSON null
     *     among them when the value may be null
     */
    record Scalar(String javaType, int written, long accepted) implements ValueShape {
    }

    /** A value held in a document or an array: read from that type, or BSON null. */
    private static long container(int code) {
        return typeBit(code) | typeBit(NULL);
    }

    /** A list, set or array, of elements of {@code element}. */
    record Sequence(ValueShape element) implements ValueShape {
        public Sequence {
            Objects.requireNonNull(element, "element");
        }

        @Override
        public long accepted() {
            return container(ARRAY);
        }

        @Override
        public int written() {
            return ARRAY;
        }
    }

    /** A map stored as a document whose field names are the keys; each value of {@code value}. */
    record StringMap(ValueShape value) implements ValueShape {
        public StringMap {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public long accepted() {
            return container(DOCUMENT);
        }

        @Override
        public int written() {
            return DOCUMENT;
        }
    }

    /** A nested {@code @BsonRecord} record or sealed interface, read by its generated codec. */
    record Nested(Codec<?> codec) implements ValueShape {
        public Nested {
            Objects.requireNonNull(codec, "codec");
        }

        @Override
        public long accepted() {
            return container(DOCUMENT);
        }

        @Override
        public int written() {
            return DOCUMENT;
        }
    }

    /** A {@code RawBsonDocument}: any document, kept whole. */
    record RawDocument() implements ValueShape {        @Override
        public long accepted() {
            return container(DOCUMENT);
        }

        @Override
        public int written() {
            return DOCUMENT;
        }
    }

    /**
     * A value the registry's codec reads ({@code Document}, {@code BsonValue}, your own types, a type
     * parameter's values): any BSON type as far as the shape says; a generated codec's shape when
     * it is one.
     */
    record FromRegistry(Codec<?> codec) implements ValueShape {
        public FromRegistry {
            Objects.requireNonNull(codec, "codec");
        }

        @Override
        public long accepted() {
            return ANY_TYPE;
        }

        @Override
        public int written() {
            return -1;
        }
    }

    /** A scalar named {@code javaType}, written as BSON type {@code written}, read from each of {@code accepted}. */
    static ValueShape scalar(String javaType, int written, int... accepted) {
        long mask = 0;
        for (int code : accepted) {
            mask |= typeBit(code);
        }
        return new Scalar(javaType, written, mask);
    }

    static ValueShape sequence(ValueShape element) {
        return new Sequence(element);
    }

    static ValueShape map(ValueShape value) {
        return new StringMap(value);
    }

    static ValueShape nested(Codec<?> codec) {
        return new Nested(codec);
    }

    static ValueShape rawDocument() {
        return new RawDocument();
    }

    static ValueShape registry(Codec<?> codec) {
        return new FromRegistry(codec);
    }
}
