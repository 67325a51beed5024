package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import io.github.bsonrecords.benchmarks.Workload;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.bson.Document;
import org.bson.codecs.Codec;

/**
 * The FLAT and FULL documents as a collection holds them for records without an {@code _id}
 * component ({@link FlatStoredDocument}, {@link FullStoredDocument}): the server's {@code _id}
 * first, a field those records do not map. Decode only: the records do not write the {@code _id}.
 */
public final class StoredShapeWorkload implements Workload {
    private final List<byte[]> documents;
    private final Record value;
    private final Class<? extends Record> type;
    private final Codec<?> handWritten;

    private StoredShapeWorkload(List<byte[]> documents, Record value, Class<? extends Record> type, Codec<?> handWritten) {
        this.documents = documents;
        this.value = value;
        this.type = type;
        this.handWritten = handWritten;
    }

    public static StoredShapeWorkload of(Shape shape) {
        ShapeWorkload written = ShapeWorkload.of(shape);
        return switch (shape) {
            case FLAT -> new StoredShapeWorkload(written.documents(),
                    withoutId(WideSamples.flatDocument(new Samples(1)), FlatStoredDocument.class), FlatStoredDocument.class,
                    new FlatStoredDocumentHandWrittenCodec());
            case FULL -> new StoredShapeWorkload(written.documents(),
                    withoutId(WideSamples.fullDocument(new Samples(3)), FullStoredDocument.class), FullStoredDocument.class,
                    new FullStoredDocumentHandWrittenCodec());
            default -> throw new IllegalArgumentException("No stored variant of " + shape);
        };
    }

    /** The same values without the first component, the {@code _id}. */
    private static <T extends Record> T withoutId(Record written, Class<T> stored) {
        try {
            RecordComponent[] components = written.getClass().getRecordComponents();
            Object[] values = new Object[components.length - 1];
            Class<?>[] types = new Class<?>[components.length - 1];
            for (int i = 1; i < components.length; i++) {
                values[i - 1] = components[i].getAccessor().invoke(written);
                types[i - 1] = components[i].getType();
            }
            Constructor<T> constructor = stored.getDeclaredConstructor(types);
            return constructor.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The record's value with the codec of its type. */
    @SuppressWarnings("unchecked")
    private <T> Subject subject(Contender contender, Codec<T> codec) {
        return Subject.of(contender, codec, List.of((T) value));
    }

    @Override
    public List<byte[]> documents() {
        return documents;
    }

    @Override
    public Set<Contender> contenders() {
        return EnumSet.of(Contender.DOCUMENT, Contender.RECORD_CODEC, Contender.HAND_WRITTEN, Contender.GENERATED);
    }

    @Override
    public Subject subject(Contender contender) {
        return switch (contender) {
            case DOCUMENT -> {
                Codec<Document> codec = CodecLookup.documentCodec();
                yield Subject.of(contender, codec, List.of(BsonOps.decode(codec, documents.get(0))));
            }
            case RECORD_CODEC -> subject(contender, CodecLookup.driverRecordCodec(type));
            case HAND_WRITTEN -> subject(contender, handWritten);
            case GENERATED -> subject(contender, CodecLookup.generatedCodec(type));
            default -> throw new IllegalArgumentException("Not in the shapes suite: " + contender);
        };
    }
}
