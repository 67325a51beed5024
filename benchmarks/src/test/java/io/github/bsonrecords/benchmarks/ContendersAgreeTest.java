package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.bsonrecords.benchmarks.raw.RawWorkload;
import io.github.bsonrecords.benchmarks.shapes.Shape;
import io.github.bsonrecords.benchmarks.shapes.ShapeWorkload;
import io.github.bsonrecords.benchmarks.shapes.StoredShapeWorkload;
import io.github.bsonrecords.benchmarks.telemetry.StoredLayout;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryWorkload;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every contender of every codec-level suite, through the same {@link BsonOps} calls the benchmarks
 * make, encodes exactly the bytes the decoders read and decodes them to the values the others
 * encode: so the suites compare like with like.
 */
class ContendersAgreeTest {

    static Stream<Arguments> workloads() {
        List<Arguments> arguments = new ArrayList<>();
        arguments.add(Arguments.of("telemetry", new TelemetryWorkload()));
        for (Shape shape : Shape.values()) {
            arguments.add(Arguments.of(shape.name(), ShapeWorkload.of(shape)));
        }
        arguments.add(Arguments.of("raw", new RawWorkload(1_000)));
        return arguments.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("workloads")
    void contendersEncodeIdenticalBytes(String name, Workload workload) {
        byte[] expected = concatenated(workload.documents());
        for (Contender contender : workload.contenders()) {
            Subject subject = workload.subject(contender);
            BasicOutputBuffer buffer = new BasicOutputBuffer();
            BsonOps.encodeAll(subject.codec(), subject.values(), buffer);
            assertArrayEquals(expected, buffer.toByteArray(), name + ": " + contender + " encodes other bytes");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("workloads")
    void contendersDecodeEqualValues(String name, Workload workload) {
        for (Contender contender : workload.contenders()) {
            Subject subject = workload.subject(contender);
            List<Object> each = new ArrayList<>();
            BsonOps.decodeEach(subject.codec(), workload.documents(), each);
            assertDecoded(name + ": " + contender + " (one reader per document)", workload, subject, each);

            List<Object> batch = new ArrayList<>();
            BsonOps.decodeBatch(subject.codec(), BsonOps.batchOf(workload.documents()), batch);
            assertDecoded(name + ": " + contender + " (cursor batch)", workload, subject, batch);
            assertDecoded(name + ": " + contender + " (cursor batch, as the driver)", workload, subject,
                    BsonOps.decodeBatchAsDriver(subject.codec(), BsonOps.batchOf(workload.documents())));
        }
    }

    /**
     * The stored variants ({@code _id} first, unmapped fields, other orders, layouts alternating):
     * every record contender decodes them, one reader each and as a cursor batch, to the values it
     * encodes as written; a Document holds every field it reads.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("storedWorkloads")
    void contendersDecodeStoredDocumentsToTheSameValues(String name, Workload workload, List<byte[]> stored) {
        for (Contender contender : workload.contenders()) {
            Subject subject = workload.subject(contender);
            List<Object> each = new ArrayList<>();
            BsonOps.decodeEach(subject.codec(), stored, each);
            List<Object> batch = new ArrayList<>();
            BsonOps.decodeBatch(subject.codec(), BsonOps.batchOf(stored), batch);
            for (List<Object> decoded : List.of(each, batch)) {
                assertEquals(stored.size(), decoded.size(), name);
                for (int i = 0; i < decoded.size(); i++) {
                    if (subject.contender() == Contender.DOCUMENT) {
                        BasicOutputBuffer buffer = new BasicOutputBuffer();
                        BsonOps.encodeAll(subject.codec(), List.of(decoded.get(i)), buffer);
                        assertArrayEquals(stored.get(i), buffer.toByteArray(), name + ": " + contender);
                    } else {
                        assertNull(DeepEquality.difference(subject.values().get(i % subject.values().size()),
                                decoded.get(i)), name + ": " + contender);
                    }
                }
            }
        }
    }

    static Stream<Arguments> storedWorkloads() {
        List<Arguments> arguments = new ArrayList<>();
        TelemetryWorkload telemetry = new TelemetryWorkload();
        for (StoredLayout layout : StoredLayout.values()) {
            arguments.add(Arguments.of("telemetry " + layout, telemetry, layout.documents(telemetry.documents())));
        }
        for (Shape shape : List.of(Shape.FLAT, Shape.FULL)) {
            StoredShapeWorkload workload = StoredShapeWorkload.of(shape);
            arguments.add(Arguments.of(shape + " _id first", workload, workload.documents()));
        }
        return arguments.stream();
    }

    /**
     * Records must equal the values the contender encodes. Documents decode nested raw documents
     * into other types, so for them the decoded value must encode back to the same bytes.
     */
    private static void assertDecoded(String what, Workload workload, Subject subject, List<Object> decoded) {
        assertEquals(workload.documents().size(), decoded.size(), what);
        switch (subject.contender()) {
            case DOCUMENT, BSON_DOCUMENT -> {
                BasicOutputBuffer buffer = new BasicOutputBuffer();
                BsonOps.encodeAll(subject.codec(), decoded, buffer);
                assertArrayEquals(concatenated(workload.documents()), buffer.toByteArray(), what);
            }
            default -> {
                for (int i = 0; i < decoded.size(); i++) {
                    assertNull(DeepEquality.difference(subject.values().get(i), decoded.get(i)), what);
                }
            }
        }
    }

    private static byte[] concatenated(List<byte[]> documents) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        documents.forEach(bytes::writeBytes);
        return bytes.toByteArray();
    }
}
