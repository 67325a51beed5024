package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.examples.hierarchy.Event;
import io.github.bsonrecords.examples.hierarchy.Node;
import io.github.bsonrecords.examples.hierarchy.Shape;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinarySubType;
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
import org.bson.BsonSymbol;
import org.bson.BsonTimestamp;
import org.bson.BsonValue;
import org.bson.codecs.BsonValueCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Stored documents mutated at random, a few per batch in shared layouts the codec learns and a few
 * in layouts of their own: fields moved, left out or repeated, a mapped field holding a value of
 * another BSON type (null, a number out of range, another number type), unmapped fields named like
 * a prefix or an extension of a mapped name or 6 to 10 bytes long, an {@code _id} of any type first,
 * empty documents and documents with only an {@code _id}, nested documents mutated too. Every byte
 * path (a cursor batch read in place, one reader per document, {@code fromBson}) gives the reader
 * path's outcome; corrupted bytes fail on a codec that learned the batch's layouts exactly as on one
 * that learned nothing. {@link StoredDocumentsDifferentialTest} holds the hand-made cases.
 */
class StoredDocumentMutationsTest {
    private static final int ROUNDS = 1;
    private static final int DOCUMENTS = 12;
    private static final DecoderContext DECODE = DecoderContext.builder().build();
    /** The smallest document: its size and its terminating 0, which a corruption keeps. */
    private static final int MIN_DOCUMENT = 5;

    static List<Class<? extends Record>> models() {
        return TestModels.withRandomValues();
    }

    static List<Class<?>> sealedInterfaces() {
        return List.of(Shape.class, Node.class, Event.class);
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void mutatedDocumentsGiveTheReaderPathsOutcome(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        for (int round = 0; round < ROUNDS; round++) {
            Random random = new Random(type.getName().hashCode() * 1000L + round);
            RandomValues values = new RandomValues(random.nextLong());
            StoredDocumentsDifferentialTest.assertAllPathsAgree(codec, documents(() -> BsonTestSupport.encode(codec, values.record(type)), random),
                    type.getSimpleName() + ", round " + round);
        }
    }

    /** Through the sealed interface's codec: the discriminator moved, left out, repeated or of another type too. */
    @ParameterizedTest
    @MethodSource("sealedInterfaces")
    @SuppressWarnings("unchecked")
    void mutatedDocumentsOfASealedInterface(Class<?> type) {
        Codec<Object> codec = (Codec<Object>) BsonTestSupport.GENERATED_REGISTRY.get(type);
        List<Class<? extends Record>> records = new ArrayList<>();
        permittedRecords(type, records);
        for (int round = 0; round < 5 * ROUNDS; round++) {
            Random random = new Random(type.getName().hashCode() * 13L + round);
            RandomValues values = new RandomValues(random.nextLong());
            StoredDocumentsDifferentialTest.assertAllPathsAgree(codec, documents(() -> BsonTestSupport.encode(codec,
                    values.record(records.get(random.nextInt(records.size())))), random), type.getSimpleName() + ", round " + round);
        }
    }

    /**
     * Fields repeated (a mapped one with the same or another value, an unmapped one): the reader API
     * over the same bytes is the reference, as a tree cannot hold a name twice.
     */
    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void repeatedFieldsGiveTheReaderPathsOutcome(Class<R> type) {
        BinaryCodec<R> codec = (BinaryCodec<R>) generatedCodec(type);
        for (int round = 0; round < ROUNDS; round++) {
            Random random = new Random(type.getName().hashCode() * 31L + round);
            RandomValues values = new RandomValues(random.nextLong());
            List<BsonDocument> documents = documents(() -> BsonTestSupport.encode(codec, values.record(type)), random);
            List<byte[]> bytes = new ArrayList<>();
            List<String> expected = new ArrayList<>();
            for (BsonDocument document : documents) {
                byte[] repeated = encodeFields(withRepeatedFields(document, random));
                bytes.add(repeated);
                expected.add(FastPathDifferentialTest.outcome(() -> {
                    try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(repeated))) {
                        return codec.decode(reader, DECODE, 1);
                    }
                }));
            }
            StoredDocumentsDifferentialTest.assertAllPathsAgree(codec, bytes, expected, type.getSimpleName() + ", round " + round);
        }
    }

    /**
     * A byte or two changed inside a stored document (its size and terminator kept), decoded by a
     * codec that learned the layouts of the batch before it: the outcome of a codec that learned
     * nothing (a new registry's), on both byte paths.
     */
    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void corruptedBytesFailAsOnACodecThatLearnedNothing(Class<R> type) {
        for (int round = 0; round < ROUNDS; round++) {
            Random random = new Random(type.getName().hashCode() * 7919L + round);
            CodecRegistry trained = BsonRecords.registry();
            Codec<R> codec = trained.get(type);
            RandomValues values = new RandomValues(random.nextLong());
            List<byte[]> documents = documents(() -> BsonTestSupport.encode(codec, values.record(type)), random).stream()
                    .map(BsonTestSupport::encodeDocument).toList();
            documents.forEach(document -> FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(codec, document)));
            for (int c = 0; c < 20; c++) {
                byte[] corrupted = documents.get(random.nextInt(documents.size())).clone();
                if (corrupted.length <= MIN_DOCUMENT) {
                    continue;
                }
                for (int m = 0; m < 1 + random.nextInt(2); m++) {
                    int at = 4 + random.nextInt(corrupted.length - MIN_DOCUMENT);
                    corrupted[at] = random.nextBoolean() ? (byte) random.nextInt(256) : (byte) (corrupted[at] ^ (1 << random.nextInt(8)));
                }
                String expected = FastPathDifferentialTest.outcome(() -> BsonRecords.fromBson(corrupted, type, BsonRecords.registry()));
                String where = type.getSimpleName() + ", round " + round + ": " + Arrays.toString(corrupted);
                assertEquals(expected, FastPathDifferentialTest.outcome(() -> BsonRecords.fromBson(corrupted, type, trained)),
                        "fromBson, " + where);
                assertEquals(expected, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(codec, corrupted)),
                        "one reader, " + where);
            }
        }
    }

    /**
     * Documents as {@code written} writes them (through bytes, so a name cut inside a UTF-16 pair is what
     * its bytes say), two thirds in one of three mutated layouts (another document's mutation, its
     * names and order with this document's values), one third mutated on their own.
     */
    static List<BsonDocument> documents(java.util.function.Supplier<byte[]> written, Random random) {
        List<BsonDocument> layouts = new ArrayList<>();
        for (int l = 0; l < 3; l++) {
            layouts.add(mutate(StoredDocumentsDifferentialTest.tree(written.get()), random, 0));
        }
        List<BsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < DOCUMENTS; i++) {
            BsonDocument document = StoredDocumentsDifferentialTest.tree(written.get());
            BsonDocument stored = random.nextInt(3) == 0 ? mutate(document, random, 0)
                    : inLayout(document, layouts.get(random.nextInt(layouts.size())));
            documents.add(StoredDocumentsDifferentialTest.tree(BsonTestSupport.encodeDocument(stored)));
        }
        return documents;
    }

    /** {@code document}'s values in {@code layout}'s names and order; the layout's own values where the document has none. */
    private static BsonDocument inLayout(BsonDocument document, BsonDocument layout) {
        BsonDocument stored = new BsonDocument();
        layout.forEach((key, value) -> stored.put(key, document.containsKey(key) ? document.get(key) : value));
        return stored;
    }

    private static final List<String> SUFFIXES = List.of("x", "_", "X1", "");

    private static BsonDocument mutate(BsonDocument written, Random random, int depth) {
        List<Object[]> fields = new ArrayList<>();
        written.forEach((key, value) -> fields.add(new Object[] {key,
                value.isDocument() && depth < 2 && random.nextInt(3) == 0 ? mutate(value.asDocument(), random, depth + 1) : value}));
        int mutations = random.nextInt(5);
        for (int m = 0; m < mutations && !fields.isEmpty(); m++) {
            int at = random.nextInt(fields.size());
            String key = (String) fields.get(at)[0];
            int to = random.nextInt(fields.size() + 1);
            switch (random.nextInt(9)) {
                case 0 -> Collections.shuffle(fields, random);
                case 1 -> fields.remove(at);
                case 2 -> fields.add(to, new Object[] {key, fields.get(random.nextInt(fields.size()))[1]});
                case 3 -> fields.get(at)[1] = otherValue(random);
                case 4 -> fields.add(to, new Object[] {key.isEmpty() ? "z" : key.substring(0, random.nextInt(key.length())),
                        otherValue(random)});
                case 5 -> fields.add(to, new Object[] {key + SUFFIXES.get(random.nextInt(SUFFIXES.size())), otherValue(random)});
                case 6 -> fields.add(to, new Object[] {"abcdefghijk".substring(0, 6 + random.nextInt(5)), otherValue(random)});
                case 7 -> fields.add(new Object[] {"abcdefghijk".substring(0, 1 + random.nextInt(10)), otherValue(random)});
                default -> fields.clear();
            }
        }
        BsonDocument stored = new BsonDocument();
        if (depth == 0 && random.nextBoolean()) {
            stored.put("_id", random.nextBoolean() ? new BsonObjectId(new ObjectId(random.nextInt(), 3)) : otherValue(random));
        }
        for (Object[] field : fields) {
            // a tree holds a name once: the last value, at the last place
            stored.remove((String) field[0]);
            stored.put((String) field[0], (BsonValue) field[1]);
        }
        return stored;
    }

    /** The fields in order, with up to two of them repeated elsewhere (same value or another). */
    private static List<Object[]> withRepeatedFields(BsonDocument document, Random random) {
        List<Object[]> fields = new ArrayList<>();
        document.forEach((key, value) -> fields.add(new Object[] {key, value}));
        int repeated = random.nextInt(3);
        for (int r = 0; r < repeated && !fields.isEmpty(); r++) {
            Object[] field = fields.get(random.nextInt(fields.size()));
            fields.add(random.nextInt(fields.size() + 1), new Object[] {field[0], random.nextBoolean() ? field[1] : otherValue(random)});
        }
        return fields;
    }

    private static byte[] encodeFields(List<Object[]> fields) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            writer.writeStartDocument();
            for (Object[] field : fields) {
                writer.writeName((String) field[0]);
                VALUES.encode(writer, (BsonValue) field[1], EncoderContext.builder().build());
            }
            writer.writeEndDocument();
        }
        return buffer.toByteArray();
    }

    private static final BsonValueCodec VALUES = new BsonValueCodec();

    /** A value of a type a component may not expect, or at the edge of a number type's range. */
    private static BsonValue otherValue(Random random) {
        return switch (random.nextInt(30)) {
            case 0 -> BsonNull.VALUE;
            case 1 -> new BsonInt32(random.nextInt(3));
            case 2 -> new BsonDouble(1.5);
            case 3 -> new BsonString("s" + random.nextInt(3));
            case 4 -> new BsonInt64(5L);
            case 5 -> BsonBoolean.FALSE;
            case 6 -> new BsonDocument("a", new BsonInt32(1));
            case 7 -> new BsonArray(List.of(new BsonInt32(1)));
            case 8 -> new BsonObjectId(new ObjectId(1, 1));
            case 9 -> new BsonInt64(Long.MAX_VALUE);
            case 10 -> new BsonInt64(1L << 31);
            case 11 -> new BsonDouble(1e300);
            case 12 -> new BsonDouble(Double.NaN);
            case 13 -> new BsonDouble(-0.0);
            case 14 -> new BsonDouble(3.0);
            case 15 -> new BsonInt32(Integer.MIN_VALUE);
            case 16 -> new BsonDecimal128(Decimal128.parse("1.5"));
            case 17 -> new BsonDecimal128(Decimal128.parse("3"));
            case 18 -> new BsonDecimal128(Decimal128.NaN);
            case 19 -> new BsonString("");
            case 20 -> new BsonString("OPEN");
            case 21 -> new BsonSymbol("sym");
            case 22 -> new BsonDateTime(Long.MAX_VALUE);
            case 23 -> new BsonTimestamp(5, 6);
            case 24 -> new BsonBinary(BsonBinarySubType.UUID_STANDARD, new byte[16]);
            case 25 -> new BsonBinary(BsonBinarySubType.UUID_LEGACY, new byte[16]);
            case 26 -> new BsonBinary(new byte[3]);
            case 27 -> new BsonInt32(65536);
            case 28 -> new BsonDouble(3.4e39);
            default -> new BsonArray(List.of(BsonNull.VALUE, new BsonString("a")));
        };
    }

    static void permittedRecords(Class<?> type, List<Class<? extends Record>> into) {
        if (type.isRecord()) {
            into.add(type.asSubclass(Record.class));
            return;
        }
        for (Class<?> permitted : type.getPermittedSubclasses()) {
            permittedRecords(permitted, into);
        }
    }
}
