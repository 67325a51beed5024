package crosscommit;

import io.github.bsonrecords.BsonRecords;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.BsonArray;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonType;
import org.bson.ByteBuf;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.BsonValueCodecProvider;
import org.bson.codecs.Codec;
import org.bson.codecs.CollectionCodecProvider;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.EnumCodecProvider;
import org.bson.codecs.MapCodecProvider;
import org.bson.codecs.ValueCodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.jsr310.Jsr310CodecProvider;
import org.bson.codecs.record.RecordCodecProvider;
import org.bson.io.BasicOutputBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The realistic suite's cursor batch and plain encode, written against the public API alone
 * ({@code BsonRecords.codecProvider()} and the driver's codecs), so that the same source compiles against any
 * commit's runtime and processor: cross-commit.sh measures commits side by side with it. The driver's
 * {@code RecordCodec} is the same code in every build: its time is the run's noise reference.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Thread)
public class CrossCommitBenchmark {
    private static final DecoderContext DECODE = DecoderContext.builder().build();
    private static final EncoderContext ENCODE = EncoderContext.builder().build();

    @Param({"MOVIES", "ORDERS", "ORDERS_OTHER_WRITER", "CUSTOMERS", "ACCOUNTS", "PLACES", "EVENTS", "USERS"})
    public CrossCommitFamily family;

    @Param({"GENERATED", "RECORD_CODEC"})
    public String contender;

    private Codec<Object> codec;
    private byte[] batch;
    private List<Object> values;
    private final BasicOutputBuffer buffer = new BasicOutputBuffer(1 << 20);

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        CodecRegistry driver = CodecRegistries.fromProviders(new BsonValueCodecProvider(), new ValueCodecProvider(),
                new CollectionCodecProvider(), new MapCodecProvider(), new Jsr310CodecProvider(),
                new EnumCodecProvider(), new RecordCodecProvider());
        boolean generated = contender.equals("GENERATED");
        CodecRegistry registry = generated
                ? CodecRegistries.fromRegistries(CodecRegistries.fromProviders(BsonRecords.codecProvider()), driver)
                : driver;
        codec = (Codec<Object>) (Codec<?>) registry.get(family.type);
        if (generated != codec.getClass().getName().endsWith("BsonCodec")) {
            throw new IllegalStateException(contender + " resolved " + codec.getClass().getName());
        }
        // the cursor's first batch, {firstBatch: [101 stored documents]}, as the server sends it
        Vocabulary words = new Vocabulary(family.seed);
        BsonArray documents = new BsonArray();
        for (int i = 0; i < 101; i++) {
            documents.add(new RawBsonDocument(family.writer.apply(words, i), new BsonDocumentCodec()));
        }
        ByteBuf bytes = new RawBsonDocument(new BsonDocument("firstBatch", documents), new BsonDocumentCodec())
                .getByteBuffer();
        batch = new byte[bytes.remaining()];
        bytes.get(batch);
        values = decodeBatch();
    }

    /** One reader over the batch, the codec called once per document: how the driver decodes a cursor batch. */
    @Benchmark
    public List<Object> decodeBatch() {
        List<Object> out = new ArrayList<>(101);
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(batch))) {
            reader.readStartDocument();
            reader.readName("firstBatch");
            reader.readStartArray();
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                out.add(codec.decode(reader, DECODE));
            }
            reader.readEndArray();
            reader.readEndDocument();
        }
        return out;
    }

    /** The batch's values encoded one document after the other into one buffer. */
    @Benchmark
    public int encode() {
        buffer.truncateToPosition(0);
        for (Object value : values) {
            try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
                codec.encode(writer, value, ENCODE);
            }
        }
        return buffer.getPosition();
    }
}
