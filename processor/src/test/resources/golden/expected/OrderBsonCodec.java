package golden;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.EnumNames;
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
import io.github.bsonrecords.codec.read.ScalarContainers;
import io.github.bsonrecords.codec.shape.CodecShape;
import io.github.bsonrecords.codec.shape.FieldShape;
import io.github.bsonrecords.codec.shape.RecordShape;
import io.github.bsonrecords.codec.shape.ValueShape;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.codec.write.BsonBuffer;
import io.github.bsonrecords.codec.write.ByteWrites;
import io.github.bsonrecords.codec.write.ScalarElements;
import io.github.bsonrecords.codec.write.WriterDispatch;
import io.github.bsonrecords.codec.write.Writes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.ObjectId;

/**
 * Codec for {@link Order}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class OrderBsonCodec implements BinaryCodec<Order> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", OrderBsonCodec.class);
    private static final FieldRef CUSTOMER = new FieldRef("golden.Order", "customer", "customer");
    private static final byte[] CUSTOMER_HEADER = BsonBuffer.fieldHeader(0x02, "customer");
    private static final FieldRef ID = new FieldRef("golden.Order", "id", "_id");
    private static final byte[] ID_HEADER = BsonBuffer.fieldHeader(0x07, "_id");
    private static final FieldRef STATUS = new FieldRef("golden.Order", "status", "status");
    private static final byte[] STATUS_HEADER = BsonBuffer.fieldHeader(0x02, "status");
    private static final FieldRef LINES = new FieldRef("golden.Order", "lines", "lines");
    private static final byte[] LINES_HEADER = BsonBuffer.fieldHeader(0x04, "lines");
    private static final FieldRef ATTRIBUTES = new FieldRef("golden.Order", "attributes", "attributes");
    private static final byte[] ATTRIBUTES_HEADER = BsonBuffer.fieldHeader(0x03, "attributes");
    private static final FieldRef NOTE = new FieldRef("golden.Order", "note", "note");
    private static final byte[] NOTE_HEADER = BsonBuffer.fieldHeader(0x02, "note");
    private static final FieldRef PRIORITIES = new FieldRef("golden.Order", "priorities", "priorities");
    private static final byte[] PRIORITIES_HEADER = BsonBuffer.fieldHeader(0x04, "priorities");
    private static final FieldRef PREVIOUS = new FieldRef("golden.Order", "previous", "previous");
    private static final byte[] PREVIOUS_HEADER = BsonBuffer.fieldHeader(0x03, "previous");

    /**
     * The BSON names in the order this codec writes them: what a document holds next is tried first.
     */
    private static final FieldNames FIELD_NAMES = FieldNames.of("_id", "customer", "status", "lines", "attributes", "note", "priorities", "previous");

    /**
     * What the ordered pass reads: each component's header (null where its BSON type is not fixed),
     * the discriminator, the order this codec writes, and the other names components decode from.
     */
    private static final LayoutTable LAYOUT_TABLE = LayoutTable.of(FIELD_NAMES,
            new byte[][] {ID_HEADER, CUSTOMER_HEADER, STATUS_HEADER, LINES_HEADER, ATTRIBUTES_HEADER, NOTE_HEADER, PRIORITIES_HEADER, PREVIOUS_HEADER},
            null,
            new byte[] {0, 1, 2, 3, 4, 5, 6, 7});

    private static final EnumNames<Order.Status> STATUS_NAMES = EnumNames.of(Order.Status.class);

    /**
     * The field orders of the documents this codec read last, which it expects next.
     */
    private final LearnedLayouts layouts = new LearnedLayouts(LAYOUT_TABLE);

    private final Order_LineBsonCodec lineCodec;

    public OrderBsonCodec(CodecRegistry registry) {
        this.lineCodec = new Order_LineBsonCodec(registry);
    }

    @Override
    public Order decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Order decoded = DocumentSource.decode(binary, this, context);
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
    public Order decode(byte[] bytes, int start, DecoderContext context, int depth) {
        String customer = null;
        ObjectId id = null;
        Order.Status status = null;
        List<Order.Line> lines = null;
        Map<String, String> attributes = null;
        Optional<String> note = Optional.empty();
        int[] priorities = null;
        Order previous = null;
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
                valueStart = ElementHeader.end(bytes, position, limit, ID_HEADER, 0x64695f07L, 0L);
                if (valueStart < 0) {
                    // not the first field this codec writes: past a leading _id it does not map, else the layouts
                    orderedFrom = layouts.orderedStart(bytes, position, limit);
                    if (orderedFrom < 0) {
                        break ordered;
                    }
                    position = orderedFrom;
                    valueStart = ElementHeader.end(bytes, position, limit, ID_HEADER, 0x64695f07L, 0L);
                    if (valueStart < 0) {
                        break ordered;
                    }
                }
                valueEnd = BsonBytes.fixedEnd(0x07, valueStart, limit, 12);
                id = ByteReads.objectId(bytes, 0x07, valueStart, valueEnd, ID);
                position = valueEnd;
                expected = 1;
                valueStart = ElementHeader.end(bytes, position, limit, CUSTOMER_HEADER, 0x656d6f7473756302L, 0x72656d6f747375L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 1)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                customer = ByteReads.string(bytes, 0x02, valueStart, valueEnd, CUSTOMER);
                position = valueEnd;
                expected = 2;
                valueStart = ElementHeader.end(bytes, position, limit, STATUS_HEADER, 0x73757461747302L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 2)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                status = ByteReads.enumValue(bytes, 0x02, valueStart, valueEnd, STATUS_NAMES, STATUS);
                position = valueEnd;
                expected = 3;
                valueStart = ElementHeader.end(bytes, position, limit, LINES_HEADER, 0x73656e696c04L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 3)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                lines = parseLines(bytes, 0x04, valueStart, valueEnd, context, depth);
                position = valueEnd;
                expected = 4;
                valueStart = ElementHeader.end(bytes, position, limit, ATTRIBUTES_HEADER, 0x7562697274746103L, 0x73657475626972L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 4)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                attributes = parseAttributes(bytes, 0x03, valueStart, valueEnd, context, depth);
                position = valueEnd;
                expected = 5;
                valueStart = ElementHeader.end(bytes, position, limit, NOTE_HEADER, 0x65746f6e02L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 5)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                note = Optional.of(ByteReads.string(bytes, 0x02, valueStart, valueEnd, NOTE));
                position = valueEnd;
                expected = 6;
                valueStart = ElementHeader.end(bytes, position, limit, PRIORITIES_HEADER, 0x7469726f69727004L, 0x7365697469726fL);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 6)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                priorities = parsePriorities(bytes, 0x04, valueStart, valueEnd, context, depth);
                position = valueEnd;
                expected = 7;
                valueStart = ElementHeader.end(bytes, position, limit, PREVIOUS_HEADER, 0x756f697665727003L, 0x73756f69766572L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 7)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                previous = ByteReads.nested(this, bytes, 0x03, valueStart, context, depth, PREVIOUS);
                position = valueEnd;
                expected = 8;
                // every component read: past the fields the record does not map after them
                position = layouts.pastUnmappedTail(bytes, position, limit);
            }
            // its first field surprised the pass, or a later one past a leading _id, skipped or read (a
            // stored document in another layout), or the layouts read this codec's documents lately
            if (position < limit && (position == orderedFrom || layouts.stoppedPastId(orderedFrom, start, expected, 8))) {
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
                    case 0 -> id = ByteReads.isNull(type) ? null : ByteReads.objectId(bytes, type, valueStart, valueEnd, ID);
                    case 1 -> customer = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, CUSTOMER);
                    case 2 -> status = ByteReads.isNull(type) ? null : ByteReads.enumValue(bytes, type, valueStart, valueEnd, STATUS_NAMES, STATUS);
                    case 3 -> lines = parseLines(bytes, type, valueStart, valueEnd, context, depth);
                    case 4 -> attributes = parseAttributes(bytes, type, valueStart, valueEnd, context, depth);
                    case 5 -> note = ByteReads.isNull(type) ? Optional.empty() : Optional.of(ByteReads.string(bytes, type, valueStart, valueEnd, NOTE));
                    case 6 -> priorities = parsePriorities(bytes, type, valueStart, valueEnd, context, depth);
                    case 7 -> previous = ByteReads.isNull(type) ? null : ByteReads.nested(this, bytes, type, valueStart, context, depth, PREVIOUS);
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
            throw DecodePaths.malformed(e, "golden.Order", id);
        }
        if (fromLayouts) {
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        try {
            return new Order(customer, id, status, lines, attributes, note, priorities, previous);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Order", e);
        }
    }

    /**
     * {@code decode} of a document whose first field is not the one this codec writes first (the
     * server's {@code _id}, another order): its fields in the layouts this codec has learned.
     */
    private Order decodeFromLayouts(byte[] bytes, int start, int limit, DecoderContext context,
            int depth) {
        String customer = null;
        ObjectId id = null;
        Order.Status status = null;
        List<Order.Line> lines = null;
        Map<String, String> attributes = null;
        Optional<String> note = Optional.empty();
        int[] priorities = null;
        Order previous = null;
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
            int stringAt1 = -1;
            int stringEnd1 = 0;
            // to the END step after the layout's last; at the document's end no header matches
            learned: while (true) {
                int valueStart;
                int valueEnd = -1;
                switch (steps[step]) {
                    case 0 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, ID_HEADER, 0x64695f07L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x07, valueStart, limit, 12);
                        id = ByteReads.objectId(bytes, 0x07, valueStart, valueEnd, ID);
                    }
                    case 1 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, CUSTOMER_HEADER, 0x656d6f7473756302L, 0x72656d6f747375L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt1 = valueStart;
                        stringEnd1 = valueEnd;
                    }
                    case 2 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, STATUS_HEADER, 0x73757461747302L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        status = ByteReads.enumValue(bytes, 0x02, valueStart, valueEnd, STATUS_NAMES, STATUS);
                    }
                    case 3 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, LINES_HEADER, 0x73656e696c04L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        lines = parseLines(bytes, 0x04, valueStart, valueEnd, context, depth);
                    }
                    case 4 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, ATTRIBUTES_HEADER, 0x7562697274746103L, 0x73657475626972L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        attributes = parseAttributes(bytes, 0x03, valueStart, valueEnd, context, depth);
                    }
                    case 5 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, NOTE_HEADER, 0x65746f6e02L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        note = Optional.of(ByteReads.string(bytes, 0x02, valueStart, valueEnd, NOTE));
                    }
                    case 6 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, PRIORITIES_HEADER, 0x7469726f69727004L, 0x7365697469726fL);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        priorities = parsePriorities(bytes, 0x04, valueStart, valueEnd, context, depth);
                    }
                    case 7 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, PREVIOUS_HEADER, 0x756f697665727003L, 0x73756f69766572L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        previous = ByteReads.nested(this, bytes, 0x03, valueStart, context, depth, PREVIOUS);
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
            if (stringAt1 >= 0) {
                customer = ByteReads.string(bytes, 0x02, stringAt1, stringEnd1, CUSTOMER);
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
                    case 0 -> id = ByteReads.isNull(type) ? null : ByteReads.objectId(bytes, type, valueStart, valueEnd, ID);
                    case 1 -> customer = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, CUSTOMER);
                    case 2 -> status = ByteReads.isNull(type) ? null : ByteReads.enumValue(bytes, type, valueStart, valueEnd, STATUS_NAMES, STATUS);
                    case 3 -> lines = parseLines(bytes, type, valueStart, valueEnd, context, depth);
                    case 4 -> attributes = parseAttributes(bytes, type, valueStart, valueEnd, context, depth);
                    case 5 -> note = ByteReads.isNull(type) ? Optional.empty() : Optional.of(ByteReads.string(bytes, type, valueStart, valueEnd, NOTE));
                    case 6 -> priorities = parsePriorities(bytes, type, valueStart, valueEnd, context, depth);
                    case 7 -> previous = ByteReads.isNull(type) ? null : ByteReads.nested(this, bytes, type, valueStart, context, depth, PREVIOUS);
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
            throw DecodePaths.malformed(e, "golden.Order", id);
        }
        try {
            return new Order(customer, id, status, lines, attributes, note, priorities, previous);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Order", e);
        }
    }

    @Override
    public Order decode(BsonReader reader, DecoderContext context, int depth) {
        String customer = null;
        ObjectId id = null;
        Order.Status status = null;
        List<Order.Line> lines = null;
        Map<String, String> attributes = null;
        Optional<String> note = Optional.empty();
        int[] priorities = null;
        Order previous = null;
        reader.readStartDocument();
        String fieldName = null;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (fieldName = reader.readName()) {
                    case "customer" -> customer = Reads.consumeNull(reader) ? null : Reads.string(reader, CUSTOMER);
                    case "_id" -> id = Reads.consumeNull(reader) ? null : Reads.objectId(reader, ID);
                    case "status" -> status = Reads.consumeNull(reader) ? null : Reads.enumValue(reader, STATUS_NAMES, STATUS);
                    case "lines" -> lines = readLines(reader, context, depth);
                    case "attributes" -> attributes = ScalarContainers.map(reader, ScalarContainers.Element.STRING, ATTRIBUTES);
                    case "note" -> note = Reads.consumeNull(reader) ? Optional.empty() : Optional.of(Reads.string(reader, NOTE));
                    case "priorities" -> priorities = readPriorities(reader, context, depth);
                    case "previous" -> previous = Reads.consumeNull(reader) ? null : Reads.nested(this, reader, context, depth, PREVIOUS);
                    default -> reader.skipValue();
                }
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, fieldName, id);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Order", id);
        }
        reader.readEndDocument();
        try {
            return new Order(customer, id, status, lines, attributes, note, priorities, previous);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Order", e);
        }
    }

    private List<Order.Line> parseLines(byte[] bytes, int type, int start, int end,
            DecoderContext context, int depth) {
        List<Order.Line> result;
        if (ByteReads.isNull(type)) {
            result = null;
        } else {
            ByteReads.expect(bytes, type, start, BsonType.ARRAY, LINES);
            ArrayList<Order.Line> list0 = new ArrayList<>(BsonBytes.arrayElementCount(bytes, start, end));
            int limit0 = end - 1;
            int position0 = start + 4;
            int index0 = 0;
            try {
                while (position0 < limit0) {
                    int type0 = bytes[position0] & 0xFF;
                    int nameEnd0 = BsonBytes.elementNameEnd(bytes, position0 + 1, limit0, index0++);
                    int valueStart0 = nameEnd0 + 1;
                    int valueEnd0 = BsonBytes.valueEnd(bytes, type0, valueStart0, limit0);
                    list0.add(ByteReads.isNull(type0) ? null : ByteReads.nested(lineCodec, bytes, type0, valueStart0, context, depth, LINES));
                    position0 = valueEnd0;
                }
            } catch (BsonRecordDecodingException e) {
                throw DecodePaths.element(e, bytes, position0 + 1, false);
            }
            result = list0;
        }
        return result;
    }

    private Map<String, String> parseAttributes(byte[] bytes, int type, int start, int end,
            DecoderContext context, int depth) {
        Map<String, String> result;
        if (ByteReads.isNull(type)) {
            result = null;
        } else {
            ByteReads.expect(bytes, type, start, BsonType.DOCUMENT, ATTRIBUTES);
            LinkedHashMap<String, String> map0 = new LinkedHashMap<>(BsonBytes.mapCapacity(BsonBytes.elementCount(bytes, start, end)));
            int limit0 = end - 1;
            int position0 = start + 4;
            try {
                while (position0 < limit0) {
                    int type0 = bytes[position0] & 0xFF;
                    int nameEnd0 = BsonBytes.nameEnd(bytes, position0 + 1, limit0);
                    int valueStart0 = nameEnd0 + 1;
                    int valueEnd0 = BsonBytes.valueEnd(bytes, type0, valueStart0, limit0);
                    String key0 = ByteReads.name(bytes, position0 + 1, nameEnd0);
                    map0.put(key0, ByteReads.isNull(type0) ? null : ByteReads.string(bytes, type0, valueStart0, valueEnd0, ATTRIBUTES));
                    position0 = valueEnd0;
                }
            } catch (BsonRecordDecodingException e) {
                throw DecodePaths.element(e, bytes, position0 + 1, true);
            }
            result = map0;
        }
        return result;
    }

    private int[] parsePriorities(byte[] bytes, int type, int start, int end,
            DecoderContext context, int depth) {
        int[] result;
        if (ByteReads.isNull(type)) {
            result = null;
        } else {
            ByteReads.expect(bytes, type, start, BsonType.ARRAY, PRIORITIES);
            int[] array0 = new int[BsonBytes.fixedElementCount(start, end, 4)];
            int size0 = 0;
            int limit0 = end - 1;
            int position0 = start + 4;
            int index0 = 0;
            try {
                while (position0 < limit0) {
                    int type0 = bytes[position0] & 0xFF;
                    int nameEnd0 = BsonBytes.elementNameEnd(bytes, position0 + 1, limit0, index0++);
                    int valueStart0 = nameEnd0 + 1;
                    int valueEnd0 = BsonBytes.valueEnd(bytes, type0, valueStart0, limit0);
                    if (size0 == array0.length) {
                        array0 = Arrays.copyOf(array0, Math.max(8, size0 * 2));
                    }
                    array0[size0++] = ByteReads.intValue(bytes, type0, valueStart0, valueEnd0, PRIORITIES);
                    position0 = valueEnd0;
                }
            } catch (BsonRecordDecodingException e) {
                throw DecodePaths.element(e, bytes, position0 + 1, false);
            }
            result = size0 == array0.length ? array0 : Arrays.copyOf(array0, size0);
        }
        return result;
    }

    private List<Order.Line> readLines(BsonReader reader, DecoderContext context, int depth) {
        List<Order.Line> result;
        if (Reads.consumeNull(reader)) {
            result = null;
        } else {
            Reads.expect(reader, BsonType.ARRAY, LINES);
            ArrayList<Order.Line> list0 = new ArrayList<>();
            reader.readStartArray();
            int index0 = 0;
            try {
                while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    list0.add(Reads.consumeNull(reader) ? null : Reads.nested(lineCodec, reader, context, depth, LINES));
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

    private int[] readPriorities(BsonReader reader, DecoderContext context, int depth) {
        int[] result;
        if (Reads.consumeNull(reader)) {
            result = null;
        } else {
            Reads.expect(reader, BsonType.ARRAY, PRIORITIES);
            int[] array0 = new int[8];
            int size0 = 0;
            reader.readStartArray();
            int index0 = 0;
            try {
                while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    if (size0 == array0.length) {
                        array0 = Arrays.copyOf(array0, Math.max(8, size0 * 2));
                    }
                    array0[size0++] = Reads.intValue(reader, PRIORITIES);
                    index0++;
                }
            } catch (BsonRecordDecodingException e) {
                throw DecodePaths.index(e, index0);
            }
            reader.readEndArray();
            result = size0 == array0.length ? array0 : Arrays.copyOf(array0, size0);
        }
        return result;
    }

    @Override
    public void encode(BsonWriter writer, Order value, EncoderContext context) {
        if (!WriterDispatch.encodedAsBytes(this, writer, value, context)) {
            encodeWithWriter(writer, value, context);
        }
    }

    /**
     * Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the
     * codecs of enclosing records and by {@code BsonRecords}.
     */
    @Override
    public void encode(BsonBuffer buffer, Order value, EncoderContext context) {
        ObjectId id = value.id();
        if (id != null) {
            buffer.putBytes(ID_HEADER);
            ByteWrites.objectId(buffer, id, ID);
        }
        encodeAfterId(buffer, value, context);
    }

    private void encodeWithWriter(BsonWriter writer, Order value, EncoderContext context) {
        writer.writeStartDocument();
        encodeId(writer, value, context);
        String customer = value.customer();
        if (customer != null) {
            writer.writeName("customer");
            Writes.string(writer, customer, CUSTOMER);
        }
        Order.Status status = value.status();
        if (status != null) {
            writer.writeName("status");
            writer.writeString(status.name());
        }
        List<Order.Line> lines = value.lines();
        if (lines != null) {
            writer.writeName("lines");
            writeLines(writer, lines, context);
        }
        Map<String, String> attributes = value.attributes();
        if (attributes != null) {
            writer.writeName("attributes");
            ScalarElements.STRING.writeMap(writer, attributes, ATTRIBUTES);
        }
        Optional<String> note = value.note();
        if (note != null && note.isPresent()) {
            writer.writeName("note");
            Writes.string(writer, note.get(), NOTE);
        }
        int[] priorities = value.priorities();
        if (priorities != null) {
            writer.writeName("priorities");
            writePriorities(writer, priorities, context);
        }
        Order previous = value.previous();
        if (previous != null) {
            writer.writeName("previous");
            this.encode(writer, previous, context);
        }
        writer.writeEndDocument();
    }

    @Override
    public void encodeId(BsonWriter writer, Order value, EncoderContext context) {
        ObjectId id = value.id();
        if (id != null) {
            writer.writeName("_id");
            Writes.objectId(writer, id, ID);
        }
    }

    /**
     * The fields after {@code _id}: the part spliced into the driver's insert and replace writers.
     */
    @Override
    public void encodeAfterId(BsonBuffer buffer, Order value, EncoderContext context) {
        String customer = value.customer();
        if (customer != null) {
            buffer.putBytes(CUSTOMER_HEADER);
            ByteWrites.string(buffer, customer, CUSTOMER);
        }
        Order.Status status = value.status();
        if (status != null) {
            buffer.putBytes(STATUS_HEADER);
            buffer.putBytes(STATUS_NAMES.nameBytes(status));
        }
        List<Order.Line> lines = value.lines();
        if (lines != null) {
            buffer.putBytes(LINES_HEADER);
            putLines(buffer, lines, context);
        }
        Map<String, String> attributes = value.attributes();
        if (attributes != null) {
            buffer.putBytes(ATTRIBUTES_HEADER);
            ScalarElements.STRING.putMap(buffer, attributes, ATTRIBUTES);
        }
        Optional<String> note = value.note();
        if (note != null && note.isPresent()) {
            buffer.putBytes(NOTE_HEADER);
            ByteWrites.string(buffer, note.get(), NOTE);
        }
        int[] priorities = value.priorities();
        if (priorities != null) {
            buffer.putBytes(PRIORITIES_HEADER);
            putPriorities(buffer, priorities, context);
        }
        Order previous = value.previous();
        if (previous != null) {
            buffer.putBytes(PREVIOUS_HEADER);
            ByteWrites.nested(this, buffer, previous, context);
        }
    }

    private void putLines(BsonBuffer buffer, List<Order.Line> value, EncoderContext context) {
        int start0 = buffer.reserveInt();
        int index0 = 0;
        for (Order.Line element0 : value) {
            if (element0 == null) {
                buffer.putByte(0x0A);
                buffer.putArrayIndex(index0);
            } else {
                buffer.putByte(0x03);
                buffer.putArrayIndex(index0);
                ByteWrites.nested(lineCodec, buffer, element0, context);
            }
            index0++;
        }
        buffer.putByte(0);
        buffer.patchSize(start0);
    }

    private void putPriorities(BsonBuffer buffer, int[] value, EncoderContext context) {
        buffer.putIntArray(value);
    }

    private void writeLines(BsonWriter writer, List<Order.Line> value, EncoderContext context) {
        writer.writeStartArray();
        for (Order.Line element0 : value) {
            if (element0 == null) {
                writer.writeNull();
            } else {
                lineCodec.encode(writer, element0, context);
            }
        }
        writer.writeEndArray();
    }

    private void writePriorities(BsonWriter writer, int[] value, EncoderContext context) {
        writer.writeStartArray();
        for (int element0 : value) {
            Writes.intValue(writer, element0, PRIORITIES);
        }
        writer.writeEndArray();
    }

    @Override
    public Class<Order> getEncoderClass() {
        return Order.class;
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return RecordShape.of("golden.Order", null, false,
                FieldShape.of("id", ValueShape.scalar("ObjectId", 0x07, 0x07, 0x0A), FieldShape.WhenAbsent.NULL, "_id"),
                FieldShape.of("customer", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "customer"),
                FieldShape.of("status", ValueShape.scalar("Status", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "status"),
                FieldShape.of("lines", ValueShape.sequence(ValueShape.nested(lineCodec)), FieldShape.WhenAbsent.NULL, "lines"),
                FieldShape.of("attributes", ValueShape.map(ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A)), FieldShape.WhenAbsent.NULL, "attributes"),
                FieldShape.of("note", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.EMPTY, "note"),
                FieldShape.of("priorities", ValueShape.sequence(ValueShape.scalar("int", 0x10, 0x10, 0x12, 0x01, 0x13)), FieldShape.WhenAbsent.NULL, "priorities"),
                FieldShape.of("previous", ValueShape.nested(this), FieldShape.WhenAbsent.NULL, "previous"));
    }
}
