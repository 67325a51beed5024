package io.github.bsonrecords.query;

import java.util.List;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;

/**
 * {@code {name: value, ...}} with one constant value for every name: sort keys ({@code 1},
 * {@code -1}, as {@code Sorts.ascending}), index keys ({@code 1}, {@code -1}, {@code "hashed"},
 * {@code "text"}, as {@code Indexes}) and inclusion projections ({@code 1}, as
 * {@code Projections.include}). A new document on every rendering, so the Bson stays immutable.
 */
final class KeyDocument implements Bson {
    private final List<String> names;
    private final BsonValue value;

    KeyDocument(List<String> names, BsonValue value) {
        this.names = List.copyOf(names);
        this.value = value;
    }

    @Override
    public <D> BsonDocument toBsonDocument(Class<D> documentClass, CodecRegistry registry) {
        BsonDocument document = new BsonDocument();
        for (String name : names) {
            document.append(name, value);
        }
        return document;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KeyDocument that && names.equals(that.names) && value.equals(that.value);
    }

    @Override
    public int hashCode() {
        return names.hashCode() * 31 + value.hashCode();
    }

    @Override
    public String toString() {
        return toBsonDocument(BsonDocument.class, DEFAULT_CODEC_REGISTRY).toJson();
    }
}
