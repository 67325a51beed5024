package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.internal.connection.FieldTrackingBsonWriter;
import com.mongodb.internal.connection.IdHoldingBsonWriter;
import io.github.bsonrecords.codec.write.BodySplice;
import io.github.bsonrecords.examples.model.GroupedRecord;
import io.github.bsonrecords.examples.orders.Order;
import org.bson.BsonBinaryWriter;
import org.bson.BsonObjectId;
import org.bson.BsonValue;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The driver's insert writer ({@code IdHoldingBsonWriter}) and replace writer
 * ({@code FieldTrackingBsonWriter}) get {@code _id} through their API and the rest of the document
 * spliced in as bytes (bson 5.8+): the same bytes, the same reported {@code _id} and the same
 * tracking as through the writer API, for every test record over random values. The writer API is
 * what a decorator the codec does not know gets, so wrapping the driver's writer in one gives the
 * reference.
 */
class DriverWritersTest {
    private static final int INSTANCES = 40;
    private static final EncoderContext COLLECTIBLE = EncoderContext.builder().isEncodingCollectibleDocument(true).build();
    private static final EncoderContext PLAIN = EncoderContext.builder().build();
    private static final BsonObjectId FALLBACK_ID = new BsonObjectId(new ObjectId("65e1a3f0c2a4b81d2f9e7a10"));

    /** The driver's writers as classes the generated codecs do not know: they give them the writer API. */
    private static final class UnknownIdHolding extends IdHoldingBsonWriter {
        UnknownIdHolding(BsonWriter writer, BsonObjectId fallbackId) {
            super(writer, fallbackId);
        }
    }

    private static final class UnknownFieldTracking extends FieldTrackingBsonWriter {
        UnknownFieldTracking(BsonWriter writer) {
            super(writer);
        }
    }

    static java.util.List<Class<? extends Record>> models() {
        return TestModels.withRandomValues();
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void theInsertWriterGetsTheSameBytesAndReportsTheSameId(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(17L * type.getName().hashCode());
        for (int i = 0; i < INSTANCES; i++) {
            R value = random.record(type);
            Inserted spliced = insert(codec, value, false);
            Inserted reference = insert(codec, value, true);
            assertArrayEquals(reference.bytes, spliced.bytes, type.getSimpleName() + " " + value);
            assertEquals(reference.id, spliced.id);
        }
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void theReplaceWriterGetsTheSameBytesAndSeesFields(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(19L * type.getName().hashCode());
        for (int i = 0; i < INSTANCES; i++) {
            R value = random.record(type);
            BasicOutputBuffer spliced = new BasicOutputBuffer();
            boolean wroteFields = replace(codec, value, spliced, false);
            BasicOutputBuffer reference = new BasicOutputBuffer();
            boolean referenceWroteFields = replace(codec, value, reference, true);
            assertArrayEquals(reference.toByteArray(), spliced.toByteArray(), type.getSimpleName() + " " + value);
            // the driver's own writer counts a piped body as fields, whatever it holds; the writer API only real ones
            assertTrue(wroteFields || !referenceWroteFields);
        }
    }

    @Test
    void onlyTheInsertWritersTopLevelDocumentAndTheReplaceWriterAreSpliced() {
        // a child context (a value inside the document, such as a document-valued _id) is not spliced
        BasicOutputBuffer output = new BasicOutputBuffer();
        IdHoldingBsonWriter writer = new IdHoldingBsonWriter(new BsonBinaryWriter(output), FALLBACK_ID);
        assertTrue(!BodySplice.accepts(writer, PLAIN)
                && !BodySplice.accepts(new UnknownIdHolding(new BsonBinaryWriter(output), FALLBACK_ID), COLLECTIBLE));
        assertEquals(io.github.bsonrecords.internal.InputPipe.supported(), BodySplice.accepts(writer, COLLECTIBLE),
                "insert writers are spliced exactly on bson versions with BsonInput.pipe");
    }

    @Test
    void wideRecordsAndRecordsWithIdsAreSplicedToo() {
        Codec<GroupedRecord> codec = generatedCodec(GroupedRecord.class);
        GroupedRecord value = new RandomValues(3).record(GroupedRecord.class);
        assertArrayEquals(insert(codec, value, true).bytes, insert(codec, value, false).bytes);
        Codec<Order> orders = generatedCodec(Order.class);
        Order order = new RandomValues(5).record(Order.class);
        assertArrayEquals(insert(orders, order, true).bytes, insert(orders, order, false).bytes);
    }

    private record Inserted(byte[] bytes, BsonValue id) {
    }

    private static <R> Inserted insert(Codec<R> codec, R value, boolean unknown) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter binary = new BsonBinaryWriter(output)) {
            IdHoldingBsonWriter idHolding = unknown ? new UnknownIdHolding(binary, FALLBACK_ID)
                    : new IdHoldingBsonWriter(binary, FALLBACK_ID);
            codec.encode(idHolding, value, COLLECTIBLE);
            return new Inserted(output.toByteArray(), idHolding.getId());
        }
    }

    /** As the driver writes an update statement: the replacement under "u", through the field-tracking writer. */
    private static <R> boolean replace(Codec<R> codec, R value, BasicOutputBuffer output, boolean unknown) {
        try (BsonBinaryWriter binary = new BsonBinaryWriter(output)) {
            binary.writeStartDocument();
            binary.writeName("u");
            FieldTrackingBsonWriter tracking = unknown ? new UnknownFieldTracking(binary) : new FieldTrackingBsonWriter(binary);
            codec.encode(tracking, value, PLAIN);
            binary.writeEndDocument();
            return tracking.hasWrittenField();
        }
    }
}
