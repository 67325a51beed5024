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
import java.math.BigDecimal;
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Order.Line}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Order_LineBsonCodec implements BinaryCodec<Order.Line> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Order_LineBsonCodec.class);
    private static final FieldRef SKU = new FieldRef("golden.Order.Line", "sku", "sku");
    private static final byte[] SKU_HEADER = BsonBuffer.fieldHeader(0x02, "sku");
    private static final FieldRef QUANTITY = new FieldRef("golden.Order.Line", "quantity", "quantity");
    private static final byte[] QUANTITY_HEADER = BsonBuffer.fieldHeader(0x10, "quantity");
    private static final FieldRef PRICE = new FieldRef("golden.Order.Line", "price", "price");
    private static final byte[] PRICE_HEADER = BsonBuffer.fieldHeader(0x13, "price");

    /**
     * The BSON names in the order this codec writes them: what a document holds next is tried first.
     */
    private static final FieldNames FIELD_NAMES = FieldNames.of("sku", "quantity", "price");

    /**
     * What the ordered pass reads: each component's header (null where its BSON type is not fixed),
     * the discriminator, the order this codec writes, and the other names components decode from.
     */
    private static final LayoutTable LAYOUT_TABLE = LayoutTable.of(FIELD_NAMES,
            new byte[][] {SKU_HEADER, QUANTITY_HEADER, PRICE_HEADER},
            null,
            new byte[] {0, 1, 2});

    /**
     * The field orders of the documents this codec read last, which it expects next.
     */
    private final LearnedLayouts layouts = new LearnedLayouts(LAYOUT_TABLE);

    public Order_LineBsonCodec(CodecRegistry registry) {
    }

    @Override
    public Order.Line decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Order.Line decoded = DocumentSource.decode(binary, this, context);
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
    public Order.Line decode(byte[] bytes, int start, DecoderContext context, int depth) {
        String sku = null;
        int quantity = 0;
        BigDecimal price = null;
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
                valueStart = ElementHeader.end(bytes, position, limit, SKU_HEADER, 0x756b7302L, 0L);
                if (valueStart < 0) {
                    // not the first field this codec writes: past a leading _id it does not map, else the layouts
                    orderedFrom = layouts.orderedStart(bytes, position, limit);
                    if (orderedFrom < 0) {
                        break ordered;
                    }
                    position = orderedFrom;
                    valueStart = ElementHeader.end(bytes, position, limit, SKU_HEADER, 0x756b7302L, 0L);
                    if (valueStart < 0) {
                        break ordered;
                    }
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                sku = ByteReads.string(bytes, 0x02, valueStart, valueEnd, SKU);
                position = valueEnd;
                expected = 1;
                valueStart = ElementHeader.end(bytes, position, limit, QUANTITY_HEADER, 0x7469746e61757110L, 0x797469746e6175L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 1)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x10, valueStart, limit, 4);
                quantity = ByteReads.intValue(bytes, 0x10, valueStart, valueEnd, QUANTITY);
                position = valueEnd;
                expected = 2;
                valueStart = ElementHeader.end(bytes, position, limit, PRICE_HEADER, 0x656369727013L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 2)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x13, valueStart, limit, 16);
                price = ByteReads.bigDecimal(bytes, 0x13, valueStart, valueEnd, PRICE);
                position = valueEnd;
                expected = 3;
                // every component read: past the fields the record does not map after them
                position = layouts.pastUnmappedTail(bytes, position, limit);
            }
            // its first field surprised the pass, or a later one past a leading _id, skipped or read (a
            // stored document in another layout), or the layouts read this codec's documents lately
            if (position < limit && (position == orderedFrom || layouts.stoppedPastId(orderedFrom, start, expected, 3))) {
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
                    case 0 -> sku = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, SKU);
                    case 1 -> quantity = ByteReads.intValue(bytes, type, valueStart, valueEnd, QUANTITY);
                    case 2 -> price = ByteReads.isNull(type) ? null : ByteReads.bigDecimal(bytes, type, valueStart, valueEnd, PRICE);
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
            throw DecodePaths.malformed(e, "golden.Order.Line", null);
        }
        if (fromLayouts) {
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        try {
            return new Order.Line(sku, quantity, price);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Order.Line", e);
        }
    }

    /**
     * {@code decode} of a document whose first field is not the one this codec writes first (the
     * server's {@code _id}, another order): its fields in the layouts this codec has learned.
     */
    private Order.Line decodeFromLayouts(byte[] bytes, int start, int limit, DecoderContext context,
            int depth) {
        String sku = null;
        int quantity = 0;
        BigDecimal price = null;
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
                        valueStart = ElementHeader.end(bytes, position, limit, SKU_HEADER, 0x756b7302L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt0 = valueStart;
                        stringEnd0 = valueEnd;
                    }
                    case 1 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, QUANTITY_HEADER, 0x7469746e61757110L, 0x797469746e6175L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x10, valueStart, limit, 4);
                        quantity = ByteReads.intValue(bytes, 0x10, valueStart, valueEnd, QUANTITY);
                    }
                    case 2 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, PRICE_HEADER, 0x656369727013L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x13, valueStart, limit, 16);
                        price = ByteReads.bigDecimal(bytes, 0x13, valueStart, valueEnd, PRICE);
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
                sku = ByteReads.string(bytes, 0x02, stringAt0, stringEnd0, SKU);
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
                    case 0 -> sku = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, SKU);
                    case 1 -> quantity = ByteReads.intValue(bytes, type, valueStart, valueEnd, QUANTITY);
                    case 2 -> price = ByteReads.isNull(type) ? null : ByteReads.bigDecimal(bytes, type, valueStart, valueEnd, PRICE);
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
            throw DecodePaths.malformed(e, "golden.Order.Line", null);
        }
        try {
            return new Order.Line(sku, quantity, price);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Order.Line", e);
        }
    }

    @Override
    public Order.Line decode(BsonReader reader, DecoderContext context, int depth) {
        String sku = null;
        int quantity = 0;
        BigDecimal price = null;
        reader.readStartDocument();
        String fieldName = null;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (fieldName = reader.readName()) {
                    case "sku" -> sku = Reads.consumeNull(reader) ? null : Reads.string(reader, SKU);
                    case "quantity" -> quantity = Reads.intValue(reader, QUANTITY);
                    case "price" -> price = Reads.consumeNull(reader) ? null : Reads.bigDecimal(reader, PRICE);
                    default -> reader.skipValue();
                }
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, fieldName, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Order.Line", null);
        }
        reader.readEndDocument();
        try {
            return new Order.Line(sku, quantity, price);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Order.Line", e);
        }
    }

    @Override
    public void encode(BsonWriter writer, Order.Line value, EncoderContext context) {
        if (!WriterDispatch.encodedAsBytes(this, writer, value, context)) {
            encodeWithWriter(writer, value, context);
        }
    }

    /**
     * Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the
     * codecs of enclosing records and by {@code BsonRecords}.
     */
    @Override
    public void encode(BsonBuffer buffer, Order.Line value, EncoderContext context) {
        String sku = value.sku();
        if (sku != null) {
            buffer.putBytes(SKU_HEADER);
            ByteWrites.string(buffer, sku, SKU);
        }
        buffer.putBytes(QUANTITY_HEADER);
        ByteWrites.intValue(buffer, value.quantity(), QUANTITY);
        BigDecimal price = value.price();
        if (price != null) {
            buffer.putBytes(PRICE_HEADER);
            ByteWrites.bigDecimal(buffer, price, PRICE);
        }
    }

    private void encodeWithWriter(BsonWriter writer, Order.Line value, EncoderContext context) {
        writer.writeStartDocument();
        String sku = value.sku();
        if (sku != null) {
            writer.writeName("sku");
            Writes.string(writer, sku, SKU);
        }
        writer.writeName("quantity");
        Writes.intValue(writer, value.quantity(), QUANTITY);
        BigDecimal price = value.price();
        if (price != null) {
            writer.writeName("price");
            Writes.bigDecimal(writer, price, PRICE);
        }
        writer.writeEndDocument();
    }

    @Override
    public Class<Order.Line> getEncoderClass() {
        return Order.Line.class;
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return RecordShape.of("golden.Order.Line", null, false,
                FieldShape.of("sku", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "sku"),
                FieldShape.of("quantity", ValueShape.scalar("int", 0x10, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "quantity"),
                FieldShape.of("price", ValueShape.scalar("BigDecimal", 0x13, 0x13, 0x10, 0x12, 0x0A), FieldShape.WhenAbsent.NULL, "price"));
    }
}
