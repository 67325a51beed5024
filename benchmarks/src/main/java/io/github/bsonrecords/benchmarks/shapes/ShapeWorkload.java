package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import io.github.bsonrecords.benchmarks.Workload;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.bson.Document;
import org.bson.codecs.Codec;

/**
 * One document of a {@link Shape}, encoded once by the hand-written codec; each contender gets the
 * same data in the type it works with. Codecs are looked up only for the contender asked for.
 */
public final class ShapeWorkload implements Workload {
    private final List<byte[]> documents;
    private final Map<Contender, Supplier<Subject>> subjects;

    private ShapeWorkload(byte[] document, Map<Contender, Supplier<Subject>> subjects) {
        this.documents = List.of(document);
        this.subjects = subjects;
    }

    public static ShapeWorkload of(Shape shape) {
        return switch (shape) {
            case FLAT -> ofRecord(FlatDocument.class, WideSamples.flatDocument(new Samples(1)),
                    new FlatDocumentHandWrittenCodec());
            case DEEP -> ofRecord(DeepLevel1.class, deepTree(new Samples(2)), new DeepTreeHandWrittenCodec());
            case FULL -> ofRecord(FullDocument.class, WideSamples.fullDocument(new Samples(3)),
                    new FullDocumentHandWrittenCodec());
            case TEXT_ASCII -> ofRecord(TextDocument.class, WideSamples.textDocument(new Samples(4), false),
                    new TextDocumentHandWrittenCodec());
            case TEXT_UTF8 -> ofRecord(TextDocument.class, WideSamples.textDocument(new Samples(4), true),
                    new TextDocumentHandWrittenCodec());
            case ARRAYS_100X100 -> ofMatrix(100, 100);
            case ARRAYS_100X1000 -> ofMatrix(100, 1000);
        };
    }

    /** Every record contender works on the same record type. */
    private static <T extends Record> ShapeWorkload ofRecord(Class<T> type, T value, Codec<T> handWritten) {
        byte[] document = BsonOps.encode(handWritten, value);
        Map<Contender, Supplier<Subject>> subjects = documentSubject(document);
        subjects.put(Contender.RECORD_CODEC,
                () -> Subject.of(Contender.RECORD_CODEC, CodecLookup.driverRecordCodec(type), List.of(value)));
        subjects.put(Contender.HAND_WRITTEN, () -> Subject.of(Contender.HAND_WRITTEN, handWritten, List.of(value)));
        subjects.put(Contender.GENERATED,
                () -> Subject.of(Contender.GENERATED, CodecLookup.generatedCodec(type), List.of(value)));
        return new ShapeWorkload(document, subjects);
    }

    /** RecordCodec cannot hold {@code double[]}: it gets {@link BoxedDoubleMatrix} holding the same values. */
    private static ShapeWorkload ofMatrix(int rows, int columns) {
        Samples samples = new Samples(5);
        List<double[]> values = new ArrayList<>(rows);
        List<List<Double>> boxed = new ArrayList<>(rows);
        for (int i = 0; i < rows; i++) {
            double[] row = samples.doubles(columns);
            values.add(row);
            List<Double> boxedRow = new ArrayList<>(columns);
            for (double element : row) {
                boxedRow.add(element);
            }
            boxed.add(boxedRow);
        }
        DoubleMatrix matrix = new DoubleMatrix(samples.objectId(), values);
        BoxedDoubleMatrix boxedMatrix = new BoxedDoubleMatrix(matrix.id(), boxed);
        DoubleMatrixHandWrittenCodec handWritten = new DoubleMatrixHandWrittenCodec();
        byte[] document = BsonOps.encode(handWritten, matrix);
        Map<Contender, Supplier<Subject>> subjects = documentSubject(document);
        subjects.put(Contender.RECORD_CODEC, () -> Subject.of(Contender.RECORD_CODEC,
                CodecLookup.driverRecordCodec(BoxedDoubleMatrix.class), List.of(boxedMatrix)));
        subjects.put(Contender.HAND_WRITTEN, () -> Subject.of(Contender.HAND_WRITTEN, handWritten, List.of(matrix)));
        subjects.put(Contender.GENERATED,
                () -> Subject.of(Contender.GENERATED, CodecLookup.generatedCodec(DoubleMatrix.class), List.of(matrix)));
        return new ShapeWorkload(document, subjects);
    }

    /** DocumentCodec encodes the Document it decodes from the same bytes. */
    private static Map<Contender, Supplier<Subject>> documentSubject(byte[] document) {
        Map<Contender, Supplier<Subject>> subjects = new EnumMap<>(Contender.class);
        subjects.put(Contender.DOCUMENT, () -> {
            Codec<Document> codec = CodecLookup.documentCodec();
            return Subject.of(Contender.DOCUMENT, codec, List.of(BsonOps.decode(codec, document)));
        });
        return subjects;
    }

    static DeepLevel1 deepTree(Samples samples) {
        return new DeepLevel1(level2(samples), level2(samples));
    }

    private static DeepLevel2 level2(Samples samples) {
        return new DeepLevel2(level3(samples), level3(samples));
    }

    private static DeepLevel3 level3(Samples samples) {
        return new DeepLevel3(level4(samples), level4(samples));
    }

    private static DeepLevel4 level4(Samples samples) {
        return new DeepLevel4(level5(samples), level5(samples));
    }

    private static DeepLevel5 level5(Samples samples) {
        return new DeepLevel5(level6(samples), level6(samples));
    }

    private static DeepLevel6 level6(Samples samples) {
        return new DeepLevel6(samples.ascii(8), samples.ascii(8));
    }

    @Override
    public List<byte[]> documents() {
        return documents;
    }

    @Override
    public Set<Contender> contenders() {
        return subjects.keySet();
    }

    @Override
    public Subject subject(Contender contender) {
        Supplier<Subject> subject = subjects.get(contender);
        if (subject == null) {
            throw new IllegalArgumentException("Not in the shapes suite: " + contender);
        }
        return subject.get();
    }
}
