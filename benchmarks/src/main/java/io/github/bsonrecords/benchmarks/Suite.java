package io.github.bsonrecords.benchmarks;

import io.github.bsonrecords.benchmarks.e2e.EndToEndFindBenchmark;
import io.github.bsonrecords.benchmarks.e2e.EndToEndWorkload;
import io.github.bsonrecords.benchmarks.filter.FilterBenchmark;
import io.github.bsonrecords.benchmarks.raw.RawBsonDocumentBenchmark;
import io.github.bsonrecords.benchmarks.realistic.Family;
import io.github.bsonrecords.benchmarks.realistic.RealisticBenchmark;
import io.github.bsonrecords.benchmarks.realistic.RealisticWorkload;
import io.github.bsonrecords.benchmarks.raw.RawWorkload;
import io.github.bsonrecords.benchmarks.shapes.Shape;
import io.github.bsonrecords.benchmarks.shapes.ShapeWorkload;
import io.github.bsonrecords.benchmarks.shapes.ShapesBenchmark;
import io.github.bsonrecords.benchmarks.telemetry.StoredLayout;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryBenchmark;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryWorkload;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The suites {@code Compare} runs: which JMH class, how to name its operations, and how many
 * documents and bytes of BSON one operation moves (computed from the same fixtures the benchmarks use).
 */
public enum Suite {
    REALISTIC(RealisticBenchmark.class, "RealisticBenchmark", Map.of(
            "decodeBatch", "decode 101 as stored, cursor batch (1 reader)",
            "decodeEach", "decode 101 as stored, 1 reader per doc",
            "encode", "encode 101",
            "encodeInsertPath", "encode 101, insert path (IdHoldingBsonWriter)")) {
        @Override
        Size computeSize(String operation, Map<String, String> params) {
            return new Size(Family.DOCUMENTS, new RealisticWorkload(Family.valueOf(params.get("family"))).totalBytes());
        }

        /** The headline: decode as a cursor batch and encode, against the driver's RecordCodec and the floor. */
        @Override
        public Set<String> quickOperations() {
            return Set.of("decodeBatch", "encode");
        }

        @Override
        public Map<String, String> quickParams() {
            return Map.of("contender", "RECORD_CODEC,GENERATED,FLOOR");
        }

        /**
         * The families' codecs are large (the movies codec and its nested ones decode 19 components): on one
         * core, with the JIT's threads beside the benchmark's, C2 needs 5-8 s to finish compiling them (measured:
         * after 3 x 1 s the movies decode still went 424, 337, 239 us/op in its measured iterations).
         */
        @Override
        public int minimumWarmupIterations() {
            return 8;
        }

        /**
         * Encoding runs 14: the driver's {@code RecordCodec} encoder, on one core, runs fast for a second, then
         * two to three times slower for up to seven seconds before C2 settles it (measured: movies 2.3 ms, 370 us,
         * then 830-860 us until the 9th second, then 330 us; customers fell back once more at the 9th).
         */
        @Override
        public int minimumWarmupIterations(String operation) {
            return operation.startsWith("encode") ? 14 : minimumWarmupIterations();
        }
    },
    TELEMETRY(TelemetryBenchmark.class, "TelemetryBenchmark", Map.of(
            "decodeBatch", "decode 100, cursor batch (1 reader)",
            "decodeBatchNewList", "decode 100, cursor batch into a new list (as the driver)",
            "decodeEach", "decode 100, 1 reader per doc",
            "encode", "encode 100",
            "encodeInsertPath", "encode 100, insert path (IdHoldingBsonWriter)",
            "encodeReplacePath", "encode 100, replace path (FieldTrackingBsonWriter)",
            "storedBatch", "decode 100 as stored, cursor batch (1 reader)",
            "storedEach", "decode 100 as stored, 1 reader per doc")) {
        @Override
        Size computeSize(String operation, Map<String, String> params) {
            String layout = params.get("layout");
            if (layout == null) {
                return new Size(TelemetryWorkload.DOCUMENTS, new TelemetryWorkload().totalBytes());
            }
            long bytes = 0;
            for (byte[] document : StoredLayout.valueOf(layout).documents(new TelemetryWorkload().documents())) {
                bytes += document.length;
            }
            return new Size(TelemetryWorkload.DOCUMENTS, bytes);
        }

        /** The README's headline operations; the writer paths and the driver's new list only with --full. */
        @Override
        public Set<String> quickOperations() {
            return Set.of("decodeBatch", "decodeEach", "encode");
        }

        @Override
        public Map<String, String> quickParams() {
            return Map.of("contender", "RECORD_CODEC,HAND_WRITTEN,GENERATED");
        }
    },
    SHAPES(ShapesBenchmark.class, "ShapesBenchmark", Map.of("decode", "decode", "encode", "encode",
            "decodeIdFirst", "decode, _id first (a record without _id)")) {
        @Override
        Size computeSize(String operation, Map<String, String> params) {
            return new Size(1, ShapeWorkload.of(Shape.valueOf(params.get("shape"))).totalBytes());
        }

        @Override
        public Map<String, String> quickParams() {
            return Map.of("contender", "HAND_WRITTEN,GENERATED");
        }
    },
    RAW(RawBsonDocumentBenchmark.class, "RawBsonDocumentBenchmark", Map.of(
            "encode", "encode 100,000 raw docs in one document",
            "decode", "decode 100,000 raw docs in one document")) {
        @Override
        Size computeSize(String operation, Map<String, String> params) {
            return new Size(RawWorkload.DOCUMENTS, new RawWorkload().totalBytes());
        }
    },
    FILTER(FilterBenchmark.class, "FilterBenchmark", Map.of(
            "eqString", "eq(String), built and rendered",
            "eqDouble", "eq(double), built and rendered",
            "eqInstant", "eq(Instant), built and rendered",
            "eqNestedRecord", "eq(nested record), built and rendered",
            "range", "and(gte, lt), built and rendered")) {
        @Override
        Size computeSize(String operation, Map<String, String> params) {
            return new Size(1, 0);
        }
    },
    E2E(EndToEndFindBenchmark.class, "EndToEnd", Map.of(
            "find", "find() of 1,000 (default batch size)",
            "insertMany", "insertMany(1,000)",
            "replaceOne", "replaceOne(1)")) {
        @Override
        Size computeSize(String operation, Map<String, String> params) {
            return new Size(switch (operation) {
                case "find" -> EndToEndWorkload.FIND;
                case "insertMany" -> EndToEndWorkload.INSERT;
                default -> 1;
            }, 0);
        }
    };

    /** Documents per operation, and bytes of BSON per operation (0 when MB/s means nothing, as end to end). */
    public record Size(int documents, long bytes) {
    }

    private final Class<?> benchmark;
    private final String classPrefix;
    private final Map<String, String> operationLabels;
    private final Map<String, Size> sizes = new ConcurrentHashMap<>();

    /**
     * {@code benchmark}: one of the suite's JMH classes, naming its package; {@code classPrefix}: the
     * simple names of all the suite's classes in that package start with it.
     */
    Suite(Class<?> benchmark, String classPrefix, Map<String, String> operationLabels) {
        this.benchmark = benchmark;
        this.classPrefix = classPrefix;
        this.operationLabels = operationLabels;
    }

    abstract Size computeSize(String operation, Map<String, String> params);

    public Size size(String operation, Map<String, String> params) {
        return sizes.computeIfAbsent(operation + params, key -> computeSize(operation, params));
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** A JMH include pattern matching this suite's benchmarks only. */
    public String includePattern() {
        return "^" + (benchmark.getPackageName() + "." + classPrefix).replace(".", "\\.") + "[^.]*\\.";
    }

    /** A JMH include pattern matching this suite's benchmark methods of these names (all when empty). */
    public String includePattern(Set<String> operations) {
        return operations.isEmpty() ? includePattern()
                : includePattern() + "(" + String.join("|", new TreeSet<>(operations)) + ")$";
    }

    /**
     * The operations the quick run measures (all when empty): few enough that each gets a warmup long enough
     * for the JIT to finish compiling it, and the run stays short.
     */
    public Set<String> quickOperations() {
        return Set.of();
    }

    /** Warmup iterations (of the run's length) this suite needs at the least before the JIT has compiled it. */
    public int minimumWarmupIterations() {
        return 0;
    }

    /**
     * Warmup iterations one operation needs at the least, where it is run alone (round by round): the suite's,
     * or more for an operation whose contenders take longer to settle.
     */
    public int minimumWarmupIterations(String operation) {
        return minimumWarmupIterations();
    }

    /** JMH parameters the quick run sets unless the command line does (the contenders above all). */
    public Map<String, String> quickParams() {
        return Map.of();
    }

    /**
     * The operations the published run measures (all when empty): what BENCHMARKS.md shows, chosen so that all
     * suites take about an hour and three quarters at 3 forks ({@code Compare --estimate} prints the sum).
     */
    public Set<String> publishedOperations() {
        return switch (this) {
            case REALISTIC -> Set.of("decodeBatch", "encode");
            case TELEMETRY -> Set.of("decodeBatch", "decodeEach", "encode", "encodeInsertPath");
            case SHAPES, RAW -> Set.of("decode", "encode");
            case FILTER -> Set.of();
            case E2E -> Set.of("find", "insertMany");
        };
    }

    /** JMH parameters of the published run (every value of a parameter not named). */
    public Map<String, String> publishedParams() {
        return switch (this) {
            case REALISTIC, TELEMETRY, FILTER -> Map.of();
            case SHAPES -> Map.of("contender", "RECORD_CODEC,HAND_WRITTEN,GENERATED",
                    "shape", "FLAT,DEEP,FULL,TEXT_UTF8,ARRAYS_100X1000");
            case RAW -> Map.of("contender", "BSON_DOCUMENT,RECORD_CODEC,GENERATED");
            case E2E -> Map.of("contender", "DOCUMENT,RECORD_CODEC,SPRING_DATA,SPRING_CODEC_TEMPLATE,GENERATED");
        };
    }

    /** The suite's name in the report. */
    public String title() {
        return switch (this) {
            case REALISTIC -> "Realistic documents";
            case TELEMETRY -> "Telemetry readings";
            case SHAPES -> "Shapes";
            case RAW -> "Raw documents";
            case FILTER -> "Filters";
            case E2E -> "Through MongoClient";
        };
    }

    /** What one of the report's "per" figures is for: a document, or (filters) one filter. */
    public String unit() {
        return this == FILTER ? "filter" : "doc";
    }

    /** A ratio the report prints beside each row: {@code numerator / denominator}, of time per operation. */
    public record Ratio(Contender numerator, Contender denominator) {
        public String label() {
            return shortLabel(numerator) + " / " + shortLabel(denominator);
        }

        private static String shortLabel(Contender contender) {
            return switch (contender) {
                case RECORD_CODEC -> "RecordCodec";
                case SPRING_DATA -> "Spring Data";
                case MICRONAUT_SERDE -> "Micronaut";
                case DRIVER_BUILDERS -> "Filters";
                default -> contender.label();
            };
        }
    }

    /**
     * The ratios the report prints beside each row of an operation (where both contenders ran); against the floor
     * only when decoding (encoding's floor copies finished bytes: a reference, not a decoder's peer).
     */
    public List<Ratio> ratios(String operation) {
        return switch (this) {
            case REALISTIC -> operation.startsWith("decode") ? List.of(new Ratio(Contender.GENERATED, Contender.FLOOR),
                    new Ratio(Contender.RECORD_CODEC, Contender.GENERATED))
                    : List.of(new Ratio(Contender.RECORD_CODEC, Contender.GENERATED));
            case TELEMETRY, SHAPES -> List.of(new Ratio(Contender.RECORD_CODEC, Contender.GENERATED),
                    new Ratio(Contender.HAND_WRITTEN, Contender.GENERATED));
            case RAW -> List.of(new Ratio(Contender.RECORD_CODEC, Contender.GENERATED),
                    new Ratio(Contender.BSON_DOCUMENT, Contender.GENERATED));
            case FILTER -> List.of(new Ratio(Contender.DRIVER_BUILDERS, Contender.GENERATED));
            case E2E -> List.of(new Ratio(Contender.RECORD_CODEC, Contender.GENERATED),
                    new Ratio(Contender.SPRING_DATA, Contender.GENERATED));
        };
    }

    /**
     * Seconds each fork costs beyond its iterations (starting the JVM, JMH, the suite's setup; end to end also an
     * embedded server and Spring's context), for the duration {@code Compare} estimates: measured on 2 shared cores,
     * 1.5-3 s a fork, 6 s end to end.
     */
    public double forkOverheadSeconds() {
        return this == E2E ? 6 : 2.5;
    }

    /** Every benchmark method of this suite, by name. */
    public Set<String> operations() {
        return operationLabels.keySet();
    }

    public String operationLabel(String operation) {
        return operationLabels.getOrDefault(operation, operation);
    }

    public static Suite byId(String id) {
        for (Suite suite : values()) {
            if (suite.id().equalsIgnoreCase(id)) {
                return suite;
            }
        }
        throw new IllegalArgumentException("Unknown suite '" + id + "'; one of realistic, telemetry, shapes, raw, filter, e2e");
    }
}
