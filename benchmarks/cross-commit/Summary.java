import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Prints cross-commit.sh's results as Markdown tables: per benchmark, contender and family, each build's time
 * (median of its rounds) and bytes per operation (exact), and each later build's time over the first build's,
 * paired round by round (the builds of a round ran one after the other): the median ratio and its range.
 * Run as {@code java Summary.java DIR BUILD...}; DIR holds JMH's CSV files named BENCHMARK.FAMILY-BUILD-ROUND.csv.
 */
public class Summary {
    /** One build's measurements of one row, by round. */
    record Rounds(Map<String, Double> times, Map<String, Double> bytes) {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        List<String> builds = List.of(args).subList(1, args.length);
        // benchmark -> "contender family" -> build -> rounds
        Map<String, Map<String, Map<String, Rounds>>> results = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".csv")).sorted().toList()) {
                String[] name = file.getFileName().toString().replace(".csv", "").split("-");
                String build = name[1];
                String round = name[2];
                List<String> lines = Files.readAllLines(file);
                for (String line : lines.subList(1, lines.size())) {
                    String[] cells = line.replace("\"", "").split(",");
                    // crosscommit.CrossCommitBenchmark.decodeBatch, or ...decodeBatch:gc.alloc.rate.norm
                    String[] metric = cells[0].split(":", 2);
                    boolean alloc = metric.length == 2 && metric[1].endsWith("gc.alloc.rate.norm");
                    if (metric.length == 2 && !alloc) {
                        continue;
                    }
                    String method = metric[0].substring(metric[0].lastIndexOf('.') + 1);
                    String row = cells[cells.length - 2] + " " + cells[cells.length - 1];
                    Rounds rounds = results.computeIfAbsent(method, k -> new TreeMap<>())
                            .computeIfAbsent(row, k -> new LinkedHashMap<>())
                            .computeIfAbsent(build, k -> new Rounds(new TreeMap<>(), new TreeMap<>()));
                    (alloc ? rounds.bytes() : rounds.times()).put(round, Double.parseDouble(cells[4]));
                }
            }
        }
        for (var benchmark : results.entrySet()) {
            System.out.println("\n### " + benchmark.getKey()
                    + " (us per 101 documents, median of rounds; B/op; ratio: median of the rounds' pairs [range])\n");
            StringBuilder header = new StringBuilder("| contender, family |");
            StringBuilder rule = new StringBuilder("|---|");
            for (String build : builds) {
                header.append(' ').append(build).append(" |");
                rule.append("---:|");
            }
            for (String build : builds.subList(1, builds.size())) {
                header.append(' ').append(build).append(" / ").append(builds.get(0)).append(" |");
                rule.append("---:|");
            }
            System.out.println(header);
            System.out.println(rule);
            for (var row : benchmark.getValue().entrySet()) {
                StringBuilder line = new StringBuilder("| " + row.getKey() + " |");
                for (String build : builds) {
                    Rounds rounds = row.getValue().get(build);
                    line.append(rounds == null ? " - |" : String.format(" %.1f us, %,.0f B |",
                            median(new ArrayList<>(rounds.times().values())),
                            median(new ArrayList<>(rounds.bytes().values()))));
                }
                Rounds first = row.getValue().get(builds.get(0));
                for (String build : builds.subList(1, builds.size())) {
                    line.append(' ').append(pairedRatio(first, row.getValue().get(build))).append(" |");
                }
                System.out.println(line);
            }
        }
    }

    /** The later build's time over the first's in each round both ran, as "median [min-max] (n pairs)". */
    private static String pairedRatio(Rounds first, Rounds later) {
        if (first == null || later == null) {
            return "-";
        }
        List<Double> ratios = new ArrayList<>();
        for (var round : later.times().entrySet()) {
            Double base = first.times().get(round.getKey());
            if (base != null) {
                ratios.add(round.getValue() / base);
            }
        }
        if (ratios.isEmpty()) {
            return "-";
        }
        ratios.sort(null);
        return String.format("%.2fx [%.2f-%.2f]", median(ratios), ratios.get(0), ratios.get(ratios.size() - 1));
    }

    private static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }
}
