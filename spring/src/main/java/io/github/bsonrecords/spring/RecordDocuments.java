package io.github.bsonrecords.spring;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import java.util.Objects;
import java.util.function.Supplier;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * A record and the {@code org.bson.Document} Spring handles, through the record's generated codec:
 * a record becomes the document of exactly the bytes its codec writes, and a document is read by the
 * codec from its bytes. The registry is the client's (for components the generated codecs hand to
 * other codecs), resolved on first use.
 */
public final class RecordDocuments {
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    private final Supplier<CodecRegistry> registrySource;
    private volatile CodecRegistry registry;
    private volatile DocumentCodec documents;

    /** With the generated codecs in front of the driver's defaults. */
    public RecordDocuments() {
        this(() -> BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry()));
    }

    /** With the registry {@code registry} supplies when first needed (the client's, holding the generated codecs). */
    public RecordDocuments(Supplier<CodecRegistry> registry) {
        this.registrySource = Objects.requireNonNull(registry, "registry");
    }

    public <T> T read(Document document, Class<T> type) {
        CodecRegistry codecs = registry();
        return BsonRecords.fromBson(new RawBsonDocument(document, documents), type, codecs);
    }

    public Document write(Object record) {
        CodecRegistry codecs = registry();
        RawBsonDocument bytes = BsonRecords.toRawBson(record, codecs);
        return documents.decode(bytes.asBsonReader(), DECODE);
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
