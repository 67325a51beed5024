package io.github.bsonrecords.spring;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.bson.BsonBinaryWriter;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;

/**
 * A record and the {@code org.bson.Document} Spring handles, through the record's generated codec:
 * a record becomes the document of exactly the BSON its codec writes (written straight into the
 * document), and a document is read by the codec as the BSON it was decoded from; a {@code String} id
 * stored as Spring Data stores it ({@link HexStringIds}). The registry is the client's (for components the generated codecs hand to
 * other codecs), resolved on first use.
 */
public final class RecordDocuments {
    private static final DecoderContext DECODE = DecoderContext.builder().build();
    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    /** Most records' documents fit; the buffer grows for larger ones. */
    private static final int INITIAL_BYTES = 256;

    private final Supplier<CodecRegistry> registrySource;
    private volatile CodecRegistry registry;
    private volatile DocumentCodec documents;
    /** Each record's codec, looked up once: the registry's lookup allocates a key on every call. */
    private final Map<Class<?>, Codec<?>> codecs = new ConcurrentHashMap<>();

    /** With the generated codecs in front of the driver's defaults. */
    public RecordDocuments() {
        this(() -> BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry()));
    }

    /** With the registry {@code registry} supplies when first needed (the client's, holding the generated codecs). */
    public RecordDocuments(Supplier<CodecRegistry> registry) {
        this.registrySource = Objects.requireNonNull(registry, "registry");
    }

    public <T> T read(Document stored, Class<T> type) {
        Document document = HexStringIds.applies(type) ? HexStringIds.forCodec(stored) : stored;
        CodecRegistry codecs = registry();
        DocumentReader reader = new DocumentReader(document);
        try {
            return codec(type, codecs).decode(reader, DECODE);
        } catch (RuntimeException e) {
            if (!reader.unmapped()) {
                throw e;
            }
        }
        return readBytes(document, type, codecs);
    }

    /** Through the bytes {@code DocumentCodec} writes for the document: for values {@link DocumentReader} does not map. */
    private <T> T readBytes(Document document, Class<T> type, CodecRegistry codecs) {
        // not new RawBsonDocument(document, codec), which keeps its writer's whole 1 KiB buffer per document
        BasicOutputBuffer bytes = new BasicOutputBuffer(INITIAL_BYTES);
        try (BsonBinaryWriter writer = new BsonBinaryWriter(bytes)) {
            documents.encode(writer, document, ENCODE);
        }
        return BsonRecords.fromBson(new RawBsonDocument(bytes.getInternalBuffer(), 0, bytes.getPosition()), type, codecs);
    }

    /**
     * The document of the record's codec BSON, written straight into a {@code Document}
     * ({@link DocumentWriter}); a value it does not map goes through the bytes instead.
     */
    public Document write(Object record) {
        Document document = codecDocument(record);
        return HexStringIds.applies(record.getClass()) ? HexStringIds.stored(document) : document;
    }

    private Document codecDocument(Object record) {
        CodecRegistry codecs = registry();
        DocumentWriter writer = new DocumentWriter();
        try {
            encode(codec(record.getClass(), codecs), writer, record);
            return writer.document();
        } catch (RuntimeException e) {
            if (!writer.unmapped()) {
                throw e;
            }
        }
        return writeBytes(record, codecs);
    }

    @SuppressWarnings("unchecked")
    private static <T> void encode(Codec<T> codec, DocumentWriter writer, Object record) {
        codec.encode(writer, (T) record, ENCODE);
    }

    /** Through the bytes the codec writes, decoded by {@code DocumentCodec}: for values {@link DocumentWriter} does not map. */
    Document writeBytes(Object record, CodecRegistry codecs) {
        RawBsonDocument bytes = BsonRecords.toRawBson(record, codecs);
        return documents.decode(bytes.asBsonReader(), DECODE);
    }

    @SuppressWarnings("unchecked")
    private <T> Codec<T> codec(Class<T> type, CodecRegistry registry) {
        Codec<?> codec = codecs.get(type);
        if (codec == null) {
            codec = registry.get(type);
            codecs.put(type, codec);
        }
        return (Codec<T>) codec;
    }

    CodecRegistry registry() {
        CodecRegistry codecs = registry;
        if (codecs == null) {
            codecs = registrySource.get();
            documents = new DocumentCodec(codecs);
            registry = codecs;
        }
        return codecs;
    }

}
