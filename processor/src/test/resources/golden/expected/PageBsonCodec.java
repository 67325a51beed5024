package golden;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.codec.lookup.TypeArguments;
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
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Page}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class PageBsonCodec<T> implements BinaryCodec<Page<T>> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", PageBsonCodec.class);
    private static final FieldRef ITEMS = new FieldRef("golden.Page", "items", "items");
    private static final byte[] ITEMS_HEADER = BsonBuffer.fieldHeader(0x04, "items");
    private static final FieldRef FIRST = new FieldRef("golden.Page", "first", "first");
    private static final byte[] FIRST_NAME = "first\u0000".getBytes(StandardCharsets.UTF_8);
    private static final FieldRef TOTAL = new FieldRef("golden.Page", "total", "total");
    private static final byte[] TOTAL_HEADER = BsonBuffer.fieldHeader(0x12, "total");
    private static final FieldRef META = new FieldRef("golden.Page", "meta", "meta");
    private static final byte[] META_NAME = "meta\u0000".getBytes(StandardCharsets.UTF_8);

    /**
     * The BSON names in the order this codec writes them: what a document holds next is tried first.
     */
    private static final FieldNames FIELD_NAMES = FieldNames.of("items", "first", "total", "meta");

    /**
     * What the ordered pass reads: each component's header (null where its BSON type is not fixed),
     * the discriminator, the order this codec writes, and the other names components decode from.
     */
    private static final LayoutTable LAYOUT_TABLE = LayoutTable.of(FIELD_NAMES,
            new byte[][] {ITEMS_HEADER, null, TOTAL_HEADER, null},
            null,
            new byte[] {0});

    /**
     * The field orders of the documents this codec read last, which it expects next.
     */
    private final LearnedLayouts layouts = new LearnedLayouts(LAYOUT_TABLE);

    private final Codec<T> itemsCodec;

    private final Codec<T> firstCodec;

    private final Codec<Document> metaCodec;

    /**
     * Values of the type parameters are encoded by runtime class and decoded by BSON type.
     */
    public PageBsonCodec(CodecRegistry registry) {
        this(registry, List.of());
    }

    /**
     * @param typeArguments the record's type arguments, as the registry passes them
     */
    public PageBsonCodec(CodecRegistry registry, List<Type> typeArguments) {
        List<Type> arguments = TypeArguments.check(Page.class, typeArguments);
        this.itemsCodec = TypeArguments.codecFor(TypeArguments.argument(arguments, 0), registry, ITEMS);
        this.firstCodec = TypeArguments.codecFor(TypeArguments.argument(arguments, 0), registry, FIRST);
        this.metaCodec = TypeArguments.codecFor(Document.class, registry, META);
    }

    @Override
    public Page<T> decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Page<T> decoded = DocumentSource.decode(binary, this, context);
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
    public Page<T> decode(byte[] bytes, int start, DecoderContext context, int depth) {
        List<T> items = null;
        T first = null;
        long total = 0L;
        Document meta = null;
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
                valueStart = ElementHeader.end(bytes, position, limit, ITEMS_HEADER, 0x736d65746904L, 0L);
                if (valueStart < 0) {
                    // not the first field this codec writes: past a leading _id it does not map, else the layouts
                    orderedFrom = layouts.orderedStart(bytes, position, limit);
                    if (orderedFrom < 0) {
                        break ordered;
                    }
                    position = orderedFrom;
                    valueStart = ElementHeader.end(bytes, position, limit, ITEMS_HEADER, 0x736d65746904L, 0L);
                    if (valueStart < 0) {
                        break ordered;
                    }
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                items = parseItems(bytes, 0x04, valueStart, valueEnd, context, depth);
                position = valueEnd;
                expected = 1;
                // every component read: past the fields the record does not map after them
                position = layouts.pastUnmappedTail(bytes, position, limit);
            }
            // its first field surprised the pass, or a later one past a leading _id, skipped or read (a
            // stored document in another layout), or the layouts read this codec's documents lately
            if (position < limit && (position == orderedFrom || layouts.stoppedPastId(orderedFrom, start, expected, 1))) {
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
                    case 0 -> items = parseItems(bytes, type, valueStart, valueEnd, context, depth);
                    case 1 -> first = ByteReads.isNull(type) ? null : ByteReads.decode(firstCodec, bytes, type, valueStart, context, FIRST);
                    case 2 -> total = ByteReads.longValue(bytes, type, valueStart, valueEnd, TOTAL);
                    case 3 -> meta = ByteReads.isNull(type) ? null : ByteReads.decode(metaCodec, bytes, type, valueStart, context, META);
                    default -> BsonBytes.checkSkipped(bytes, type, valueStart, valueEnd);
                }
                if (index >= 0) {
                    expected = index + 1;
                }
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, bytes, position + 1, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Page", null);
        }
        if (fromLayouts) {
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        try {
            return new Page<>(items, first, total, meta);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Page", e);
        }
    }

    /**
     * {@code decode} of a document whose first field is not the one this codec writes first (the
     * server's {@code _id}, another order): its fields in the layouts this codec has learned.
     */
    private Page<T> decodeFromLayouts(byte[] bytes, int start, int limit, DecoderContext context,
            int depth) {
        List<T> items = null;
        T first = null;
        long total = 0L;
        Document meta = null;
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
                        valueStart = ElementHeader.end(bytes, position, limit, ITEMS_HEADER, 0x736d65746904L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        items = parseItems(bytes, 0x04, valueStart, valueEnd, context, depth);
                    }
                    case 2 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, TOTAL_HEADER, 0x6c61746f7412L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x12, valueStart, limit, 8);
                        total = ByteReads.longValue(bytes, 0x12, valueStart, valueEnd, TOTAL);
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
                    case 0 -> items = parseItems(bytes, type, valueStart, valueEnd, context, depth);
                    case 1 -> first = ByteReads.isNull(type) ? null : ByteReads.decode(firstCodec, bytes, type, valueStart, context, FIRST);
                    case 2 -> total = ByteReads.longValue(bytes, type, valueStart, valueEnd, TOTAL);
                    case 3 -> meta = ByteReads.isNull(type) ? null : ByteReads.decode(metaCodec, bytes, type, valueStart, context, META);
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
            throw DecodePaths.malformed(e, "golden.Page", null);
        }
        try {
            return new Page<>(items, first, total, meta);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Page", e);
        }
    }

    @Override
    public Page<T> decode(BsonReader reader, DecoderContext context, int depth) {
        List<T> items = null;
        T first = null;
        long total = 0L;
        Document meta = null;
        reader.readStartDocument();
        String fieldName = null;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                switch (fieldName = reader.readName()) {
                    case "items" -> items = readItems(reader, context, depth);
                    case "first" -> first = Reads.consumeNull(reader) ? null : Reads.decode(firstCodec, reader, context, FIRST);
                    case "total" -> total = Reads.longValue(reader, TOTAL);
                    case "meta" -> meta = Reads.consumeNull(reader) ? null : Reads.decode(metaCodec, reader, context, META);
                    default -> reader.skipValue();
                }
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, fieldName, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Page", null);
        }
        reader.readEndDocument();
        try {
            return new Page<>(items, first, total, meta);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Page", e);
        }
    }

    private List<T> parseItems(byte[] bytes, int type, int start, int end, DecoderContext context,
            int depth) {
        List<T> result;
        if (ByteReads.isNull(type)) {
            result = null;
        } else {
            ByteReads.expect(bytes, type, start, BsonType.ARRAY, ITEMS);
            ArrayList<T> list0 = new ArrayList<>(BsonBytes.arrayElementCount(bytes, start, end));
            int limit0 = end - 1;
            int position0 = start + 4;
            int index0 = 0;
            try {
                while (position0 < limit0) {
                    int type0 = bytes[position0] & 0xFF;
                    int nameEnd0 = BsonBytes.elementNameEnd(bytes, position0 + 1, limit0, index0++);
                    int valueStart0 = nameEnd0 + 1;
                    int valueEnd0 = BsonBytes.valueEnd(bytes, type0, valueStart0, limit0);
                    list0.add(ByteReads.isNull(type0) ? null : ByteReads.decode(itemsCodec, bytes, type0, valueStart0, context, ITEMS));
                    position0 = valueEnd0;
                }
            } catch (BsonRecordDecodingException e) {
                throw DecodePaths.element(e, bytes, position0 + 1, false);
            }
            result = list0;
        }
        return result;
    }

    private List<T> readItems(BsonReader reader, DecoderContext context, int depth) {
        List<T> result;
        if (Reads.consumeNull(reader)) {
            result = null;
        } else {
            Reads.expect(reader, BsonType.ARRAY, ITEMS);
            ArrayList<T> list0 = new ArrayList<>();
            reader.readStartArray();
            int index0 = 0;
            try {
                while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    list0.add(Reads.consumeNull(reader) ? null : Reads.decode(itemsCodec, reader, context, ITEMS));
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
    public void encode(BsonWriter writer, Page<T> value, EncoderContext context) {
        if (!WriterDispatch.encodedAsBytes(this, writer, value, context)) {
            encodeWithWriter(writer, value, context);
        }
    }

    /**
     * Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the
     * codecs of enclosing records and by {@code BsonRecords}.
     */
    @Override
    public void encode(BsonBuffer buffer, Page<T> value, EncoderContext context) {
        List<T> items = value.items();
        if (items != null) {
            buffer.putBytes(ITEMS_HEADER);
            putItems(buffer, items, context);
        }
        T first = value.first();
        if (first != null) {
            byte[] encoded = ByteWrites.encode(buffer, firstCodec, first, context);
            buffer.putByte(encoded[0]);
            buffer.putBytes(FIRST_NAME);
            buffer.putBytes(encoded, 1, encoded.length - 1);
        }
        buffer.putBytes(TOTAL_HEADER);
        ByteWrites.longValue(buffer, value.total(), TOTAL);
        Document meta = value.meta();
        if (meta != null) {
            byte[] encoded = ByteWrites.encode(buffer, metaCodec, meta, context);
            buffer.putByte(encoded[0]);
            buffer.putBytes(META_NAME);
            buffer.putBytes(encoded, 1, encoded.length - 1);
        }
    }

    private void encodeWithWriter(BsonWriter writer, Page<T> value, EncoderContext context) {
        writer.writeStartDocument();
        List<T> items = value.items();
        if (items != null) {
            writer.writeName("items");
            writeItems(writer, items, context);
        }
        T first = value.first();
        if (first != null) {
            writer.writeName("first");
            context.encodeWithChildContext(firstCodec, writer, first);
        }
        writer.writeName("total");
        Writes.longValue(writer, value.total(), TOTAL);
        Document meta = value.meta();
        if (meta != null) {
            writer.writeName("meta");
            context.encodeWithChildContext(metaCodec, writer, meta);
        }
        writer.writeEndDocument();
    }

    private void putItems(BsonBuffer buffer, List<T> value, EncoderContext context) {
        int start0 = buffer.reserveInt();
        int index0 = 0;
        for (T element0 : value) {
            if (element0 == null) {
                buffer.putByte(0x0A);
                buffer.putArrayIndex(index0);
            } else {
                byte[] encoded = ByteWrites.encode(buffer, itemsCodec, element0, context);
                buffer.putByte(encoded[0]);
                buffer.putArrayIndex(index0);
                buffer.putBytes(encoded, 1, encoded.length - 1);
            }
            index0++;
        }
        buffer.putByte(0);
        buffer.patchSize(start0);
    }

    private void writeItems(BsonWriter writer, List<T> value, EncoderContext context) {
        writer.writeStartArray();
        for (T element0 : value) {
            if (element0 == null) {
                writer.writeNull();
            } else {
                context.encodeWithChildContext(itemsCodec, writer, element0);
            }
        }
        writer.writeEndArray();
    }

    @Override
    public Class<Page<T>> getEncoderClass() {
        return TypeArguments.genericClass(Page.class);
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return RecordShape.of("golden.Page", null, false,
                FieldShape.of("items", ValueShape.sequence(ValueShape.registry(itemsCodec)), FieldShape.WhenAbsent.NULL, "items"),
                FieldShape.of("first", ValueShape.registry(firstCodec), FieldShape.WhenAbsent.NULL, "first"),
                FieldShape.of("total", ValueShape.scalar("long", 0x12, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "total"),
                FieldShape.of("meta", ValueShape.registry(metaCodec), FieldShape.WhenAbsent.NULL, "meta"));
    }
}
