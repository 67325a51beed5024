package io.github.bsonrecords.codec.document;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.BsonRecordEncodingException;
import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.codec.write.BsonBuffer;
import io.github.bsonrecords.codec.write.ByteWrites;
import io.github.bsonrecords.internal.Endian;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.bson.BsonBinaryReader;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonValue;
import org.bson.BsonWriter;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.BsonValueCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/**
 * A record's {@code @BsonExtraElements} component: every field no other component claims, kept on
 * decode and written back after the record's own fields on encode, so that a read-modify-write
 * through an older record loses nothing.
 *
 * <p>Decoding collects the unknown fields as they come: on the byte path their bytes, copied as
 * they are ({@link Collected}, made on the first unknown field, so a document without one costs
 * nothing), on the reader path as a {@code BsonDocument}; at the end they become the component's
 * type: {@code RawBsonDocument} (the bytes themselves), {@code BsonDocument}, or
 * {@code Map<String, Object>} (values decoded by the registry's codec for {@code Object}, as a
 * {@code Map<String, Object>} component's). With no unknown field the component is empty, never null.
 *
 * <p>Encoding writes each element after the record's fields, but for an {@code _id} that no component
 * claims, which goes first (where MongoDB keeps it; the generated code asks for it with
 * {@link #putId}/{@link #writeId} before the fields). An element named like a field the
 * record writes or reads (a component's name or alias, the discriminator key), or starting with
 * {@code $}, or holding a NUL, is refused: writing it would give the document two fields of one
 * name, or a name the server or the driver's replacement check refuses.
 */
public final class ExtraElements {
    private static final BsonDocumentCodec DOCUMENTS = new BsonDocumentCodec();
    private static final BsonValueCodec VALUES = new BsonValueCodec();
    private static final RawBsonDocument EMPTY_RAW = new RawBsonDocument(new byte[] {5, 0, 0, 0, 0});
    private static final int INITIAL_CAPACITY = 64;
    /** Up to this many unknown fields, names are compared pair by pair (a word first) rather than through a set. */
    private static final int PAIRWISE = 32;
    private static final String ID = "_id";

    private final String recordName;
    private final String componentName;
    private final Set<String> claimed;
    /** Whether an {@code _id} among the extra elements is written first, apart from the others. */
    private final boolean idFirst;

    private ExtraElements(String recordName, String componentName, Set<String> claimed) {
        this.recordName = recordName;
        this.componentName = componentName;
        this.claimed = claimed;
        this.idFirst = !claimed.contains(ID);
    }

    /** The extra elements of {@code recordName.componentName}, and the names the record's own fields claim. */
    public static ExtraElements of(String recordName, String componentName, String... claimedNames) {
        return new ExtraElements(recordName, componentName, Set.of(claimedNames));
    }

    /** Unknown fields' bytes, in document order, as the byte path collects them. */
    public static final class Collected {
        private byte[] bytes = new byte[INITIAL_CAPACITY];
        private int size = 4;
        private int count;
        /** The first field's {@link #name}; {@link #names} holds every field's from the second on. */
        private long first;
        private long[] names;

        private Collected() {
        }

        /** Copies the element at {@code [from, to)} of {@code source}, whose name ends (its 0) at {@code nameEnd}. */
        private void add(byte[] source, int from, int nameEnd, int to) {
            int length = to - from;
            if (bytes.length - size < length + 1) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + length + 1));
            }
            long name = name(source, from + 1, nameEnd, size + 1);
            System.arraycopy(source, from, bytes, size, length);
            size += length;
            if (count == 0) {
                first = name;
            } else {
                if (names == null) {
                    names = new long[8];
                    names[0] = first;
                } else if (count == names.length) {
                    names = Arrays.copyOf(names, count * 2);
                }
                names[count] = name;
            }
            count++;
        }

        /**
         * A field's name as compared for repeats: a hash of its first (up to) 8 bytes and its length in
         * the high 32 bits, where it starts in {@link #bytes} in the low 32.
         */
        private static long name(byte[] source, int start, int end, int at) {
            int length = end - start;
            long word = BsonBytes.nameWord(source, start, Math.min(length, Long.BYTES));
            int hash = (int) (word ^ (word >>> 32)) * 31 + length;
            return ((long) hash << 32) | at;
        }

        /** Whether two of the fields have one name: then the document is not what the reader path keeps. */
        private boolean repeatsAName() {
            if (count < 2) {
                return false;
            }
            if (count > PAIRWISE) {
                Set<String> seen = new HashSet<>();
                for (int i = 0; i < count; i++) {
                    int start = (int) names[i];
                    if (!seen.add(new String(bytes, start, BsonBytes.nameEnd(bytes, start, size) - start, StandardCharsets.UTF_8))) {
                        return true;
                    }
                }
                return false;
            }
            for (int i = 1; i < count; i++) {
                for (int j = 0; j < i; j++) {
                    if ((names[i] >>> 32) == (names[j] >>> 32) && sameName((int) names[i], (int) names[j])) {
                        return true;
                    }
                }
            }
            return false;
        }

        private boolean sameName(int a, int b) {
            return Arrays.equals(bytes, a, BsonBytes.nameEnd(bytes, a, size), bytes, b, BsonBytes.nameEnd(bytes, b, size));
        }

        /** The fields as one document: size, elements, terminator. */
        private byte[] document() {
            byte[] document = Arrays.copyOf(bytes, size + 1);
            Endian.putInt(document, 0, size + 1);
            return document;
        }
    }

    // ---- decoding

    /**
     * Adds the element at {@code [elementStart, valueEnd)} (type, name, value) of {@code bytes}, after
     * checking its value as strictly as a skipped field's; returns the collection, made on first use.
     */
    public static Collected collect(Collected collected, byte[] bytes, int type, int elementStart, int valueStart,
            int valueEnd) {
        BsonBytes.checkSkipped(bytes, type, valueStart, valueEnd);
        Collected into = collected != null ? collected : new Collected();
        into.add(bytes, elementStart, valueStart - 1, valueEnd);
        return into;
    }

    /** Adds the reader's current value under {@code name}: the reader path's collection, made on first use. */
    public static BsonDocument collect(BsonDocument collected, BsonReader reader, String name, DecoderContext context) {
        BsonDocument into = collected != null ? collected : new BsonDocument();
        into.put(name, VALUES.decode(reader, context));
        return into;
    }

    /**
     * {@link #collect(Collected, byte[], int, int, int, int)} for a sealed interface's record, which
     * writes the field {@code discriminator} (type, name, 0, value) itself: a field of that name, whatever
     * its value, is skipped (checked as a skipped field) rather than kept, as the driver's
     * {@code PojoCodec} does.
     */
    public static Collected collect(Collected collected, byte[] bytes, int type, int elementStart, int valueStart,
            int valueEnd, byte[] discriminator) {
        // the name is the key when it has the key's length (the 0 after it) and bytes
        int nameLength = valueStart - elementStart - 2;
        if (nameLength + 1 < discriminator.length && discriminator[nameLength + 1] == 0
                && Arrays.equals(bytes, elementStart + 1, valueStart - 1, discriminator, 1, nameLength + 1)) {
            BsonBytes.checkSkipped(bytes, type, valueStart, valueEnd);
            return collected;
        }
        return collect(collected, bytes, type, elementStart, valueStart, valueEnd);
    }

    /** {@link #collect(BsonDocument, BsonReader, String, DecoderContext)}, but the discriminator field {@code key} is skipped. */
    public static BsonDocument collect(BsonDocument collected, BsonReader reader, String name, DecoderContext context,
            String key) {
        if (key.equals(name)) {
            reader.skipValue();
            return collected;
        }
        return collect(collected, reader, name, context);
    }

    /**
     * The fields' bytes as they came; but a name repeated among them keeps its last value where it
     * first came, as on the reader path (which collects into a {@code BsonDocument}) and as a mapped
     * field named twice keeps its last value.
     */
    public RawBsonDocument rawDocument(Collected collected) {
        if (collected == null) {
            return EMPTY_RAW;
        }
        RawBsonDocument document = new RawBsonDocument(collected.document());
        return collected.repeatsAName() ? new RawBsonDocument(document.decode(DOCUMENTS), DOCUMENTS) : document;
    }

    public RawBsonDocument rawDocument(BsonDocument collected) {
        return collected == null ? EMPTY_RAW : new RawBsonDocument(collected, DOCUMENTS);
    }

    public BsonDocument bsonDocument(Collected collected) {
        return collected == null ? new BsonDocument() : rawDocument(collected).decode(DOCUMENTS);
    }

    public BsonDocument bsonDocument(BsonDocument collected) {
        return collected == null ? new BsonDocument() : collected;
    }

    public Map<String, Object> map(Collected collected, Codec<Object> values, DecoderContext context) {
        if (collected == null) {
            return new LinkedHashMap<>();
        }
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(collected.document()))) {
            return map(reader, values, context);
        }
    }

    public Map<String, Object> map(BsonDocument collected, Codec<Object> values, DecoderContext context) {
        return collected == null ? new LinkedHashMap<>() : map(new BsonDocumentReader(collected), values, context);
    }

    /** Each field of the reader's document through {@code values}, BSON null as null: a {@code Map<String, Object>} component's decoding. */
    private Map<String, Object> map(BsonReader reader, Codec<Object> values, DecoderContext context) {
        Map<String, Object> map = new LinkedHashMap<>();
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            String key = reader.readName();
            if (reader.getCurrentBsonType() == BsonType.NULL) {
                reader.readNull();
                map.put(key, null);
                continue;
            }
            try {
                map.put(key, context.decodeWithChildContext(values, reader));
            } catch (RuntimeException e) {
                throw new BsonRecordDecodingException(Kind.VALUE_CODEC_FAILED, recordName, componentName, key,
                        "the extra element could not be decoded: " + e.getClass().getSimpleName() + ": " + e.getMessage(), e);
            }
        }
        reader.readEndDocument();
        return map;
    }

    // ---- encoding, into bytes

    /** The elements of {@code extras}, copied as they are, after the record's fields. */
    public void put(BsonBuffer buffer, RawBsonDocument extras) {
        putRaw(buffer, extras, false);
    }

    /** An {@code _id} among {@code extras}, first in the document, for a record with no {@code _id} component. */
    public void putId(BsonBuffer buffer, RawBsonDocument extras) {
        putRaw(buffer, extras, true);
    }

    private void putRaw(BsonBuffer buffer, RawBsonDocument extras, boolean idOnly) {
        if (extras == null) {
            return;
        }
        // read where the document lies when it shows its array (it does unless built on a direct buffer)
        ByteBuffer view = extras.getByteBuffer().asNIO();
        byte[] bytes;
        int start;
        if (view.hasArray()) {
            bytes = view.array();
            start = view.arrayOffset() + view.position();
        } else {
            bytes = new byte[view.remaining()];
            view.get(bytes);
            start = 0;
        }
        int limit = BsonBytes.documentEnd(bytes, start) - 1;
        int position = start + 4;
        while (position < limit) {
            int type = bytes[position] & 0xFF;
            int nameEnd = BsonBytes.nameEnd(bytes, position + 1, limit);
            int valueEnd = BsonBytes.valueEnd(bytes, type, nameEnd + 1, limit);
            String key = new String(bytes, position + 1, nameEnd - position - 1, StandardCharsets.UTF_8);
            if (isId(key) == idOnly) {
                check(key);
                buffer.putBytes(bytes, position, valueEnd - position);
            }
            position = valueEnd;
        }
    }

    public void put(BsonBuffer buffer, BsonDocument extras, EncoderContext context) {
        if (extras == null) {
            return;
        }
        for (Map.Entry<String, BsonValue> entry : extras.entrySet()) {
            if (!isId(entry.getKey())) {
                putValue(buffer, check(entry.getKey()), VALUES, entry.getValue(), context);
            }
        }
    }

    public void putId(BsonBuffer buffer, BsonDocument extras, EncoderContext context) {
        BsonValue id = idFirst && extras != null ? extras.get(ID) : null;
        if (id != null) {
            putValue(buffer, ID, VALUES, id, context);
        }
    }

    public void putId(BsonBuffer buffer, Map<String, ?> extras, Codec<Object> values, EncoderContext context) {
        if (idFirst && extras != null && extras.containsKey(ID)) {
            putEntry(buffer, ID, extras.get(ID), values, context);
        }
    }

    public void put(BsonBuffer buffer, Map<String, ?> extras, Codec<Object> values, EncoderContext context) {
        if (extras == null) {
            return;
        }
        for (Map.Entry<String, ?> entry : extras.entrySet()) {
            if (!isId(entry.getKey())) {
                putEntry(buffer, check(entry.getKey()), entry.getValue(), values, context);
            }
        }
    }

    private static void putEntry(BsonBuffer buffer, String key, Object value, Codec<Object> values,
            EncoderContext context) {
        if (value == null) {
            buffer.putByte(BsonType.NULL.getValue());
            buffer.putCString(key);
        } else {
            putValue(buffer, key, values, value, context);
        }
    }

    private static <T> void putValue(BsonBuffer buffer, String key, Codec<T> codec, T value, EncoderContext context) {
        byte[] encoded = ByteWrites.encode(buffer, codec, value, context);
        buffer.putByte(encoded[0]);
        buffer.putCString(key);
        buffer.putBytes(encoded, 1, encoded.length - 1);
    }

    // ---- encoding, through a writer

    public void write(BsonWriter writer, RawBsonDocument extras, EncoderContext context) {
        if (extras != null) {
            write(writer, extras.decode(DOCUMENTS), context);
        }
    }

    public void writeId(BsonWriter writer, RawBsonDocument extras, EncoderContext context) {
        if (idFirst && extras != null && extras.containsKey(ID)) {
            writeId(writer, extras.decode(DOCUMENTS), context);
        }
    }

    public void write(BsonWriter writer, BsonDocument extras, EncoderContext context) {
        if (extras == null) {
            return;
        }
        for (Map.Entry<String, BsonValue> entry : extras.entrySet()) {
            if (!isId(entry.getKey())) {
                writer.writeName(check(entry.getKey()));
                context.encodeWithChildContext(VALUES, writer, entry.getValue());
            }
        }
    }

    public void writeId(BsonWriter writer, BsonDocument extras, EncoderContext context) {
        BsonValue id = idFirst && extras != null ? extras.get(ID) : null;
        if (id != null) {
            writer.writeName(ID);
            context.encodeWithChildContext(VALUES, writer, id);
        }
    }

    public void write(BsonWriter writer, Map<String, ?> extras, Codec<Object> values, EncoderContext context) {
        if (extras == null) {
            return;
        }
        for (Map.Entry<String, ?> entry : extras.entrySet()) {
            if (!isId(entry.getKey())) {
                writeEntry(writer, check(entry.getKey()), entry.getValue(), values, context);
            }
        }
    }

    public void writeId(BsonWriter writer, Map<String, ?> extras, Codec<Object> values, EncoderContext context) {
        if (idFirst && extras != null && extras.containsKey(ID)) {
            writeEntry(writer, ID, extras.get(ID), values, context);
        }
    }

    private static void writeEntry(BsonWriter writer, String key, Object value, Codec<Object> values,
            EncoderContext context) {
        writer.writeName(key);
        if (value == null) {
            writer.writeNull();
        } else {
            context.encodeWithChildContext(values, writer, value);
        }
    }

    /** An {@code _id} written first by {@code putId}/{@code writeId}, so left out of the rest. */
    private boolean isId(String key) {
        return idFirst && ID.equals(key);
    }

    /** The element's name, if the document may hold it after the record's own fields. */
    private String check(String key) {
        String problem = key == null ? "an extra element has a null name"
                : key.indexOf('\0') >= 0 ? "the extra element's name holds a NUL character"
                : key.startsWith("$") ? "the extra element's name starts with '$', which MongoDB reserves for"
                        + " operators (and the driver refuses in a replacement)"
                : claimed.contains(key) ? "the record's own fields already claim that name, so the document would"
                        + " hold it twice"
                : null;
        if (problem != null) {
            throw new BsonRecordEncodingException(recordName, componentName,
                    key == null ? "null" : key.replace("\0", "\\0"), problem, null);
        }
        return key;
    }
}
