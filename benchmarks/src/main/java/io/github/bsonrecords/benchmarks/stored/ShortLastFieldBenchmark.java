package io.github.bsonrecords.benchmarks.stored;

import io.github.bsonrecords.BsonRecords;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.ObjectId;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * 100 stored {@link Task} documents ({@code _id} first, as a collection returns them), each read alone:
 * {@code BsonRecords.fromBson} on its own array, and one {@code BsonBinaryReader} over its own buffer. The
 * last field, {@code ok}, is a boolean whose header starts 6 bytes before the array's end.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ShortLastFieldBenchmark {
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    private final List<byte[]> documents = new ArrayList<>();
    private final List<Object> decoded = new ArrayList<>();
    private Codec<Task> codec;

    @Setup
    public void setUp() {
        codec = BsonRecords.registry().get(Task.class);
        for (int i = 0; i < 100; i++) {
            BsonDocument stored = new BsonDocument("_id", new BsonObjectId(new ObjectId(0x60000000 + i, i)))
                    .append("title", new BsonString("task " + i))
                    .append("priority", new BsonInt32(i % 5))
                    .append("ok", BsonBoolean.valueOf(i % 3 == 0));
            BasicOutputBuffer buffer = new BasicOutputBuffer();
            try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
                new BsonDocumentCodec().encode(writer, stored, EncoderContext.builder().build());
            }
            documents.add(buffer.toByteArray());
        }
    }

    @Benchmark
    public List<Object> fromBson() {
        decoded.clear();
        for (byte[] document : documents) {
            decoded.add(BsonRecords.fromBson(document, Task.class));
        }
        return decoded;
    }

    @Benchmark
    public List<Object> oneReaderEach() {
        decoded.clear();
        for (byte[] document : documents) {
            try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(document))) {
                decoded.add(codec.decode(reader, DECODE));
            }
        }
        return decoded;
    }
}
