import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Where a decode's time goes, from async-profiler's collapsed stacks of the realistic suite: the share of samples
 * in each kind of work, a sample counted in the first kind (in this order) one of whose frames is on its stack.
 * The floor's profile beside the generated codec's says what any decoder pays (building Strings, BigDecimals,
 * lists) and what only a parser pays (checks, counts, names, the driver's batch reader).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar 'RealisticBenchmark.decodeBatch$' -p contender=GENERATED,FLOOR \
 *     -f 1 -wi 8 -w 1s -i 3 -r 1s \
 *     -prof "async:libPath=/path/to/libasyncProfiler.so;output=collapsed;event=itimer;interval=1000000;dir=prof"
 * java benchmarks/profile/ProfileShares.java prof
 * </pre>
 * ({@code event=itimer}: on a virtual machine whose perf events go through the hypervisor, {@code cpu} can slow
 * the fork a hundredfold.)
 */
public class ProfileShares {
    private static final Map<String, List<String>> KINDS = new LinkedHashMap<>();

    static {
        KINDS.put("skipped-field check", List.of("BsonBytes.checkSkipped", "BsonBytes.checkDocument"));
        KINDS.put("count walk", List.of("BsonBytes.elementCount"));
        KINDS.put("strings", List.of("java/lang/String.<init>", "FloorDecoder.string"));
        KINDS.put("decimal128", List.of("Decimal128.bigDecimalValue", "FloorDecoder.decimal"));
        KINDS.put("batch reader", List.of("org/bson/AbstractBsonReader", "org/bson/BsonBinaryReader",
                "DocumentSource.moveBeyond", "InputPipe", "ByteBufferBsonInput"));
        KINDS.put("name match", List.of("FieldNames.", "ElementHeader.", "LayoutTable.", "LearnedLayouts.",
                "FieldLayout."));
        KINDS.put("sizes and ends", List.of("BsonBytes.nameEnd", "BsonBytes.valueEnd", "BsonBytes.stringEnd",
                "BsonBytes.embeddedDocumentEnd", "BsonBytes.documentEnd", "BsonBytes.fixedEnd",
                "BsonBytes.skippedEnd"));
        KINDS.put("collections", List.of("java/util/ArrayList", "java/util/HashMap", "java/util/LinkedHashMap"));
    }

    public static void main(String[] args) throws IOException {
        StringBuilder header = new StringBuilder("| run | samples |");
        StringBuilder rule = new StringBuilder("|---|---:|");
        for (String kind : KINDS.keySet()) {
            header.append(' ').append(kind).append(" |");
            rule.append("---:|");
        }
        System.out.println(header + " rest (the codec, other values) |");
        System.out.println(rule + "---:|");
        try (Stream<Path> files = Files.walk(Path.of(args[0]))) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith("collapsed")).sorted().toList()) {
                System.out.println(row(file));
            }
        }
    }

    private static String row(Path file) throws IOException {
        Map<String, Long> samples = new LinkedHashMap<>();
        KINDS.keySet().forEach(kind -> samples.put(kind, 0L));
        long rest = 0;
        long total = 0;
        for (String line : Files.readAllLines(file)) {
            int space = line.lastIndexOf(' ');
            String stack = line.substring(0, space);
            long count = Long.parseLong(line.substring(space + 1));
            total += count;
            String kind = KINDS.entrySet().stream()
                    .filter(k -> k.getValue().stream().anyMatch(stack::contains))
                    .map(Map.Entry::getKey).findFirst().orElse(null);
            if (kind == null) {
                rest += count;
            } else {
                samples.merge(kind, count, Long::sum);
            }
        }
        // the JMH fork's directory: ...decodeBatch-AverageTime-contender-GENERATED-family-MOVIES
        String run = file.getParent().getFileName().toString().replaceAll(".*-contender-", "").replace("-family-", " ");
        StringBuilder row = new StringBuilder("| " + run.toLowerCase() + " | " + total + " |");
        for (long count : samples.values()) {
            row.append(String.format(" %.0f%% |", 100.0 * count / total));
        }
        return row.append(String.format(" %.0f%% |", 100.0 * rest / total)).toString();
    }
}
