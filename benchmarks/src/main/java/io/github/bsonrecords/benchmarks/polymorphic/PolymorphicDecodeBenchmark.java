package io.github.bsonrecords.benchmarks.polymorphic;

import io.github.bsonrecords.BsonRecords;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.BsonBinaryReader;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A sealed interface's cost: one document holding 100 figures decoded through a
 * {@code BsonBinaryReader}, the three records mixed ({@code List<Figure>}) against 100 of one record
 * ({@code List<Disc>}, which skips its discriminator) and 100 of a record with the same fields that
 * belongs to no hierarchy.
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar PolymorphicDecodeBenchmark -f 3 -wi 5 -w 1s -i 5 -r 1s -prof gc
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PolymorphicDecodeBenchmark {
    static final int FIGURES = 100;
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    private Codec<Drawings.Mixed> mixedCodec;
    private Codec<Drawings.Uniform> uniformCodec;
    private Codec<Drawings.Plain> plainCodec;
    private byte[] mixed;
    private byte[] uniform;
    private byte[] plain;

    @Setup
    public void setUp() {
        CodecRegistry registry = BsonRecords.registry();
        mixedCodec = registry.get(Drawings.Mixed.class);
        uniformCodec = registry.get(Drawings.Uniform.class);
        plainCodec = registry.get(Drawings.Plain.class);
        mixed = BsonRecords.toBson(mixed());
        uniform = BsonRecords.toBson(uniform());
        plain = BsonRecords.toBson(plain());
    }

    static Drawings.Mixed mixed() {
        List<Figure> figures = new ArrayList<>();
        for (int i = 0; i < FIGURES; i++) {
            String label = "figure-" + i;
            figures.add(switch (i % 3) {
                case 0 -> new Figure.Disc(label, i, -i, 1.5 * i, i % 7);
                case 1 -> new Figure.Plate(label, i, -i, 1.5 * i, i % 7);
                default -> new Figure.Block(label, i, -i, 1.5 * i, i % 7);
            });
        }
        return new Drawings.Mixed(figures);
    }

    static Drawings.Uniform uniform() {
        List<Figure.Disc> figures = new ArrayList<>();
        for (int i = 0; i < FIGURES; i++) {
            figures.add(new Figure.Disc("figure-" + i, i, -i, 1.5 * i, i % 7));
        }
        return new Drawings.Uniform(figures);
    }

    static Drawings.Plain plain() {
        List<Drawings.PlainFigure> figures = new ArrayList<>();
        for (int i = 0; i < FIGURES; i++) {
            figures.add(new Drawings.PlainFigure("figure-" + i, i, -i, 1.5 * i, i % 7));
        }
        return new Drawings.Plain(figures);
    }

    @Benchmark
    public Drawings.Mixed decodeMixed() {
        return decode(mixedCodec, mixed);
    }

    @Benchmark
    public Drawings.Uniform decodeOneRecord() {
        return decode(uniformCodec, uniform);
    }

    @Benchmark
    public Drawings.Plain decodeNoHierarchy() {
        return decode(plainCodec, plain);
    }

    private static <T> T decode(Codec<T> codec, byte[] bytes) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
            return codec.decode(reader, DECODE);
        }
    }
}
