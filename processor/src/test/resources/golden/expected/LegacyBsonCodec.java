package golden;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.codec.document.ExtraElements;
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
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.bson.BsonBinaryReader;
import org.bson.BsonDocument;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.RawBsonDocument;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Legacy}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class LegacyBsonCodec implements BinaryCodec<Legacy> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", LegacyBsonCodec.class);
    private static final FieldRef SENSOR_ID = new FieldRef("golden.Legacy", "sensorId", "sensor_id");
    private static final byte[] SENSOR_ID_HEADER = BsonBuffer.fieldHeader(0x02, "sensor_id");
    private static final byte[] SENSOR_ID_NAME = "sensor_id\u0000".getBytes(StandardCharsets.UTF_8);
    private static final FieldRef TEMPERATURE_CELSIUS = new FieldRef("golden.Legacy", "temperatureCelsius", "temperature_celsius");
    private static final byte[] TEMPERATURE_CELSIUS_HEADER = BsonBuffer.fieldHeader(0x01, "temperature_celsius");
    private static final FieldRef TAKEN_AT = new FieldRef("golden.Legacy", "takenAt", "taken_at");
    private static final byte[] TAKEN_AT_HEADER = BsonBuffer.fieldHeader(0x09, "taken_at");
    private static final byte[] TAKEN_AT_NAME = "taken_at\u0000".getBytes(StandardCharsets.UTF_8);
    private static final FieldRef NOTE = new FieldRef("golden.Legacy", "note", "note");
    private static final byte[] NOTE_HEADER = BsonBuffer.fieldHeader(0x02, "note");
    private static final FieldRef REST = new FieldRef("golden.Legacy", "rest", "rest");

    /**
     * The BSON names in the order this codec writes them: what a document holds next is tried first.
     */
    private static final FieldNames FIELD_NAMES = FieldNames.of("sensor_id", "temperature_celsius", "taken_at", "note").alias("temp_c", 1).alias("t", 1);

    /**
     * What the ordered pass reads: each component's header (null where its BSON type is not fixed),
     * the discriminator, the order this codec writes, and the other names components decode from.
     */
    private static final LayoutTable LAYOUT_TABLE = LayoutTable.of(FIELD_NAMES,
            new byte[][] {SENSOR_ID_HEADER, TEMPERATURE_CELSIUS_HEADER, TAKEN_AT_HEADER, NOTE_HEADER},
            null,
            new byte[] {0, 1, 2, 3}).keepingId();

    /**
     * The fields no other component claims, collected into {@code rest}.
     */
    private static final ExtraElements EXTRA_ELEMENTS = ExtraElements.of("golden.Legacy", "rest", "sensor_id", "temperature_celsius", "temp_c", "t", "taken_at", "note");

    /**
     * The field orders of the documents this codec read last, which it expects next.
     */
    private final LearnedLayouts layouts = new LearnedLayouts(LAYOUT_TABLE);

    public LegacyBsonCodec(CodecRegistry registry) {
    }

    @Override
    public Legacy decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Legacy decoded = DocumentSource.decode(binary, this, context);
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
    public Legacy decode(byte[] bytes, int start, DecoderContext context, int depth) {
        long seen0 = 0L;
        String sensorId = null;
        double temperatureCelsius = 0.0;
        Instant takenAt = null;
        String note = null;
        RawBsonDocument rest = null;
        ExtraElements.Collected unknownFields = null;
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
                valueStart = ElementHeader.end(bytes, position, limit, SENSOR_ID_HEADER, 0x5f726f736e657302L, 0x64695f726f736eL);
                if (valueStart < 0) {
                    // not the first field this codec writes: past a leading _id it does not map, else the layouts
                    orderedFrom = layouts.orderedStart(bytes, position, limit);
                    if (orderedFrom < 0) {
                        break ordered;
                    }
                    position = orderedFrom;
                    valueStart = ElementHeader.end(bytes, position, limit, SENSOR_ID_HEADER, 0x5f726f736e657302L, 0x64695f726f736eL);
                    if (valueStart < 0) {
                        break ordered;
                    }
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                sensorId = ByteReads.string(bytes, 0x02, valueStart, valueEnd, SENSOR_ID);
                position = valueEnd;
                expected = 1;
                valueStart = ElementHeader.end(bytes, position, limit, TEMPERATURE_CELSIUS_HEADER, 0x617265706d657401L, 0x737569736c6563L);
                if (valueStart < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                temperatureCelsius = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, TEMPERATURE_CELSIUS);
                seen0 |= 0x2L;
                position = valueEnd;
                expected = 2;
                valueStart = ElementHeader.end(bytes, position, limit, TAKEN_AT_HEADER, 0x615f6e656b617409L, 0x74615f6e656b61L);
                if (valueStart < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x09, valueStart, limit, 8);
                takenAt = ByteReads.instant(bytes, 0x09, valueStart, valueEnd, TAKEN_AT);
                seen0 |= 0x4L;
                position = valueEnd;
                expected = 3;
                valueStart = ElementHeader.end(bytes, position, limit, NOTE_HEADER, 0x65746f6e02L, 0L);
                if (valueStart < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                note = ByteReads.string(bytes, 0x02, valueStart, valueEnd, NOTE);
                position = valueEnd;
                expected = 4;
            }
            // its first field surprised the pass, or a later one past a leading _id, skipped or read (a
            // stored document in another layout), or the layouts read this codec's documents lately
            if (position < limit && (position == orderedFrom || layouts.stoppedPastId(orderedFrom, start, expected, 4))) {
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
                    case 1 -> temperatureCelsius = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, TEMPERATURE_CELSIUS);
                    case 2 -> takenAt = ByteReads.isNull(type) ? null : ByteReads.instant(bytes, type, valueStart, valueEnd, TAKEN_AT);
                    case 3 -> note = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, NOTE);
                    default -> unknownFields = ExtraElements.collect(unknownFields, bytes, type, position, valueStart, valueEnd);
                }
                if (index >= 0) {
                    expected = index + 1;
                    seen0 |= 1L << index;
                }
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, bytes, position + 1, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Legacy", null);
        }
        if (fromLayouts) {
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        rest = EXTRA_ELEMENTS.rawDocument(unknownFields);
        if ((seen0 & 0x2L) == 0L) {
            throw DecodePaths.missing(TEMPERATURE_CELSIUS, null);
        }
        if ((seen0 & 0x4L) == 0L) {
            throw DecodePaths.missing(TAKEN_AT, null);
        }
        try {
            return new Legacy(sensorId, temperatureCelsius, takenAt, note, rest);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Legacy", e);
        }
    }

    /**
     * {@code decode} of a document whose first field is not the one this codec writes first (the
     * server's {@code _id}, another order): its fields in the layouts this codec has learned.
     */
    private Legacy decodeFromLayouts(byte[] bytes, int start, int limit, DecoderContext context,
            int depth) {
        long seen0 = 0L;
        String sensorId = null;
        double temperatureCelsius = 0.0;
        Instant takenAt = null;
        String note = null;
        RawBsonDocument rest = null;
        ExtraElements.Collected unknownFields = null;
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
            int stringAt3 = -1;
            int stringEnd3 = 0;
            // to the END step after the layout's last; at the document's end no header matches
            learned: while (true) {
                int valueStart;
                int valueEnd = -1;
                switch (steps[step]) {
                    case 0 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, SENSOR_ID_HEADER, 0x5f726f736e657302L, 0x64695f726f736eL);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt0 = valueStart;
                        stringEnd0 = valueEnd;
                    }
                    case 1 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, TEMPERATURE_CELSIUS_HEADER, 0x617265706d657401L, 0x737569736c6563L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                        temperatureCelsius = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, TEMPERATURE_CELSIUS);
                        seen0 |= 0x2L;
                    }
                    case 2 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, TAKEN_AT_HEADER, 0x615f6e656b617409L, 0x74615f6e656b61L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x09, valueStart, limit, 8);
                        takenAt = ByteReads.instant(bytes, 0x09, valueStart, valueEnd, TAKEN_AT);
                        seen0 |= 0x4L;
                    }
                    case 3 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, NOTE_HEADER, 0x65746f6e02L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt3 = valueStart;
                        stringEnd3 = valueEnd;
                    }
                    case FieldLayout.END -> {
                        break learned;
                    }
                    default -> {
                        // a field this record does not map, met here before
                        valueStart = layout.unmappedEnd(bytes, position, limit, step);
                        if (valueStart < 0) {
                            break;
                        }
                        int type = bytes[position] & 0xFF;
                        valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
                        unknownFields = ExtraElements.collect(unknownFields, bytes, type, position, valueStart, valueEnd);
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
            if (stringAt3 >= 0) {
                note = ByteReads.string(bytes, 0x02, stringAt3, stringEnd3, NOTE);
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
                    case 1 -> temperatureCelsius = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, TEMPERATURE_CELSIUS);
                    case 2 -> takenAt = ByteReads.isNull(type) ? null : ByteReads.instant(bytes, type, valueStart, valueEnd, TAKEN_AT);
                    case 3 -> note = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, NOTE);
                    default -> unknownFields = ExtraElements.collect(unknownFields, bytes, type, position, valueStart, valueEnd);
                }
                if (index >= 0) {
                    expected = index + 1;
                    seen0 |= 1L << index;
                }
                position = valueEnd;
            }
            layouts.afterDocument(layout, learn, skipped, bytes, start, limit);
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, bytes, position + 1, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Legacy", null);
        }
        rest = EXTRA_ELEMENTS.rawDocument(unknownFields);
        if ((seen0 & 0x2L) == 0L) {
            throw DecodePaths.missing(TEMPERATURE_CELSIUS, null);
        }
        if ((seen0 & 0x4L) == 0L) {
            throw DecodePaths.missing(TAKEN_AT, null);
        }
        try {
            return new Legacy(sensorId, temperatureCelsius, takenAt, note, rest);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Legacy", e);
        }
    }

    @Override
    public Legacy decode(BsonReader reader, DecoderContext context, int depth) {
        long seen0 = 0L;
        String sensorId = null;
        double temperatureCelsius = 0.0;
        Instant takenAt = null;
        String note = null;
        RawBsonDocument rest = null;
        BsonDocument unknownFields = null;
        reader.readStartDocument();
        String fieldName = null;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (fieldName = reader.readName()) {
                    case "sensor_id" -> sensorId = Reads.consumeNull(reader) ? null : Reads.string(reader, SENSOR_ID);
                    case "temperature_celsius", "temp_c", "t" -> {
                        temperatureCelsius = Reads.doubleValue(reader, TEMPERATURE_CELSIUS);
                        seen0 |= 0x2L;
                    }
                    case "taken_at" -> {
                        takenAt = Reads.consumeNull(reader) ? null : Reads.instant(reader, TAKEN_AT);
                        seen0 |= 0x4L;
                    }
                    case "note" -> note = Reads.consumeNull(reader) ? null : Reads.string(reader, NOTE);
                    default -> unknownFields = ExtraElements.collect(unknownFields, reader, fieldName, context);
                }
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, fieldName, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Legacy", null);
        }
        reader.readEndDocument();
        rest = EXTRA_ELEMENTS.rawDocument(unknownFields);
        if ((seen0 & 0x2L) == 0L) {
            throw DecodePaths.missing(TEMPERATURE_CELSIUS, null);
        }
        if ((seen0 & 0x4L) == 0L) {
            throw DecodePaths.missing(TAKEN_AT, null);
        }
        try {
            return new Legacy(sensorId, temperatureCelsius, takenAt, note, rest);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Legacy", e);
        }
    }

    @Override
    public void encode(BsonWriter writer, Legacy value, EncoderContext context) {
        if (!WriterDispatch.encodedIntoBinaryWriter(this, writer, value, context)) {
            encodeWithWriter(writer, value, context);
        }
    }

    /**
     * Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the
     * codecs of enclosing records and by {@code BsonRecords}.
     */
    @Override
    public void encode(BsonBuffer buffer, Legacy value, EncoderContext context) {
        EXTRA_ELEMENTS.putId(buffer, value.rest());
        String sensorId = value.sensorId();
        if (sensorId != null) {
            buffer.putBytes(SENSOR_ID_HEADER);
            ByteWrites.string(buffer, sensorId, SENSOR_ID);
        } else {
            buffer.putByte(0x0A);
            buffer.putBytes(SENSOR_ID_NAME);
        }
        buffer.putBytes(TEMPERATURE_CELSIUS_HEADER);
        ByteWrites.doubleValue(buffer, value.temperatureCelsius(), TEMPERATURE_CELSIUS);
        Instant takenAt = value.takenAt();
        if (takenAt != null) {
            buffer.putBytes(TAKEN_AT_HEADER);
            ByteWrites.instant(buffer, takenAt, TAKEN_AT);
        } else {
            buffer.putByte(0x0A);
            buffer.putBytes(TAKEN_AT_NAME);
        }
        String note = value.note();
        if (note != null) {
            buffer.putBytes(NOTE_HEADER);
            ByteWrites.string(buffer, note, NOTE);
        }
        EXTRA_ELEMENTS.put(buffer, value.rest());
    }

    private void encodeWithWriter(BsonWriter writer, Legacy value, EncoderContext context) {
        writer.writeStartDocument();
        EXTRA_ELEMENTS.writeId(writer, value.rest(), context);
        String sensorId = value.sensorId();
        if (sensorId != null) {
            writer.writeName("sensor_id");
            Writes.string(writer, sensorId, SENSOR_ID);
        } else {
            writer.writeName("sensor_id");
            writer.writeNull();
        }
        writer.writeName("temperature_celsius");
        Writes.doubleValue(writer, value.temperatureCelsius(), TEMPERATURE_CELSIUS);
        Instant takenAt = value.takenAt();
        if (takenAt != null) {
            writer.writeName("taken_at");
            Writes.instant(writer, takenAt, TAKEN_AT);
        } else {
            writer.writeName("taken_at");
            writer.writeNull();
        }
        String note = value.note();
        if (note != null) {
            writer.writeName("note");
            Writes.string(writer, note, NOTE);
        }
        EXTRA_ELEMENTS.write(writer, value.rest(), context);
        writer.writeEndDocument();
    }

    @Override
    public Class<Legacy> getEncoderClass() {
        return Legacy.class;
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return RecordShape.of("golden.Legacy", null, true,
                FieldShape.of("sensorId", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "sensor_id"),
                FieldShape.of("temperatureCelsius", ValueShape.scalar("double", 0x01, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.FAILS, "temperature_celsius", "temp_c", "t"),
                FieldShape.of("takenAt", ValueShape.scalar("Instant", 0x09, 0x09, 0x0A), FieldShape.WhenAbsent.FAILS, "taken_at"),
                FieldShape.of("note", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "note"));
    }
}
