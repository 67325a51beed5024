package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static io.github.bsonrecords.examples.DeepEquality.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.schema.CustomerProfile;
import io.github.bsonrecords.examples.schema.LegacyReading;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.bson.BsonArray;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Decimal128;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The byte path (taken for a plain {@code BsonBinaryReader}/{@code BsonBinaryWriter} and by
 * {@code BsonRecords.toBson/fromBson}) against the reader/writer path (taken for any other
 * reader or writer), on random records of every test model: identical bytes, identical values,
 * and, on documents with a wrong-typed field, the identical outcome (the same value, or the same
 * exception class with the same message).
 */
class FastPathDifferentialTest {
    private static final int INSTANCES = 150;

    static List<Class<? extends Record>> models() {
        return TestModels.withRandomValues();
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void bothPathsWriteTheSameBytesAndReadTheSameValues(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(31L * type.getName().hashCode());
        for (int i = 0; i < INSTANCES; i++) {
            R value = random.record(type);
            byte[] fast = BsonTestSupport.encode(codec, value);
            byte[] portable = encodeThroughWriterApi(codec, value);
            assertArrayEquals(portable, fast, () -> "bytes of " + value);
            assertArrayEquals(portable, BsonRecords.toBson(value), () -> "toBson of " + value);

            R fromBytes = BsonTestSupport.decode(codec, fast);
            R fromReaderApi = decodeThroughReaderApi(codec, fast);
            assertDeepEquals(fromReaderApi, fromBytes);
            assertDeepEquals(fromReaderApi, BsonRecords.fromBson(fast, type));
            assertDeepEquals(fromReaderApi, BsonRecords.fromBson(new RawBsonDocument(fast), type));
        }
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void bothPathsAgreeOnEveryWrongTypedField(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(17L * type.getName().hashCode());
        Random choices = new Random(type.getName().hashCode());
        for (int i = 0; i < 20; i++) {
            BsonDocument document = tree(BsonTestSupport.encode(codec, random.record(type)));
            for (String field : List.copyOf(document.keySet())) {
                for (Supplier<BsonValue> replacement : REPLACEMENTS) {
                    BsonDocument changed = document.clone();
                    changed.put(field, replacement.get());
                    if (choices.nextInt(4) == 0) {
                        changed.put("unknown", replacement.get());
                    }
                    byte[] bytes = bytesOf(changed);
                    assertEquals(outcome(() -> decodeThroughReaderApi(codec, bytes)),
                            outcome(() -> BsonTestSupport.decode(codec, bytes)),
                            () -> type.getSimpleName() + " with " + field + " = " + changed.get(field));
                }
            }
        }
    }

    /**
     * The ordered pass reads fields where the codec writes them and hands over to the general loop
     * at the first surprise: for every field of random documents, the field missing, moved to the
     * end, swapped with the next, or preceded by an unknown field, both paths give the same outcome.
     */
    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void bothPathsAgreeWhateverTheFieldOrder(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(59L * type.getName().hashCode());
        for (int i = 0; i < 20; i++) {
            BsonDocument document = tree(BsonTestSupport.encode(codec, random.record(type)));
            List<String> keys = List.copyOf(document.keySet());
            for (int k = 0; k < keys.size(); k++) {
                for (BsonDocument changed : reordered(document, keys, k)) {
                    byte[] bytes = bytesOf(changed);
                    assertEquals(outcome(() -> decodeThroughReaderApi(codec, bytes)),
                            outcome(() -> BsonTestSupport.decode(codec, bytes)),
                            () -> type.getSimpleName() + " as " + changed.keySet());
                }
            }
        }
    }

    /** The document with field {@code k} missing, moved last, swapped with the next, and after an unknown field. */
    private static List<BsonDocument> reordered(BsonDocument document, List<String> keys, int k) {
        String key = keys.get(k);
        BsonDocument missing = document.clone();
        missing.remove(key);
        BsonDocument movedLast = document.clone();
        movedLast.put(key, movedLast.remove(key));
        BsonDocument swapped = new BsonDocument();
        BsonDocument afterUnknown = new BsonDocument();
        for (int j = 0; j < keys.size(); j++) {
            int from = j == k && k + 1 < keys.size() ? k + 1 : j == k + 1 ? k : j;
            swapped.put(keys.get(from), document.get(keys.get(from)));
            if (j == k) {
                afterUnknown.put("not_a_component", new BsonString("ignored"));
            }
            afterUnknown.put(keys.get(j), document.get(keys.get(j)));
        }
        return List.of(missing, movedLast, swapped, afterUnknown);
    }

    /**
     * Random records whose fields are renamed to one of their {@code @BsonAlias} names (a document
     * written before the rename): both paths decode the record the codec wrote.
     */
    @ParameterizedTest
    @MethodSource("aliasedModels")
    <R extends Record> void bothPathsReadOldNamesAlike(Class<R> type, Map<String, List<String>> aliases) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(43L * type.getName().hashCode());
        Random choices = new Random(type.getName().hashCode());
        for (int i = 0; i < INSTANCES; i++) {
            R value = random.record(type);
            BsonDocument document = tree(BsonTestSupport.encode(codec, value));
            aliases.forEach((path, names) -> rename(document, path, names.get(choices.nextInt(names.size()))));
            byte[] old = bytesOf(document);
            assertDeepEquals(value, BsonTestSupport.decode(codec, old));
            assertDeepEquals(value, decodeThroughReaderApi(codec, old));
        }
    }

    static Stream<Arguments> aliasedModels() {
        return Stream.of(
                Arguments.of(CustomerProfile.class, Map.of("email_address", List.of("mail", "e_mail"),
                        "billing_address.postal_code", List.of("zip"))),
                Arguments.of(LegacyReading.class, Map.of("temperature", List.of("temp_c", "t"),
                        "takenAt", List.of("ts"))));
    }

    /** Renames the field at a dotted path in place, keeping its position; absent or under a null, nothing. */
    private static void rename(BsonDocument document, String path, String newName) {
        int dot = path.indexOf('.');
        if (dot >= 0) {
            BsonValue parent = document.get(path.substring(0, dot));
            if (parent != null && parent.isDocument()) {
                rename(parent.asDocument(), path.substring(dot + 1), newName);
            }
            return;
        }
        if (!document.containsKey(path)) {
            return;
        }
        BsonDocument renamed = new BsonDocument();
        document.forEach((key, value) -> renamed.put(key.equals(path) ? newName : key, value));
        document.clear();
        document.putAll(renamed);
    }

    private static final List<Supplier<BsonValue>> REPLACEMENTS = List.of(
            () -> BsonNull.VALUE, () -> new BsonInt32(7), () -> new BsonInt64(1L << 40), () -> new BsonDouble(2.5),
            () -> new BsonDouble(3.0), () -> new BsonString("x"), () -> new BsonString("RED"), () -> BsonBoolean.TRUE,
            () -> new BsonDateTime(86_400_000L), () -> new BsonObjectId(),
            () -> new BsonDecimal128(Decimal128.parse("4")), () -> new BsonDocument("a", new BsonInt32(1)),
            () -> new BsonArray(List.of(new BsonInt32(1), BsonNull.VALUE, new BsonString("y"))),
            () -> new BsonArray(), () -> new BsonDocument());

    /** What decoding gave, comparable across paths: the value's text, or the exception's class and message. */
    static String outcome(Supplier<?> decode) {
        try {
            Object value = decode.get();
            return "value " + describe(value);
        } catch (RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    /** A subclass is not the plain binary writer, so the codec takes the writer API; the output is binary all the same. */
    private static <R> byte[] encodeThroughWriterApi(Codec<R> codec, R value) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer) { }) {
            codec.encode(writer, value, EncoderContext.builder().build());
        }
        return buffer.toByteArray();
    }

    private static <R> R decodeThroughReaderApi(Codec<R> codec, byte[] bytes) {
        return codec.decode(new BsonDocumentReader(tree(bytes)), DecoderContext.builder().build());
    }

    private static BsonDocument tree(byte[] bytes) {
        return new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DecoderContext.builder().build());
    }

    private static byte[] bytesOf(BsonDocument document) {
        return BsonTestSupport.encodeDocument(document);
    }

    /** A deterministic text of a decoded value (records' own toString prints arrays by identity). */
    private static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value.getClass().isRecord()) {
            StringBuilder text = new StringBuilder(value.getClass().getSimpleName()).append('(');
            for (java.lang.reflect.RecordComponent component : value.getClass().getRecordComponents()) {
                try {
                    text.append(component.getName()).append('=')
                            .append(describe(component.getAccessor().invoke(value))).append(", ");
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
            return text.append(')').toString();
        }
        if (value.getClass().isArray()) {
            StringBuilder text = new StringBuilder("[");
            for (int i = 0; i < java.lang.reflect.Array.getLength(value); i++) {
                text.append(describe(java.lang.reflect.Array.get(value, i))).append(", ");
            }
            return text.append(']').toString();
        }
        if (value instanceof Iterable<?> iterable) {
            StringBuilder text = new StringBuilder(value.getClass().getSimpleName()).append('[');
            iterable.forEach(element -> text.append(describe(element)).append(", "));
            return text.append(']').toString();
        }
        if (value instanceof java.util.Map<?, ?> map) {
            StringBuilder text = new StringBuilder("{");
            map.forEach((key, entry) -> text.append(key).append('=').append(describe(entry)).append(", "));
            return text.append('}').toString();
        }
        if (value instanceof java.util.Optional<?> optional) {
            return "Optional(" + describe(optional.orElse(null)) + ")";
        }
        return value.toString();
    }
}
