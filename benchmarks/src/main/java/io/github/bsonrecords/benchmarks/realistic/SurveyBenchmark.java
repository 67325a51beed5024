package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.SurveyReport;
import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.codec.shape.RecordShape;
import io.github.bsonrecords.codec.write.BinaryCodec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.bson.BsonBinaryReader;
import org.bson.BsonType;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * {@code BsonRecords.survey} over {@link #size} of one family's stored documents, beside what it is
 * measured against: the generated codec decoding the same documents through the same entry point
 * ({@code BsonRecords.fromBson}, its byte path), and what a team would write without it, each document decoded
 * into a {@code Document} and its field names and value types counted by hand against the names the record maps.
 * The target: the survey at least a third as fast as {@code decode}, and several times faster than
 * {@code documentByHand}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SurveyBenchmark {
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    @Param({"MOVIES", "ORDERS", "ORDERS_OTHER_WRITER", "CUSTOMERS", "ACCOUNTS", "PLACES", "EVENTS", "USERS"})
    public Family family;

    /**
     * Documents per operation: a cursor's first batch, and the startup survey's default sample (over which a
     * survey's fixed cost, its tables built and its report written, is spread as in use).
     */
    @Param({"101", "1000"})
    public int size = Family.DOCUMENTS;

    private List<RawBsonDocument> documents;
    private Class<? extends Record> type;
    private Set<String> mappedNames;
    private final Codec<Document> documentCodec = CodecLookup.documentCodec();
    private final List<Object> decoded = new ArrayList<>();

    @Setup
    public void setUp() {
        documents = RealisticWorkload.storedDocuments(family, size).stream().map(RawBsonDocument::new).toList();
        type = family.type();
        // the BSON names the record maps, as a team would list them by hand; the lookup fails the setup if the
        // registry would not hand out the generated codec
        RecordShape shape = (RecordShape) ((BinaryCodec<?>) CodecLookup.generatedCodec(type)).shape();
        mappedNames = shape.fields().stream().flatMap(field -> field.names().stream()).collect(Collectors.toSet());
    }

    @Benchmark
    public SurveyReport survey() {
        return BsonRecords.survey(documents, type, CodecLookup.GENERATED_FIRST);
    }

    @Benchmark
    public List<Object> decode() {
        decoded.clear();
        for (RawBsonDocument document : documents) {
            decoded.add(BsonRecords.fromBson(document, type, CodecLookup.GENERATED_FIRST));
        }
        return decoded;
    }

    /** Each document into a {@code Document}, then its paths and their value types counted, unmapped names apart. */
    @Benchmark
    public Map<String, Map<String, Integer>> documentByHand() {
        Map<String, Map<String, Integer>> typesByPath = new HashMap<>();
        for (RawBsonDocument document : documents) {
            Document tree;
            try (BsonBinaryReader reader = new BsonBinaryReader(document.getByteBuffer().asNIO())) {
                tree = documentCodec.decode(reader, DECODE);
            }
            count("", tree, typesByPath);
        }
        return typesByPath;
    }

    private void count(String prefix, Document document, Map<String, Map<String, Integer>> typesByPath) {
        for (Map.Entry<String, Object> entry : document.entrySet()) {
            String path = prefix.isEmpty() && !mappedNames.contains(entry.getKey()) ? "unmapped:" + entry.getKey()
                    : prefix + entry.getKey();
            countValue(path, entry.getValue(), typesByPath);
        }
    }

    private void countValue(String path, Object value, Map<String, Map<String, Integer>> typesByPath) {
        String typeName = value == null ? BsonType.NULL.name() : value.getClass().getSimpleName();
        typesByPath.computeIfAbsent(path, p -> new HashMap<>()).merge(typeName, 1, Integer::sum);
        if (value instanceof Document nested) {
            count(path + ".", nested, typesByPath);
        } else if (value instanceof List<?> list) {
            for (Object element : list) {
                countValue(path + "[]", element, typesByPath);
            }
        }
    }
}
