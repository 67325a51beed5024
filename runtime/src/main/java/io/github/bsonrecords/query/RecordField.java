package io.github.bsonrecords.query;

import io.github.bsonrecords.codec.FieldPaths;
import io.github.bsonrecords.codec.FieldRef;
import java.util.Objects;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * A record stored as a nested document (or as the root, or an array element): the document's own
 * filters and updates, the record written by its generated codec. A generated metamodel's
 * {@code Embedded} subclasses it, declares each component's reference under its path with
 * {@link #component}, and builds the codec ({@link #codec}).
 *
 * <p>The codec is built once per registry for all the references of one {@code Embedded} class,
 * whatever their path ({@code Order_.lines.matched()} builds a new reference on each call), as the
 * enclosing codec builds a nested record's codec: without a lambda in generated code, so loading a
 * metamodel spins no class.
 *
 * @param <T> the record
 */
public abstract class RecordField<T> extends Field<T> {
    /** The codecs of each {@code Embedded} class, by the registry they were last built from. */
    private static final ClassValue<Codecs> CODECS = new ClassValue<>() {
        @Override
        protected Codecs computeValue(Class<?> type) {
            return new Codecs();
        }
    };

    private final String recordName;
    private final ValueWriter<T> writer = this::write;
    /** This reference's own copy of the class's last codec: a write then needs no class-keyed lookup. */
    private volatile Built lastCodec;

    /**
     * For generated metamodels.
     *
     * @param path the record's path ({@code ""} at the root of the document or of an array element)
     * @param recordName the record's name, as errors about its components give it
     */
    protected RecordField(String path, String recordName) {
        super(path);
        this.recordName = Objects.requireNonNull(recordName, "recordName");
    }

    /** The record's generated codec, built from {@code registry} as an enclosing record's codec builds it. */
    protected abstract Codec<T> codec(CodecRegistry registry);

    /** The reference of the component {@code name}, stored under the same name, at its path below this one. */
    protected final <V, F extends Field<V>> F component(String name, FieldKind<V, F> kind) {
        return component(name, name, kind);
    }

    /** The reference of the component {@code name}, stored as {@code bsonName}, at its path below this one. */
    protected final <V, F extends Field<V>> F component(String name, String bsonName, FieldKind<V, F> kind) {
        return kind.at(child(bsonName), new FieldRef(recordName, name, bsonName));
    }

    /** The path of the field {@code bsonName} of this record's document, for a nested record's reference. */
    protected final String child(String bsonName) {
        return FieldPaths.child(path(), bsonName);
    }

    @Override
    final ValueWriter<T> writer() {
        return writer;
    }

    @SuppressWarnings("unchecked") // built by this class's codec(), a Codec<T>
    private void write(BsonWriter writer, T value, EncoderContext context, CodecRegistry registry) {
        Built built = lastCodec;
        if (built == null || built.registry() != registry) {
            built = CODECS.get(getClass()).get(registry, this);
            lastCodec = built;
        }
        ((Codec<T>) built.codec()).encode(writer, value, context);
    }

    /**
     * The codec of one {@code Embedded} class, kept for the registry it was last built from (see
     * {@link io.github.bsonrecords.codec.PerRegistry}, which this is with the factory given on each call).
     */
    private static final class Codecs {
        private volatile Built last;

        Built get(CodecRegistry registry, RecordField<?> field) {
            Built built = last;
            if (built == null || built.registry() != registry) {
                built = new Built(registry, field.codec(Objects.requireNonNull(registry, "registry")));
                last = built;
            }
            return built;
        }
    }

    private record Built(CodecRegistry registry, Codec<?> codec) {
    }
}
