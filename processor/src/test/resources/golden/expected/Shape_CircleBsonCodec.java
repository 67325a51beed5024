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
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Shape.Circle}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Shape_CircleBsonCodec implements BinaryCodec<Shape.Circle> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Shape_CircleBsonCodec.class);
    private static final FieldRef ID = new FieldRef("golden.Shape.Circle", "id", "_id");
    private static final byte[] ID_HEADER = BsonBuffer.fieldHeader(0x02, "_id");
    private static final FieldRef RADIUS = new FieldRef("golden.Shape.Circle", "radius", "radius");
    private static final byte[] RADIUS_HEADER = BsonBuffer.fieldHeader(0x01, "radius");

    /**
     * What tells this record apart from the others of its sealed interface, written after _id.
     */
    private static final byte[] DISCRIMINATOR = BsonBuffer.stringField("kind", "circle");

    /**
     * The BSON names in the order this codec writes them: what a document holds next is tried first.
     */
    private static final FieldNames FIELD_NAMES = FieldNames.of("_id", "radius");

    /**
     * What the ordered pass reads: each component's header (null where its BSON type is not fixed),
     * the discriminator, the order this codec writes, and the other names components decode from.
     */
    private static final LayoutTable LAYOUT_TABLE = LayoutTable.of(FIELD_NAMES,
            new byte[][] {ID_HEADER, RADIUS_HEADER},
            DISCRIMINATOR,
            new byte[] {0, FieldLayout.DISCRIMINATOR, 1});

    /**
     * The field orders of the documents this codec read last, which it expects next.
     */
    private final LearnedLayouts layouts = new LearnedLayouts(LAYOUT_TABLE);

    public Shape_CircleBsonCodec(CodecRegistry registry) {
    }

    @Override
    public Shape.Circle decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Shape.Circle decoded = DocumentSource.decode(binary, this, context);
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
    public Shape.Circle decode(byte[] bytes, int start, DecoderContext context, int depth) {
        String id = null;
        double radius = 0.0;
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
                valueStart = ElementHeader.end(bytes, position, limit, ID_HEADER, 0x64695f02L, 0L);
                if (valueStart < 0) {
                    // not the first field this codec writes: past a leading _id it does not map, else the layouts
                    orderedFrom = layouts.orderedStart(bytes, position, limit);
                    if (orderedFrom < 0) {
                        break ordered;
                    }
                    position = orderedFrom;
                    valueStart = ElementHeader.end(bytes, position, limit, ID_HEADER, 0x64695f02L, 0L);
                    if (valueStart < 0) {
                        break ordered;
                    }
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                id = ByteReads.string(bytes, 0x02, valueStart, valueEnd, ID);
                position = valueEnd;
                expected = 1;
                // the discriminator this record writes here
                valueEnd = ElementHeader.end(bytes, position, limit, DISCRIMINATOR, 0x700646e696b02L, 0x656c6372696300L);
                if (valueEnd < 0) {
                    break ordered;
                }
                position = valueEnd;
                valueStart = ElementHeader.end(bytes, position, limit, RADIUS_HEADER, 0x73756964617201L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 1)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                radius = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, RADIUS);
                position = valueEnd;
                expected = 2;
                // every component read: past the fields the record does not map after them
                position = layouts.pastUnmappedTail(bytes, position, limit);
            }
            // its first field surprised the pass, or a later one past a leading _id, skipped or read (a
            // stored document in another layout), or the layouts read this codec's documents lately
            if (position < limit && (position == orderedFrom || layouts.stoppedPastId(orderedFrom, start, expected, 2))) {
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
                    case 0 -> id = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, ID);
                    case 1 -> radius = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, RADIUS);
                    default -> BsonBytes.checkSkipped(bytes, type, valueStart, valueEnd);
                }
                if (index >= 0) {
                    expected = index + 1;
                }
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, bytes, layouts.failedAt(bytes, position, limit) + 1, id);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Shape.Circle", id);
        }
        if (fromLayouts) {
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        try {
            return new Shape.Circle(id, radius);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Shape.Circle", e);
        }
    }

    /**
     * {@code decode} of a document whose first field is not the one this codec writes first (the
     * server's {@code _id}, another order): its fields in the layouts this codec has learned.
     */
    private Shape.Circle decodeFromLayouts(byte[] bytes, int start, int limit,
            DecoderContext context, int depth) {
        String id = null;
        double radius = 0.0;
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
            // to the END step after the layout's last; at the document's end no header matches
            learned: while (true) {
                int valueStart;
                int valueEnd = -1;
                switch (steps[step]) {
                    case 0 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, ID_HEADER, 0x64695f02L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        id = ByteReads.string(bytes, 0x02, valueStart, valueEnd, ID);
                    }
                    case 1 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, RADIUS_HEADER, 0x73756964617201L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                        radius = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, RADIUS);
                    }
                    case FieldLayout.DISCRIMINATOR -> {
                        valueEnd = ElementHeader.end(bytes, position, limit, DISCRIMINATOR, 0x700646e696b02L, 0x656c6372696300L);
                        if (valueEnd < 0) {
                            break;
                        }
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
                    case 0 -> id = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, ID);
                    case 1 -> radius = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, RADIUS);
                    default -> BsonBytes.checkSkipped(bytes, type, valueStart, valueEnd);
                }
                if (index >= 0) {
                    expected = index + 1;
                }
                position = valueEnd;
            }
            layouts.afterDocument(layout, learn, skipped, bytes, start, limit);
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, bytes, position + 1, id);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Shape.Circle", id);
        }
        try {
            return new Shape.Circle(id, radius);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Shape.Circle", e);
        }
    }

    @Override
    public Shape.Circle decode(BsonReader reader, DecoderContext context, int depth) {
        String id = null;
        double radius = 0.0;
        reader.readStartDocument();
        String fieldName = null;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (fieldName = reader.readName()) {
                    case "_id" -> id = Reads.consumeNull(reader) ? null : Reads.string(reader, ID);
                    case "radius" -> radius = Reads.doubleValue(reader, RADIUS);
                    default -> reader.skipValue();
                }
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, fieldName, id);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Shape.Circle", id);
        }
        reader.readEndDocument();
        try {
            return new Shape.Circle(id, radius);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Shape.Circle", e);
        }
    }

    @Override
    public void encode(BsonWriter writer, Shape.Circle value, EncoderContext context) {
        if (!WriterDispatch.encodedAsBytes(this, writer, value, context)) {
            encodeWithWriter(writer, value, context);
        }
    }

    /**
     * Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the
     * codecs of enclosing records and by {@code BsonRecords}.
     */
    @Override
    public void encode(BsonBuffer buffer, Shape.Circle value, EncoderContext context) {
        String id = value.id();
        if (id != null) {
            buffer.putBytes(ID_HEADER);
            ByteWrites.string(buffer, id, ID);
        }
        encodeAfterId(buffer, value, context);
    }

    private void encodeWithWriter(BsonWriter writer, Shape.Circle value, EncoderContext context) {
        writer.writeStartDocument();
        encodeId(writer, value, context);
        writer.writeString("kind", "circle");
        writer.writeName("radius");
        Writes.doubleValue(writer, value.radius(), RADIUS);
        writer.writeEndDocument();
    }

    @Override
    public void encodeId(BsonWriter writer, Shape.Circle value, EncoderContext context) {
        String id = value.id();
        if (id != null) {
            writer.writeName("_id");
            Writes.string(writer, id, ID);
        }
    }

    /**
     * The fields after {@code _id}: the part spliced into the driver's insert and replace writers.
     */
    @Override
    public void encodeAfterId(BsonBuffer buffer, Shape.Circle value, EncoderContext context) {
        buffer.putBytes(DISCRIMINATOR);
        buffer.putBytes(RADIUS_HEADER);
        ByteWrites.doubleValue(buffer, value.radius(), RADIUS);
    }

    @Override
    public Class<Shape.Circle> getEncoderClass() {
        return Shape.Circle.class;
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return RecordShape.of("golden.Shape.Circle", "kind", false,
                FieldShape.of("id", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "_id"),
                FieldShape.of("radius", ValueShape.scalar("double", 0x01, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "radius"));
    }
}
