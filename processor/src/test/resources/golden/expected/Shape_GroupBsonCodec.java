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
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Shape.Group}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Shape_GroupBsonCodec implements BinaryCodec<Shape.Group> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Shape_GroupBsonCodec.class);
    private static final FieldRef NAME = new FieldRef("golden.Shape.Group", "name", "name");
    private static final byte[] NAME_HEADER = BsonBuffer.fieldHeader(0x02, "name");
    private static final FieldRef PARTS = new FieldRef("golden.Shape.Group", "parts", "parts");
    private static final byte[] PARTS_HEADER = BsonBuffer.fieldHeader(0x04, "parts");

    /**
     * What tells this record apart from the others of its sealed interface, written after _id.
     */
    private static final byte[] DISCRIMINATOR = BsonBuffer.stringField("kind", "golden.Shape$Group");

    /**
     * The BSON names in the order this codec writes them: what a document holds next is tried first.
     */
    private static final FieldNames FIELD_NAMES = FieldNames.of("name", "parts");

    /**
     * What the ordered pass reads: each component's header (null where its BSON type is not fixed),
     * the discriminator, the order this codec writes, and the other names components decode from.
     */
    private static final LayoutTable LAYOUT_TABLE = LayoutTable.of(FIELD_NAMES,
            new byte[][] {NAME_HEADER, PARTS_HEADER},
            DISCRIMINATOR,
            new byte[] {FieldLayout.DISCRIMINATOR, 0, 1});

    /**
     * The field orders of the documents this codec read last, which it expects next.
     */
    private final LearnedLayouts layouts = new LearnedLayouts(LAYOUT_TABLE);

    private ShapeBsonCodec shapeCodec;

    private final CodecRegistry registry;

    public Shape_GroupBsonCodec(CodecRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Shape.Group decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Shape.Group decoded = DocumentSource.decode(binary, this, context);
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
    public Shape.Group decode(byte[] bytes, int start, DecoderContext context, int depth) {
        String name = null;
        List<Shape> parts = null;
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
                // the discriminator this record writes here
                valueEnd = ElementHeader.end(bytes, position, limit, DISCRIMINATOR, 0x1300646e696b02L, 0x70756f72472465L);
                if (valueEnd < 0) {
                    // not the first field this codec writes: past a leading _id it does not map, else the layouts
                    orderedFrom = layouts.orderedStart(bytes, position, limit);
                    if (orderedFrom < 0) {
                        break ordered;
                    }
                    position = orderedFrom;
                    valueEnd = ElementHeader.end(bytes, position, limit, DISCRIMINATOR, 0x1300646e696b02L, 0x70756f72472465L);
                    if (valueEnd < 0) {
                        break ordered;
                    }
                }
                position = valueEnd;
                valueStart = ElementHeader.end(bytes, position, limit, NAME_HEADER, 0x656d616e02L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 0)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                name = ByteReads.string(bytes, 0x02, valueStart, valueEnd, NAME);
                position = valueEnd;
                expected = 1;
                valueStart = ElementHeader.end(bytes, position, limit, PARTS_HEADER, 0x737472617004L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 1)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                parts = parseParts(bytes, 0x04, valueStart, valueEnd, context, depth);
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
                    case 0 -> name = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, NAME);
                    case 1 -> parts = parseParts(bytes, type, valueStart, valueEnd, context, depth);
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
            throw DecodePaths.malformed(e, "golden.Shape.Group", null);
        }
        if (fromLayouts) {
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        try {
            return new Shape.Group(name, parts);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Shape.Group", e);
        }
    }

    /**
     * {@code decode} of a document whose first field is not the one this codec writes first (the
     * server's {@code _id}, another order): its fields in the layouts this codec has learned.
     */
    private Shape.Group decodeFromLayouts(byte[] bytes, int start, int limit,
            DecoderContext context, int depth) {
        String name = null;
        List<Shape> parts = null;
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
                        valueStart = ElementHeader.end(bytes, position, limit, NAME_HEADER, 0x656d616e02L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt0 = valueStart;
                        stringEnd0 = valueEnd;
                    }
                    case 1 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, PARTS_HEADER, 0x737472617004L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        parts = parseParts(bytes, 0x04, valueStart, valueEnd, context, depth);
                    }
                    case FieldLayout.DISCRIMINATOR -> {
                        valueEnd = ElementHeader.end(bytes, position, limit, DISCRIMINATOR, 0x1300646e696b02L, 0x70756f72472465L);
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
            if (stringAt0 >= 0) {
                name = ByteReads.string(bytes, 0x02, stringAt0, stringEnd0, NAME);
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
                    case 0 -> name = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, NAME);
                    case 1 -> parts = parseParts(bytes, type, valueStart, valueEnd, context, depth);
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
            throw DecodePaths.malformed(e, "golden.Shape.Group", null);
        }
        try {
            return new Shape.Group(name, parts);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Shape.Group", e);
        }
    }

    @Override
    public Shape.Group decode(BsonReader reader, DecoderContext context, int depth) {
        String name = null;
        List<Shape> parts = null;
        reader.readStartDocument();
        String fieldName = null;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (fieldName = reader.readName()) {
                    case "name" -> name = Reads.consumeNull(reader) ? null : Reads.string(reader, NAME);
                    case "parts" -> parts = readParts(reader, context, depth);
                    default -> reader.skipValue();
                }
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, fieldName, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Shape.Group", null);
        }
        reader.readEndDocument();
        try {
            return new Shape.Group(name, parts);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Shape.Group", e);
        }
    }

    private List<Shape> parseParts(byte[] bytes, int type, int start, int end,
            DecoderContext context, int depth) {
        List<Shape> result;
        if (ByteReads.isNull(type)) {
            result = null;
        } else {
            ByteReads.expect(bytes, type, start, BsonType.ARRAY, PARTS);
            ArrayList<Shape> list0 = new ArrayList<>(BsonBytes.arrayElementCount(bytes, start, end));
            int limit0 = end - 1;
            int position0 = start + 4;
            int index0 = 0;
            try {
                while (position0 < limit0) {
                    int type0 = bytes[position0] & 0xFF;
                    int nameEnd0 = BsonBytes.elementNameEnd(bytes, position0 + 1, limit0, index0++);
                    int valueStart0 = nameEnd0 + 1;
                    int valueEnd0 = BsonBytes.valueEnd(bytes, type0, valueStart0, limit0);
                    list0.add(ByteReads.isNull(type0) ? null : ByteReads.nested(shapeCodec(), bytes, type0, valueStart0, context, depth, PARTS));
                    position0 = valueEnd0;
                }
            } catch (BsonRecordDecodingException e) {
                throw DecodePaths.element(e, bytes, position0 + 1, false);
            }
            result = list0;
        }
        return result;
    }

    private List<Shape> readParts(BsonReader reader, DecoderContext context, int depth) {
        List<Shape> result;
        if (Reads.consumeNull(reader)) {
            result = null;
        } else {
            Reads.expect(reader, BsonType.ARRAY, PARTS);
            ArrayList<Shape> list0 = new ArrayList<>();
            reader.readStartArray();
            int index0 = 0;
            try {
                while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    list0.add(Reads.consumeNull(reader) ? null : Reads.nested(shapeCodec(), reader, context, depth, PARTS));
                    index0++;
                }
            } catch (BsonRecordDecodingException e) {
                throw DecodePaths.index(e, index0);
            }
            reader.readEndArray();
            result = list0;
        }
        return result;
    }

    @Override
    public void encode(BsonWriter writer, Shape.Group value, EncoderContext context) {
        if (!WriterDispatch.encodedAsBytes(this, writer, value, context)) {
            encodeWithWriter(writer, value, context);
        }
    }

    /**
     * Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the
     * codecs of enclosing records and by {@code BsonRecords}.
     */
    @Override
    public void encode(BsonBuffer buffer, Shape.Group value, EncoderContext context) {
        buffer.putBytes(DISCRIMINATOR);
        String name = value.name();
        if (name != null) {
            buffer.putBytes(NAME_HEADER);
            ByteWrites.string(buffer, name, NAME);
        }
        List<Shape> parts = value.parts();
        if (parts != null) {
            buffer.putBytes(PARTS_HEADER);
            putParts(buffer, parts, context);
        }
    }

    private void encodeWithWriter(BsonWriter writer, Shape.Group value, EncoderContext context) {
        writer.writeStartDocument();
        writer.writeString("kind", "golden.Shape$Group");
        String name = value.name();
        if (name != null) {
            writer.writeName("name");
            Writes.string(writer, name, NAME);
        }
        List<Shape> parts = value.parts();
        if (parts != null) {
            writer.writeName("parts");
            writeParts(writer, parts, context);
        }
        writer.writeEndDocument();
    }

    private void putParts(BsonBuffer buffer, List<Shape> value, EncoderContext context) {
        int start0 = buffer.reserveInt();
        int index0 = 0;
        for (Shape element0 : value) {
            if (element0 == null) {
                buffer.putByte(0x0A);
                buffer.putArrayIndex(index0);
            } else {
                buffer.putByte(0x03);
                buffer.putArrayIndex(index0);
                ByteWrites.nested(shapeCodec(), buffer, element0, context);
            }
            index0++;
        }
        buffer.putByte(0);
        buffer.patchSize(start0);
    }

    private void writeParts(BsonWriter writer, List<Shape> value, EncoderContext context) {
        writer.writeStartArray();
        for (Shape element0 : value) {
            if (element0 == null) {
                writer.writeNull();
            } else {
                shapeCodec().encode(writer, element0, context);
            }
        }
        writer.writeEndArray();
    }

    @Override
    public Class<Shape.Group> getEncoderClass() {
        return Shape.Group.class;
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return RecordShape.of("golden.Shape.Group", "kind", false,
                FieldShape.of("name", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "name"),
                FieldShape.of("parts", ValueShape.sequence(ValueShape.nested(shapeCodec())), FieldShape.WhenAbsent.NULL, "parts"));
    }

    private ShapeBsonCodec shapeCodec() {
        // Built on first use: Shape leads back to this record, so building it in the constructor
        // would never end. A race builds it twice at worst; the codec is immutable.
        ShapeBsonCodec codec = shapeCodec;
        if (codec == null) {
            codec = new ShapeBsonCodec(registry);
            shapeCodec = codec;
        }
        return codec;
    }
}
