package io.github.bsonrecords.query;

import java.util.Arrays;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.BsonDocumentWriter;
import org.bson.BsonWriter;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;

/**
 * A {@link Bson} that writes its document through a {@link BsonDocumentWriter} each time the
 * driver renders it, encoding values with their fields' {@link ValueWriter}s and the registry it
 * is rendered with. Immutable: every rendering builds a new document.
 */
abstract class WrittenBson implements Bson {
    /** The context the driver's own builders encode values with. */
    private static final EncoderContext CONTEXT = EncoderContext.builder().build();

    @Override
    public final <D> BsonDocument toBsonDocument(Class<D> documentClass, CodecRegistry registry) {
        BsonDocument document = new BsonDocument();
        BsonDocumentWriter writer = new BsonDocumentWriter(document);
        writer.writeStartDocument();
        writeFields(writer, registry);
        writer.writeEndDocument();
        return document;
    }

    /** Writes the document's fields (the document is started and ended by the caller). */
    abstract void writeFields(BsonWriter writer, CodecRegistry registry);

    /** A value, or BSON null for Java null (as the driver's builders write a null value). */
    static <V> void writeValue(BsonWriter writer, V value, ValueWriter<V> valueWriter, CodecRegistry registry) {
        if (value == null) {
            writer.writeNull();
        } else {
            valueWriter.write(writer, value, CONTEXT, registry);
        }
    }

    static <V> void writeArray(BsonWriter writer, List<V> values, ValueWriter<V> valueWriter, CodecRegistry registry) {
        writer.writeStartArray();
        for (V value : values) {
            writeValue(writer, value, valueWriter, registry);
        }
        writer.writeEndArray();
    }

    /** The document as JSON, rendered with the bson library's default registry, for debugging. */
    @Override
    public String toString() {
        try {
            return toBsonDocument(BsonDocument.class, DEFAULT_CODEC_REGISTRY).toJson();
        } catch (RuntimeException e) {
            // a registry-typed value the default registry has no codec for
            return getClass().getSimpleName() + Arrays.deepToString(parts());
        }
    }

    /** What the Bson is made of: for equals, hashCode and toString. */
    abstract Object[] parts();

    @Override
    public final boolean equals(Object other) {
        return other != null && other.getClass() == getClass() && Arrays.deepEquals(parts(), ((WrittenBson) other).parts());
    }

    @Override
    public final int hashCode() {
        return getClass().hashCode() * 31 + Arrays.deepHashCode(parts());
    }
}
