package golden;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.codec.read.ByteReads;
import io.github.bsonrecords.codec.read.DecodePaths;
import io.github.bsonrecords.codec.read.DocumentSource;
import io.github.bsonrecords.codec.read.ElementHeader;
import io.github.bsonrecords.codec.read.FieldLayout;
import io.github.bsonrecords.codec.read.FieldNames;
import io.github.bsonrecords.codec.read.LayoutTable;
import io.github.bsonrecords.codec.read.LearnedLayouts;
import io.github.bsonrecords.codec.read.Reads;
import io.github.bsonrecords.codec.shape.CodecShape;
import io.github.bsonrecords.codec.shape.FieldShape;
import io.github.bsonrecords.codec.shape.RecordShape;
import io.github.bsonrecords.codec.shape.ValueShape;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.codec.write.BsonBuffer;
import io.github.bsonrecords.codec.write.ByteWrites;
import io.github.bsonrecords.codec.write.WriterDispatch;
import io.github.bsonrecords.codec.write.Writes;
import java.time.Instant;
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Reading}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class ReadingBsonCodec implements BinaryCodec<Reading> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", ReadingBsonCodec.class);
    private static final FieldRef SENSOR_ID = new FieldRef("golden.Reading", "sensorId", "sensorId");
    private static final byte[] SENSOR_ID_HEADER = BsonBuffer.fieldHeader(0x02, "sensorId");
    private static final FieldRef TIMESTAMP = new FieldRef("golden.Reading", "timestamp", "ts");
    private static final byte[] TIMESTAMP_HEADER = BsonBuffer.fieldHeader(0x09, "ts");
    private static final FieldRef TEMPERATURE = new FieldRef("golden.Reading", "temperature", "temp");
    private static final byte[] TEMPERATURE_HEADER = BsonBuffer.fieldHeader(0x01, "temp");
    private static final FieldRef HUMIDITY = new FieldRef("golden.Reading", "humidity", "humidity");
    private static final byte[] HUMIDITY_HEADER = BsonBuffer.fieldHeader(0x01, "humidity");
    private static final FieldRef PRESSURE = new FieldRef("golden.Reading", "pressure", "pressure");
    private static final byte[] PRESSURE_HEADER = BsonBuffer.fieldHeader(0x01, "pressure");

    /**
     * The BSON names in the order this codec writes them: what a document holds next is tried first.
     */
    private static final FieldNames FIELD_NAMES = FieldNames.of("sensorId", "ts", "temp", "humidity", "pressure");

    /**
     * What the ordered pass reads: each component's header (null where its BSON type is not fixed),
     * the discriminator, the order this codec writes, and the other names components decode from.
     */
    private static final LayoutTable LAYOUT_TABLE = LayoutTable.of(FIELD_NAMES,
            new byte[][] {SENSOR_ID_HEADER, TIMESTAMP_HEADER, TEMPERATURE_HEADER, HUMIDITY_HEADER, PRESSURE_HEADER},
            null,
            new byte[] {0, 1, 2, 3, 4});

    /**
     * The field orders of the documents this codec read last, which it expects next.
     */
    private final LearnedLayouts layouts = new LearnedLayouts(LAYOUT_TABLE);

    public ReadingBsonCodec(CodecRegistry registry) {
    }

    @Override
    public Reading decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Reading decoded = DocumentSource.decode(binary, this, context);
            if (decoded != null) {
                return decoded;
            }
        }
        return decode(reader, context, 1);
    }

    /**
     * Decodes the document that starts at {@code start} in {@code bytes}, reading no further than
     * the size it declares, nested {@code depth} levels deep (1 at the top). Used by the codecs of
     * enclosing records and by {@code BsonRecords}.
     */
    @Override
    public Reading decode(byte[] bytes, int start, DecoderContext context, int depth) {
        String sensorId = null;
        Instant timestamp = null;
        double temperature = 0.0;
        double humidity = 0.0;
        double pressure = 0.0;
        int limit = BsonBytes.documentEnd(bytes, start) - 1;
        int position = start + 4;
        int expected = 0;
        if (layouts.learnedFirst()) {
            // documents lately had an _id then another order: not this codec's order first
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        boolean fromLayouts = false;
        try {
            // where the pass starts: here, past a leading _id, or -1 when the layouts read the document
            int orderedFrom = position;
            // the fields in the order this codec writes them, each matched by its whole header
            ordered: {
                int valueStart;
                int valueEnd;
                valueStart = ElementHeader.end(bytes, position, limit, SENSOR_ID_HEADER, 0x49726f736e657302L, 0x6449726f736e65L);
                if (valueStart < 0) {
                    // not the first field this codec writes: past a leading _id it does not map, else the layouts
                    orderedFrom = layouts.orderedStart(bytes, position, limit);
                    if (orderedFrom < 0) {
                        break ordered;
                    }
                    position = orderedFrom;
                    valueStart = ElementHeader.end(bytes, position, limit, SENSOR_ID_HEADER, 0x49726f736e657302L, 0x6449726f736e65L);
                    if (valueStart < 0) {
                        break ordered;
                    }
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                sensorId = ByteReads.string(bytes, 0x02, valueStart, valueEnd, SENSOR_ID);
                position = valueEnd;
                expected = 1;
                valueStart = ElementHeader.end(bytes, position, limit, TIMESTAMP_HEADER, 0x737409L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 1)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x09, valueStart, limit, 8);
                timestamp = ByteReads.instant(bytes, 0x09, valueStart, valueEnd, TIMESTAMP);
                position = valueEnd;
                expected = 2;
                valueStart = ElementHeader.end(bytes, position, limit, TEMPERATURE_HEADER, 0x706d657401L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 2)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                temperature = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, TEMPERATURE);
                position = valueEnd;
                expected = 3;
                valueStart = ElementHeader.end(bytes, position, limit, HUMIDITY_HEADER, 0x746964696d756801L, 0x79746964696d75L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 3)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                humidity = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, HUMIDITY);
                position = valueEnd;
                expected = 4;
                valueStart = ElementHeader.end(bytes, position, limit, PRESSURE_HEADER, 0x7275737365727001L, 0x65727573736572L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 4)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                pressure = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, PRESSURE);
                position = valueEnd;
                expected = 5;
                // every component read: past the fields the record does not map after them
                position = layouts.pastUnmappedTail(bytes, position, limit);
            }
            // its first field surprised the pass, or a later one past a leading _id, skipped or read (a
            // stored document in another layout), or the layouts read this codec's documents lately
            if (position < limit && (position == orderedFrom || layouts.stoppedPastId(orderedFrom, start, expected, 5))) {
                // read by decodeFromLayouts, outside this try, which would locate its errors twice
                fromLayouts = true;
                position = limit;
            }
            while (position < limit) {
                int type = bytes[position] & 0xFF;
                int index = FIELD_NAMES.expected(bytes, position + 1, limit, expected);
                int valueStart;
                if (index >= 0) {
                    valueStart = position + 2 + FIELD_NAMES.length(index);
                } else {
                    int nameEnd = BsonBytes.nameEnd(bytes, position + 1, limit);
                    index = FIELD_NAMES.index(bytes, position + 1, nameEnd - position - 1, expected);
                    valueStart = nameEnd + 1;
                }
                int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
                switch (index) {
                    case 0 -> sensorId = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, SENSOR_ID);
                    case 1 -> timestamp = ByteReads.isNull(type) ? null : ByteReads.instant(bytes, type, valueStart, valueEnd, TIMESTAMP);
                    case 2 -> temperature = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, TEMPERATURE);
                    case 3 -> humidity = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, HUMIDITY);
                    case 4 -> pressure = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, PRESSURE);
                    default -> BsonBytes.checkSkipped(bytes, type, valueStart, valueEnd);
                }
                if (index >= 0) {
                    expected = index + 1;
                }
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, bytes, layouts.failedAt(bytes, position, limit) + 1, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Reading", null);
        }
        if (fromLayouts) {
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        try {
            return new Reading(sensorId, timestamp, temperature, humidity, pressure);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Reading", e);
        }
    }

    /**
     * {@code decode} of a document whose first field is not the one this codec writes first (the
     * server's {@code _id}, another order): its fields in the layouts this codec has learned.
     */
    private Reading decodeFromLayouts(byte[] bytes, int start, int limit, DecoderContext context,
            int depth) {
        String sensorId = null;
        Instant timestamp = null;
        double temperature = 0.0;
        double humidity = 0.0;
        double pressure = 0.0;
        int position = start + 4;
        int expected = 0;
        try {
            // the fields in the orders of the documents this codec has read lately, newest first
            FieldLayout layout = layouts.first();
            byte[] steps = layout.steps();
            // past a leading _id the layout expects, skipped as the straight pass skips it
            position = layout.afterId(bytes, position, limit);
            int step = position == start + 4 ? 0 : 1;
            // whether a step's field was absent: such a document does not send the next to the straight pass
            boolean skipped = false;
            // where the strings lie: made after the loop, which then calls nothing per field
            int stringAt0 = -1;
            int stringEnd0 = 0;
            // to the END step after the layout's last; at the document's end no header matches
            learned: while (true) {
                int valueStart;
                int valueEnd = -1;
                switch (steps[step]) {
                    case 0 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, SENSOR_ID_HEADER, 0x49726f736e657302L, 0x6449726f736e65L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt0 = valueStart;
                        stringEnd0 = valueEnd;
                    }
                    case 1 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, TIMESTAMP_HEADER, 0x737409L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x09, valueStart, limit, 8);
                        timestamp = ByteReads.instant(bytes, 0x09, valueStart, valueEnd, TIMESTAMP);
                    }
                    case 2 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, TEMPERATURE_HEADER, 0x706d657401L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                        temperature = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, TEMPERATURE);
                    }
                    case 3 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, HUMIDITY_HEADER, 0x746964696d756801L, 0x79746964696d75L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                        humidity = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, HUMIDITY);
                    }
                    case 4 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, PRESSURE_HEADER, 0x7275737365727001L, 0x65727573736572L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                        pressure = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, PRESSURE);
                    }
                    case FieldLayout.END -> {
                        break learned;
                    }
                    default -> {
                        // a field this record does not map, met here before
                        valueEnd = layout.skipUnmapped(bytes, position, limit, step);
                    }
                }
                if (valueEnd >= 0) {
                    position = valueEnd;
                    step++;
                    continue;
                }
                // not the field expected: an older layout that expects it here, else a later step of this one
                // (the fields between are absent here), else the general loop
                FieldLayout older = layouts.other(layout, step, bytes, position, limit);
                if (older != null) {
                    layout = older;
                    steps = layout.steps();
                    continue;
                }
                int later = layouts.later(layout, step, bytes, position, limit);
                if (later < 0) {
                    break;
                }
                step = later;
                skipped = true;
            }
            if (stringAt0 >= 0) {
                sensorId = ByteReads.string(bytes, 0x02, stringAt0, stringEnd0, SENSOR_ID);
            }
            boolean learn = position < limit;
            while (position < limit) {
                int type = bytes[position] & 0xFF;
                int index = FIELD_NAMES.expected(bytes, position + 1, limit, expected);
                int valueStart;
                if (index >= 0) {
                    valueStart = position + 2 + FIELD_NAMES.length(index);
                } else {
                    int nameEnd = BsonBytes.nameEnd(bytes, position + 1, limit);
                    index = FIELD_NAMES.index(bytes, position + 1, nameEnd - position - 1, expected);
                    valueStart = nameEnd + 1;
                }
                int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
                switch (index) {
                    case 0 -> sensorId = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, SENSOR_ID);
                    case 1 -> timestamp = ByteReads.isNull(type) ? null : ByteReads.instant(bytes, type, valueStart, valueEnd, TIMESTAMP);
                    case 2 -> temperature = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, TEMPERATURE);
                    case 3 -> humidity = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, HUMIDITY);
                    case 4 -> pressure = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, PRESSURE);
                    default -> BsonBytes.checkSkipped(bytes, type, valueStart, valueEnd);
                }
                if (index >= 0) {
                    expected = index + 1;
                }
                position = valueEnd;
            }
            layouts.afterDocument(layout, learn, skipped, bytes, start, limit);
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, bytes, position + 1, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Reading", null);
        }
        try {
            return new Reading(sensorId, timestamp, temperature, humidity, pressure);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Reading", e);
        }
    }

    @Override
    public Reading decode(BsonReader reader, DecoderContext context, int depth) {
        String sensorId = null;
        Instant timestamp = null;
        double temperature = 0.0;
        double humidity = 0.0;
        double pressure = 0.0;
        reader.readStartDocument();
        String fieldName = null;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (fieldName = reader.readName()) {
                    case "sensorId" -> sensorId = Reads.consumeNull(reader) ? null : Reads.string(reader, SENSOR_ID);
                    case "ts" -> timestamp = Reads.consumeNull(reader) ? null : Reads.instant(reader, TIMESTAMP);
                    case "temp" -> temperature = Reads.doubleValue(reader, TEMPERATURE);
                    case "humidity" -> humidity = Reads.doubleValue(reader, HUMIDITY);
                    case "pressure" -> pressure = Reads.doubleValue(reader, PRESSURE);
                    default -> reader.skipValue();
                }
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, fieldName, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Reading", null);
        }
        reader.readEndDocument();
        try {
            return new Reading(sensorId, timestamp, temperature, humidity, pressure);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Reading", e);
        }
    }

    @Override
    public void encode(BsonWriter writer, Reading value, EncoderContext context) {
        if (!WriterDispatch.encodedAsBytes(this, writer, value, context)) {
            encodeWithWriter(writer, value, context);
        }
    }

    /**
     * Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the
     * codecs of enclosing records and by {@code BsonRecords}.
     */
    @Override
    public void encode(BsonBuffer buffer, Reading value, EncoderContext context) {
        String sensorId = value.sensorId();
        if (sensorId != null) {
            buffer.putBytes(SENSOR_ID_HEADER);
            ByteWrites.string(buffer, sensorId, SENSOR_ID);
        }
        Instant timestamp = value.timestamp();
        if (timestamp != null) {
            buffer.putBytes(TIMESTAMP_HEADER);
            ByteWrites.instant(buffer, timestamp, TIMESTAMP);
        }
        buffer.putBytes(TEMPERATURE_HEADER);
        ByteWrites.doubleValue(buffer, value.temperature(), TEMPERATURE);
        buffer.putBytes(HUMIDITY_HEADER);
        ByteWrites.doubleValue(buffer, value.humidity(), HUMIDITY);
        buffer.putBytes(PRESSURE_HEADER);
        ByteWrites.doubleValue(buffer, value.pressure(), PRESSURE);
    }

    private void encodeWithWriter(BsonWriter writer, Reading value, EncoderContext context) {
        writer.writeStartDocument();
        String sensorId = value.sensorId();
        if (sensorId != null) {
            writer.writeName("sensorId");
            Writes.string(writer, sensorId, SENSOR_ID);
        }
        Instant timestamp = value.timestamp();
        if (timestamp != null) {
            writer.writeName("ts");
            Writes.instant(writer, timestamp, TIMESTAMP);
        }
        writer.writeName("temp");
        Writes.doubleValue(writer, value.temperature(), TEMPERATURE);
        writer.writeName("humidity");
        Writes.doubleValue(writer, value.humidity(), HUMIDITY);
        writer.writeName("pressure");
        Writes.doubleValue(writer, value.pressure(), PRESSURE);
        writer.writeEndDocument();
    }

    @Override
    public Class<Reading> getEncoderClass() {
        return Reading.class;
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return RecordShape.of("golden.Reading", null, false,
                FieldShape.of("sensorId", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "sensorId"),
                FieldShape.of("timestamp", ValueShape.scalar("Instant", 0x09, 0x09, 0x0A), FieldShape.WhenAbsent.NULL, "ts"),
                FieldShape.of("temperature", ValueShape.scalar("double", 0x01, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "temp"),
                FieldShape.of("humidity", ValueShape.scalar("double", 0x01, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "humidity"),
                FieldShape.of("pressure", ValueShape.scalar("double", 0x01, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "pressure"));
    }
}
