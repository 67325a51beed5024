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
import io.github.bsonrecords.codec.read.ScalarContainers;
import io.github.bsonrecords.codec.read.StringLists;
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
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Clash}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class ClashBsonCodec implements BinaryCodec<Clash> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", ClashBsonCodec.class);
    private static final FieldRef READING = new FieldRef("golden.Clash", "reading", "reading");
    private static final byte[] READING_HEADER = BsonBuffer.fieldHeader(0x03, "reading");
    private static final FieldRef READING_CODEC = new FieldRef("golden.Clash", "readingCodec", "readingCodec");
    private static final byte[] READING_CODEC_HEADER = BsonBuffer.fieldHeader(0x02, "readingCodec");
    private static final FieldRef X_ = new FieldRef("golden.Clash", "X", "X");
    private static final byte[] X__HEADER = BsonBuffer.fieldHeader(0x01, "X");
    private static final FieldRef ID_ = new FieldRef("golden.Clash", "ID", "ID");
    private static final byte[] ID__HEADER = BsonBuffer.fieldHeader(0x02, "ID");
    private static final FieldRef READS = new FieldRef("golden.Clash", "Reads", "Reads");
    private static final byte[] READS_HEADER = BsonBuffer.fieldHeader(0x10, "Reads");
    private static final FieldRef BSON_TYPE = new FieldRef("golden.Clash", "BsonType", "BsonType");
    private static final byte[] BSON_TYPE_HEADER = BsonBuffer.fieldHeader(0x02, "BsonType");
    private static final FieldRef LINES = new FieldRef("golden.Clash", "lines", "lines");
    private static final byte[] LINES_HEADER = BsonBuffer.fieldHeader(0x04, "lines");
    private static final FieldRef LINES_ = new FieldRef("golden.Clash", "Lines", "Lines");
    private static final byte[] LINES__HEADER = BsonBuffer.fieldHeader(0x04, "Lines");
    private static final FieldRef INDEX = new FieldRef("golden.Clash", "index", "index");
    private static final byte[] INDEX_HEADER = BsonBuffer.fieldHeader(0x10, "index");
    private static final FieldRef EXPECTED = new FieldRef("golden.Clash", "expected", "expected");
    private static final byte[] EXPECTED_HEADER = BsonBuffer.fieldHeader(0x12, "expected");

    /**
     * The BSON names in the order this codec writes them: what a document holds next is tried first.
     */
    private static final FieldNames FIELD_NAMES = FieldNames.of("reading", "readingCodec", "X", "ID", "Reads", "BsonType", "lines", "Lines", "index", "expected");

    /**
     * What the ordered pass reads: each component's header (null where its BSON type is not fixed),
     * the discriminator, the order this codec writes, and the other names components decode from.
     */
    private static final LayoutTable LAYOUT_TABLE = LayoutTable.of(FIELD_NAMES,
            new byte[][] {READING_HEADER, READING_CODEC_HEADER, X__HEADER, ID__HEADER, READS_HEADER, BSON_TYPE_HEADER, LINES_HEADER, LINES__HEADER, INDEX_HEADER, EXPECTED_HEADER},
            null,
            new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9});

    /**
     * The field orders of the documents this codec read last, which it expects next.
     */
    private final LearnedLayouts layouts = new LearnedLayouts(LAYOUT_TABLE);

    private final ReadingBsonCodec readingCodec_;

    public ClashBsonCodec(CodecRegistry registry) {
        this.readingCodec_ = new ReadingBsonCodec(registry);
    }

    @Override
    public Clash decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Clash decoded = DocumentSource.decode(binary, this, context);
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
    public Clash decode(byte[] bytes, int start, DecoderContext context, int depth) {
        Reading reading = null;
        String readingCodec = null;
        double X = 0.0;
        String ID = null;
        int Reads = 0;
        String BsonType = null;
        List<String> lines = null;
        List<String> Lines = null;
        int index_ = 0;
        long expected_ = 0L;
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
                valueStart = ElementHeader.end(bytes, position, limit, READING_HEADER, 0x676e696461657203L, 0x676e6964616572L);
                if (valueStart < 0) {
                    // not the first field this codec writes: past a leading _id it does not map, else the layouts
                    orderedFrom = layouts.orderedStart(bytes, position, limit);
                    if (orderedFrom < 0) {
                        break ordered;
                    }
                    position = orderedFrom;
                    valueStart = ElementHeader.end(bytes, position, limit, READING_HEADER, 0x676e696461657203L, 0x676e6964616572L);
                    if (valueStart < 0) {
                        break ordered;
                    }
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                reading = ByteReads.nested(readingCodec_, bytes, 0x03, valueStart, context, depth, READING);
                position = valueEnd;
                expected = 1;
                valueStart = ElementHeader.end(bytes, position, limit, READING_CODEC_HEADER, 0x676e696461657202L, 0x6365646f43676eL);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 1)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                readingCodec = ByteReads.string(bytes, 0x02, valueStart, valueEnd, READING_CODEC);
                position = valueEnd;
                expected = 2;
                valueStart = ElementHeader.end(bytes, position, limit, X__HEADER, 0x5801L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 2)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                X = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, X_);
                position = valueEnd;
                expected = 3;
                valueStart = ElementHeader.end(bytes, position, limit, ID__HEADER, 0x444902L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 3)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                ID = ByteReads.string(bytes, 0x02, valueStart, valueEnd, ID_);
                position = valueEnd;
                expected = 4;
                valueStart = ElementHeader.end(bytes, position, limit, READS_HEADER, 0x736461655210L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 4)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x10, valueStart, limit, 4);
                Reads = ByteReads.intValue(bytes, 0x10, valueStart, valueEnd, READS);
                position = valueEnd;
                expected = 5;
                valueStart = ElementHeader.end(bytes, position, limit, BSON_TYPE_HEADER, 0x7079546e6f734202L, 0x657079546e6f73L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 5)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                BsonType = ByteReads.string(bytes, 0x02, valueStart, valueEnd, BSON_TYPE);
                position = valueEnd;
                expected = 6;
                valueStart = ElementHeader.end(bytes, position, limit, LINES_HEADER, 0x73656e696c04L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 6)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                lines = parseLines(bytes, 0x04, valueStart, valueEnd, context, depth);
                position = valueEnd;
                expected = 7;
                valueStart = ElementHeader.end(bytes, position, limit, LINES__HEADER, 0x73656e694c04L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 7)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                Lines = parseLines_(bytes, 0x04, valueStart, valueEnd, context, depth);
                position = valueEnd;
                expected = 8;
                valueStart = ElementHeader.end(bytes, position, limit, INDEX_HEADER, 0x7865646e6910L, 0L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 8)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x10, valueStart, limit, 4);
                index_ = ByteReads.intValue(bytes, 0x10, valueStart, valueEnd, INDEX);
                position = valueEnd;
                expected = 9;
                valueStart = ElementHeader.end(bytes, position, limit, EXPECTED_HEADER, 0x6574636570786512L, 0x64657463657078L);
                if (valueStart < 0 && (valueStart = layouts.pastUnmapped(bytes, position, limit, 9)) < 0) {
                    break ordered;
                }
                valueEnd = BsonBytes.fixedEnd(0x12, valueStart, limit, 8);
                expected_ = ByteReads.longValue(bytes, 0x12, valueStart, valueEnd, EXPECTED);
                position = valueEnd;
                expected = 10;
                // every component read: past the fields the record does not map after them
                position = layouts.pastUnmappedTail(bytes, position, limit);
            }
            // its first field surprised the pass, or a later one past a leading _id, skipped or read (a
            // stored document in another layout), or the layouts read this codec's documents lately
            if (position < limit && (position == orderedFrom || layouts.stoppedPastId(orderedFrom, start, expected, 10))) {
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
                    case 0 -> reading = ByteReads.isNull(type) ? null : ByteReads.nested(readingCodec_, bytes, type, valueStart, context, depth, READING);
                    case 1 -> readingCodec = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, READING_CODEC);
                    case 2 -> X = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, X_);
                    case 3 -> ID = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, ID_);
                    case 4 -> Reads = ByteReads.intValue(bytes, type, valueStart, valueEnd, READS);
                    case 5 -> BsonType = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, BSON_TYPE);
                    case 6 -> lines = parseLines(bytes, type, valueStart, valueEnd, context, depth);
                    case 7 -> Lines = parseLines_(bytes, type, valueStart, valueEnd, context, depth);
                    case 8 -> index_ = ByteReads.intValue(bytes, type, valueStart, valueEnd, INDEX);
                    case 9 -> expected_ = ByteReads.longValue(bytes, type, valueStart, valueEnd, EXPECTED);
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
            throw DecodePaths.malformed(e, "golden.Clash", null);
        }
        if (fromLayouts) {
            return decodeFromLayouts(bytes, start, limit, context, depth);
        }
        try {
            return new Clash(reading, readingCodec, X, ID, Reads, BsonType, lines, Lines, index_, expected_);
        } catch (RuntimeException e) {
            throw io.github.bsonrecords.codec.read.Reads.constructorFailed("golden.Clash", e);
        }
    }

    /**
     * {@code decode} of a document whose first field is not the one this codec writes first (the
     * server's {@code _id}, another order): its fields in the layouts this codec has learned.
     */
    private Clash decodeFromLayouts(byte[] bytes, int start, int limit, DecoderContext context,
            int depth) {
        Reading reading = null;
        String readingCodec = null;
        double X = 0.0;
        String ID = null;
        int Reads = 0;
        String BsonType = null;
        List<String> lines = null;
        List<String> Lines = null;
        int index_ = 0;
        long expected_ = 0L;
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
            int stringAt3 = -1;
            int stringEnd3 = 0;
            int stringAt5 = -1;
            int stringEnd5 = 0;
            // to the END step after the layout's last; at the document's end no header matches
            learned: while (true) {
                int valueStart;
                int valueEnd = -1;
                switch (steps[step]) {
                    case 0 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, READING_HEADER, 0x676e696461657203L, 0x676e6964616572L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        reading = ByteReads.nested(readingCodec_, bytes, 0x03, valueStart, context, depth, READING);
                    }
                    case 1 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, READING_CODEC_HEADER, 0x676e696461657202L, 0x6365646f43676eL);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt1 = valueStart;
                        stringEnd1 = valueEnd;
                    }
                    case 2 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, X__HEADER, 0x5801L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x01, valueStart, limit, 8);
                        X = ByteReads.doubleValue(bytes, 0x01, valueStart, valueEnd, X_);
                    }
                    case 3 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, ID__HEADER, 0x444902L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt3 = valueStart;
                        stringEnd3 = valueEnd;
                    }
                    case 4 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, READS_HEADER, 0x736461655210L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x10, valueStart, limit, 4);
                        Reads = ByteReads.intValue(bytes, 0x10, valueStart, valueEnd, READS);
                    }
                    case 5 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, BSON_TYPE_HEADER, 0x7079546e6f734202L, 0x657079546e6f73L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.stringEnd(bytes, valueStart, limit);
                        stringAt5 = valueStart;
                        stringEnd5 = valueEnd;
                    }
                    case 6 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, LINES_HEADER, 0x73656e696c04L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        lines = parseLines(bytes, 0x04, valueStart, valueEnd, context, depth);
                    }
                    case 7 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, LINES__HEADER, 0x73656e694c04L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.embeddedDocumentEnd(bytes, valueStart, limit);
                        Lines = parseLines_(bytes, 0x04, valueStart, valueEnd, context, depth);
                    }
                    case 8 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, INDEX_HEADER, 0x7865646e6910L, 0L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x10, valueStart, limit, 4);
                        index_ = ByteReads.intValue(bytes, 0x10, valueStart, valueEnd, INDEX);
                    }
                    case 9 -> {
                        valueStart = ElementHeader.end(bytes, position, limit, EXPECTED_HEADER, 0x6574636570786512L, 0x64657463657078L);
                        if (valueStart < 0) {
                            break;
                        }
                        valueEnd = BsonBytes.fixedEnd(0x12, valueStart, limit, 8);
                        expected_ = ByteReads.longValue(bytes, 0x12, valueStart, valueEnd, EXPECTED);
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
                readingCodec = ByteReads.string(bytes, 0x02, stringAt1, stringEnd1, READING_CODEC);
            }
            if (stringAt3 >= 0) {
                ID = ByteReads.string(bytes, 0x02, stringAt3, stringEnd3, ID_);
            }
            if (stringAt5 >= 0) {
                BsonType = ByteReads.string(bytes, 0x02, stringAt5, stringEnd5, BSON_TYPE);
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
                    case 0 -> reading = ByteReads.isNull(type) ? null : ByteReads.nested(readingCodec_, bytes, type, valueStart, context, depth, READING);
                    case 1 -> readingCodec = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, READING_CODEC);
                    case 2 -> X = ByteReads.doubleValue(bytes, type, valueStart, valueEnd, X_);
                    case 3 -> ID = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, ID_);
                    case 4 -> Reads = ByteReads.intValue(bytes, type, valueStart, valueEnd, READS);
                    case 5 -> BsonType = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, BSON_TYPE);
                    case 6 -> lines = parseLines(bytes, type, valueStart, valueEnd, context, depth);
                    case 7 -> Lines = parseLines_(bytes, type, valueStart, valueEnd, context, depth);
                    case 8 -> index_ = ByteReads.intValue(bytes, type, valueStart, valueEnd, INDEX);
                    case 9 -> expected_ = ByteReads.longValue(bytes, type, valueStart, valueEnd, EXPECTED);
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
            throw DecodePaths.malformed(e, "golden.Clash", null);
        }
        try {
            return new Clash(reading, readingCodec, X, ID, Reads, BsonType, lines, Lines, index_, expected_);
        } catch (RuntimeException e) {
            throw io.github.bsonrecords.codec.read.Reads.constructorFailed("golden.Clash", e);
        }
    }

    @Override
    public Clash decode(BsonReader reader, DecoderContext context, int depth) {
        Reading reading = null;
        String readingCodec = null;
        double X = 0.0;
        String ID = null;
        int Reads = 0;
        String BsonType = null;
        List<String> lines = null;
        List<String> Lines = null;
        int index_ = 0;
        long expected_ = 0L;
        reader.readStartDocument();
        String fieldName = null;
        try {
            while (reader.readBsonType() != org.bson.BsonType.END_OF_DOCUMENT) {
                switch (fieldName = reader.readName()) {
                    case "reading" -> reading = io.github.bsonrecords.codec.read.Reads.consumeNull(reader) ? null : io.github.bsonrecords.codec.read.Reads.nested(readingCodec_, reader, context, depth, READING);
                    case "readingCodec" -> readingCodec = io.github.bsonrecords.codec.read.Reads.consumeNull(reader) ? null : io.github.bsonrecords.codec.read.Reads.string(reader, READING_CODEC);
                    case "X" -> X = io.github.bsonrecords.codec.read.Reads.doubleValue(reader, X_);
                    case "ID" -> ID = io.github.bsonrecords.codec.read.Reads.consumeNull(reader) ? null : io.github.bsonrecords.codec.read.Reads.string(reader, ID_);
                    case "Reads" -> Reads = io.github.bsonrecords.codec.read.Reads.intValue(reader, READS);
                    case "BsonType" -> BsonType = io.github.bsonrecords.codec.read.Reads.consumeNull(reader) ? null : io.github.bsonrecords.codec.read.Reads.string(reader, BSON_TYPE);
                    case "lines" -> lines = ScalarContainers.list(reader, ScalarContainers.Element.STRING, LINES);
                    case "Lines" -> Lines = ScalarContainers.list(reader, ScalarContainers.Element.STRING, LINES_);
                    case "index" -> index_ = io.github.bsonrecords.codec.read.Reads.intValue(reader, INDEX);
                    case "expected" -> expected_ = io.github.bsonrecords.codec.read.Reads.longValue(reader, EXPECTED);
                    default -> reader.skipValue();
                }
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.field(e, fieldName, null);
        } catch (BsonSerializationException e) {
            throw DecodePaths.malformed(e, "golden.Clash", null);
        }
        reader.readEndDocument();
        try {
            return new Clash(reading, readingCodec, X, ID, Reads, BsonType, lines, Lines, index_, expected_);
        } catch (RuntimeException e) {
            throw io.github.bsonrecords.codec.read.Reads.constructorFailed("golden.Clash", e);
        }
    }

    private List<String> parseLines(byte[] bytes, int type, int start, int end,
            DecoderContext context, int depth) {
        List<String> result;
        if (ByteReads.isNull(type)) {
            result = null;
        } else {
            ByteReads.expect(bytes, type, start, org.bson.BsonType.ARRAY, LINES);
            result = StringLists.read(bytes, start, end, LINES);
        }
        return result;
    }

    private List<String> parseLines_(byte[] bytes, int type, int start, int end,
            DecoderContext context, int depth) {
        List<String> result;
        if (ByteReads.isNull(type)) {
            result = null;
        } else {
            ByteReads.expect(bytes, type, start, org.bson.BsonType.ARRAY, LINES_);
            result = StringLists.read(bytes, start, end, LINES_);
        }
        return result;
    }

    @Override
    public void encode(BsonWriter writer, Clash value, EncoderContext context) {
        if (!WriterDispatch.encodedAsBytes(this, writer, value, context)) {
            encodeWithWriter(writer, value, context);
        }
    }

    /**
     * Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the
     * codecs of enclosing records and by {@code BsonRecords}.
     */
    @Override
    public void encode(BsonBuffer buffer, Clash value, EncoderContext context) {
        Reading reading = value.reading();
        if (reading != null) {
            buffer.putBytes(READING_HEADER);
            ByteWrites.nested(readingCodec_, buffer, reading, context);
        }
        String readingCodec = value.readingCodec();
        if (readingCodec != null) {
            buffer.putBytes(READING_CODEC_HEADER);
            ByteWrites.string(buffer, readingCodec, READING_CODEC);
        }
        buffer.putBytes(X__HEADER);
        ByteWrites.doubleValue(buffer, value.X(), X_);
        String ID = value.ID();
        if (ID != null) {
            buffer.putBytes(ID__HEADER);
            ByteWrites.string(buffer, ID, ID_);
        }
        buffer.putBytes(READS_HEADER);
        ByteWrites.intValue(buffer, value.Reads(), READS);
        String BsonType = value.BsonType();
        if (BsonType != null) {
            buffer.putBytes(BSON_TYPE_HEADER);
            ByteWrites.string(buffer, BsonType, BSON_TYPE);
        }
        List<String> lines = value.lines();
        if (lines != null) {
            buffer.putBytes(LINES_HEADER);
            ScalarElements.STRING.putArray(buffer, lines, LINES);
        }
        List<String> Lines = value.Lines();
        if (Lines != null) {
            buffer.putBytes(LINES__HEADER);
            ScalarElements.STRING.putArray(buffer, Lines, LINES_);
        }
        buffer.putBytes(INDEX_HEADER);
        ByteWrites.intValue(buffer, value.index(), INDEX);
        buffer.putBytes(EXPECTED_HEADER);
        ByteWrites.longValue(buffer, value.expected(), EXPECTED);
    }

    private void encodeWithWriter(BsonWriter writer, Clash value, EncoderContext context) {
        writer.writeStartDocument();
        Reading reading = value.reading();
        if (reading != null) {
            writer.writeName("reading");
            readingCodec_.encode(writer, reading, context);
        }
        String readingCodec = value.readingCodec();
        if (readingCodec != null) {
            writer.writeName("readingCodec");
            Writes.string(writer, readingCodec, READING_CODEC);
        }
        writer.writeName("X");
        Writes.doubleValue(writer, value.X(), X_);
        String ID = value.ID();
        if (ID != null) {
            writer.writeName("ID");
            Writes.string(writer, ID, ID_);
        }
        writer.writeName("Reads");
        Writes.intValue(writer, value.Reads(), READS);
        String BsonType = value.BsonType();
        if (BsonType != null) {
            writer.writeName("BsonType");
            Writes.string(writer, BsonType, BSON_TYPE);
        }
        List<String> lines = value.lines();
        if (lines != null) {
            writer.writeName("lines");
            ScalarElements.STRING.writeArray(writer, lines, LINES);
        }
        List<String> Lines = value.Lines();
        if (Lines != null) {
            writer.writeName("Lines");
            ScalarElements.STRING.writeArray(writer, Lines, LINES_);
        }
        writer.writeName("index");
        Writes.intValue(writer, value.index(), INDEX);
        writer.writeName("expected");
        Writes.longValue(writer, value.expected(), EXPECTED);
        writer.writeEndDocument();
    }

    @Override
    public Class<Clash> getEncoderClass() {
        return Clash.class;
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return RecordShape.of("golden.Clash", null, false,
                FieldShape.of("reading", ValueShape.nested(readingCodec_), FieldShape.WhenAbsent.NULL, "reading"),
                FieldShape.of("readingCodec", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "readingCodec"),
                FieldShape.of("X", ValueShape.scalar("double", 0x01, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "X"),
                FieldShape.of("ID", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "ID"),
                FieldShape.of("Reads", ValueShape.scalar("int", 0x10, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "Reads"),
                FieldShape.of("BsonType", ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A), FieldShape.WhenAbsent.NULL, "BsonType"),
                FieldShape.of("lines", ValueShape.sequence(ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A)), FieldShape.WhenAbsent.NULL, "lines"),
                FieldShape.of("Lines", ValueShape.sequence(ValueShape.scalar("String", 0x02, 0x02, 0x0E, 0x0A)), FieldShape.WhenAbsent.NULL, "Lines"),
                FieldShape.of("index", ValueShape.scalar("int", 0x10, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "index"),
                FieldShape.of("expected", ValueShape.scalar("long", 0x12, 0x10, 0x12, 0x01, 0x13), FieldShape.WhenAbsent.ZERO, "expected"));
    }
}
