package io.github.bsonrecords.codec.document;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.internal.BsonTypeCodes;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.bson.BsonReader;
import org.bson.BsonReaderMark;
import org.bson.BsonSerializationException;
import org.bson.BsonType;

/**
 * The discriminator of a sealed interface's codec: its key and the value of each permitted
 * record, in the order the generated codec numbers its subtypes. Decoding finds the key wherever
 * it is in the document and matches its value on the bytes (no {@code String}); the reader path
 * looks ahead with a mark, as the driver's {@code PojoCodec} does, and resets.
 */
public final class Discriminators {
    private final String interfaceName;
    private final String key;
    private final byte[] keyBytes;
    private final String[] values;
    private final byte[][] valueBytes;

    private Discriminators(String interfaceName, String key, String[] values) {
        this.interfaceName = interfaceName;
        this.key = key;
        this.keyBytes = key.getBytes(StandardCharsets.UTF_8);
        this.values = values;
        this.valueBytes = new byte[values.length][];
        for (int i = 0; i < values.length; i++) {
            valueBytes[i] = values[i].getBytes(StandardCharsets.UTF_8);
        }
    }

    /** The discriminator of {@code interfaceName} (its qualified name, for errors): {@code key}, and one value per subtype. */
    public static Discriminators of(String interfaceName, String key, String... values) {
        return new Discriminators(interfaceName, key, values.clone());
    }

    /**
     * The index of the subtype whose value the discriminator field of the document at {@code start}
     * holds. Fields before it are walked by their sizes (checked as everywhere else); the subtype's
     * codec then decodes the whole document.
     *
     * @throws BsonRecordDecodingException if the field is missing, not a string, or names no subtype
     */
    public int find(byte[] bytes, int start) {
        int limit = BsonBytes.documentEnd(bytes, start) - 1;
        int position = start + 4;
        while (position < limit) {
            int type = bytes[position] & 0xFF;
            int nameEnd = BsonBytes.nameEnd(bytes, position + 1, limit);
            int valueEnd = BsonBytes.valueEnd(bytes, type, nameEnd + 1, limit);
            if (nameEnd - position - 1 == keyBytes.length
                    && Arrays.equals(bytes, position + 1, nameEnd, keyBytes, 0, keyBytes.length)) {
                if (type != BsonTypeCodes.STRING) {
                    throw notAString(BsonTypeCodes.describe(BsonTypeCodes.bsonType(type)));
                }
                // the string's UTF-8 bytes: after its int32 length, before its terminating 0
                int from = nameEnd + 1 + 4;
                int to = valueEnd - 1;
                for (int i = 0; i < valueBytes.length; i++) {
                    if (Arrays.equals(bytes, from, to, valueBytes[i], 0, valueBytes[i].length)) {
                        return i;
                    }
                }
                throw unknown(new String(bytes, from, to - from, StandardCharsets.UTF_8));
            }
            position = valueEnd;
        }
        throw missing();
    }

    /**
     * {@link #find(byte[], int)} through the reader API: reads ahead from a mark to the
     * discriminator and resets, so that the subtype's codec reads the document from its start.
     */
    public int find(BsonReader reader) {
        BsonReaderMark mark = reader.getMark();
        try {
            reader.readStartDocument();
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                if (!reader.readName().equals(key)) {
                    reader.skipValue();
                    continue;
                }
                if (reader.getCurrentBsonType() != BsonType.STRING) {
                    throw notAString(BsonTypeCodes.describe(reader.getCurrentBsonType()));
                }
                String value = reader.readString();
                for (int i = 0; i < values.length; i++) {
                    if (values[i].equals(value)) {
                        return i;
                    }
                }
                throw unknown(value);
            }
            throw missing();
        } finally {
            mark.reset();
        }
    }

    /** A value of the interface that none of the generated codec's subtypes is (a class compiled after it). */
    public BsonSerializationException unknownSubtype(Object value) {
        return new BsonSerializationException("Cannot encode " + value.getClass().getName() + " as " + interfaceName
                + ": it is not one of the permitted records the generated codec knows (" + known()
                + "); compile " + interfaceName + " and its records together again");
    }

    private BsonRecordDecodingException missing() {
        return new BsonRecordDecodingException(Kind.DISCRIMINATOR, interfaceName, "the document has no discriminator field '"
                + key + "' to tell which record it is (known values: " + known() + ")", null);
    }

    private BsonRecordDecodingException notAString(String found) {
        return new BsonRecordDecodingException(Kind.DISCRIMINATOR, interfaceName, "the discriminator field '" + key
                + "' holds " + found + ", expected a string (known values: " + known() + ")", null);
    }

    private BsonRecordDecodingException unknown(String found) {
        String shown = found.length() <= 64 ? found : found.substring(0, 61) + "...";
        return new BsonRecordDecodingException(Kind.DISCRIMINATOR, interfaceName, "the discriminator field '" + key
                + "' holds \"" + shown + "\", which names no permitted record (known values: " + known() + ")", null);
    }

    private String known() {
        StringBuilder text = new StringBuilder();
        for (String value : values) {
            text.append(text.length() == 0 ? "\"" : ", \"").append(value).append('"');
        }
        return text.toString();
    }
}
