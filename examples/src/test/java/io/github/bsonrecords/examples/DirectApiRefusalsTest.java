package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.BsonRecords;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Records the processor wrote no codec for, handed to the direct API or to a registry built by
 * {@code BsonRecords}: the error names the class and says why, instead of the driver's
 * "Can't find a codec for CodecCacheKey{...}".
 */
class DirectApiRefusalsTest {
    record PlainPoint(int x, int y) {
    }

    private static final byte[] POINT_BYTES = BsonTestSupport.encodeDocument(
            new org.bson.BsonDocument("x", new org.bson.BsonInt32(1)).append("y", new org.bson.BsonInt32(2)));

    @Test
    void aRecordWithoutTheAnnotationIsNamedWithWhatToDo() {
        String expected = "The direct API reads and writes records through their generated codecs, and "
                + PlainPoint.class.getName() + " is not annotated with @BsonRecord, so no codec is generated for it:"
                + " annotate PlainPoint with @io.github.bsonrecords.BsonRecord";
        for (Executable call : new Executable[] {
            () -> BsonRecords.toBson(new PlainPoint(1, 2)),
            () -> BsonRecords.toRawBson(new PlainPoint(1, 2)),
            () -> BsonRecords.fromBson(POINT_BYTES, PlainPoint.class),
            () -> BsonRecords.fromBson(new org.bson.RawBsonDocument(POINT_BYTES), PlainPoint.class)}) {
            String message = assertThrows(CodecConfigurationException.class, call).getMessage();
            assertTrue(message.startsWith(expected), message);
        }
    }

    @Test
    void aRecordWithoutTheAnnotationThatTheRegistryServesReflectivelyIsNamedToo() {
        // the driver's defaults hold its reflective RecordCodec, which takes any record: still not for the direct API
        CodecRegistry registry = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());
        String message = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.toBson(new PlainPoint(1, 2), registry)).getMessage();
        assertTrue(message.contains(PlainPoint.class.getName() + " is not annotated with @BsonRecord"), message);
        assertTrue(message.endsWith("(the registry hands it to org.bson.codecs.record.RecordCodec)"), message);
    }

    @Test
    void verifySaysTheSame() {
        String report = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.verify(BsonRecords.registry(), PlainPoint.class)).getMessage();
        assertTrue(report.contains("\n  " + PlainPoint.class.getName() + ": not annotated with @BsonRecord, so no codec"
                + " is generated for it: annotate PlainPoint with @io.github.bsonrecords.BsonRecord"), report);
    }

    @Test
    void aLocalRecordIsNamedAsLocalWithWhereToMoveIt() {
        // javac does not show local classes to annotation processors: the processor never sees this one
        @BsonRecord
        record LocalPoint(int x, int y) {
        }
        String why = "it is a local record (declared inside a method), and javac never shows local classes to"
                + " annotation processors, so no codec is generated for it: declare LocalPoint as a top-level record"
                + " or as a member of a class or interface";
        String notGenerated = "No generated codec for @BsonRecord " + LocalPoint.class.getName() + ": " + why;

        assertEquals(notGenerated, assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.toBson(new LocalPoint(1, 2))).getMessage());
        assertEquals(notGenerated, assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.fromBson(POINT_BYTES, LocalPoint.class)).getMessage());
        assertEquals(notGenerated, assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.registry().get(LocalPoint.class)).getMessage());

        // a registry that asks the driver first hands it to the reflective codec: the direct API still says why
        CodecRegistry driverFirst = org.bson.codecs.configuration.CodecRegistries.fromRegistries(
                MongoClientSettings.getDefaultCodecRegistry(),
                org.bson.codecs.configuration.CodecRegistries.fromProviders(BsonRecords.codecProvider()));
        String direct = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.toBson(new LocalPoint(1, 2), driverFirst)).getMessage();
        assertTrue(direct.startsWith("The direct API needs the generated codec of " + LocalPoint.class.getName()), direct);
        assertTrue(direct.endsWith(why), direct);

        String report = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.verify(BsonRecords.registry(), LocalPoint.class)).getMessage();
        assertTrue(report.contains("\n  " + LocalPoint.class.getName() + ": " + why), report);
    }

    @Test
    void aRecordInsideALocalClassIsNamedWithItsLocalClass() {
        class Holder {
            @BsonRecord
            record Inner(String name) {
            }
        }
        String message = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.toBson(new Holder.Inner("x"))).getMessage();
        assertTrue(message.contains(": it is declared inside the local class " + Holder.class.getName()
                + " (declared inside a method)"), message);
        assertTrue(message.endsWith("declare Inner as a top-level record or as a member of a class or interface"), message);
    }
}
