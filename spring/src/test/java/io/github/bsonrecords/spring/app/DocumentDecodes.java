package io.github.bsonrecords.spring.app;

import java.util.concurrent.atomic.AtomicInteger;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/** The client's {@code Codec<Document>}, counting the documents it decodes and encodes. */
public final class DocumentDecodes implements Codec<Document> {
    public static final AtomicInteger COUNT = new AtomicInteger();
    public static final AtomicInteger ENCODES = new AtomicInteger();
    private final DocumentCodec delegate;

    public DocumentDecodes(CodecRegistry registry) {
        this.delegate = new DocumentCodec(registry);
    }

    @Override
    public Document decode(BsonReader reader, DecoderContext context) {
        COUNT.incrementAndGet();
        return delegate.decode(reader, context);
    }

    @Override
    public void encode(BsonWriter writer, Document value, EncoderContext context) {
        ENCODES.incrementAndGet();
        delegate.encode(writer, value, context);
    }

    @Override
    public Class<Document> getEncoderClass() {
        return Document.class;
    }
}
