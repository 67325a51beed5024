package io.github.bsonrecords.benchmarks.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * Reads the results file JMH writes with {@code -rf json} ({@code ResultFormatType.JSON}) into {@link Measurement}s:
 * a JSON array with one object per benchmark and parameter set, each with its primary and secondary metrics and
 * every fork's iterations ({@code rawData}). Parsed with bson's JSON reader, the one the benchmarks already have.
 */
public final class JmhJson {
    private JmhJson() {
    }

    public static List<Measurement> read(Path file) throws IOException {
        return parse(Files.readString(file));
    }

    public static List<Measurement> parse(String json) {
        BsonArray entries = BsonDocument.parse("{\"results\": " + json + "}").getArray("results");
        List<Measurement> measurements = new ArrayList<>();
        for (BsonValue value : entries) {
            measurements.add(measurement(value.asDocument()));
        }
        return measurements;
    }

    /** The JMH and JVM facts of a file's first result (JMH writes the same in every one), by JMH's key. */
    public static Map<String, String> environment(String json) {
        BsonArray entries = BsonDocument.parse("{\"results\": " + json + "}").getArray("results");
        Map<String, String> facts = new LinkedHashMap<>();
        if (entries.isEmpty()) {
            return facts;
        }
        BsonDocument first = entries.get(0).asDocument();
        for (String key : List.of("jmhVersion", "jdkVersion", "vmName", "vmVersion", "jvm")) {
            if (first.isString(key)) {
                facts.put(key, first.getString(key).getValue());
            }
        }
        if (first.isArray("jvmArgs")) {
            List<String> args = new ArrayList<>();
            first.getArray("jvmArgs").forEach(arg -> args.add(arg.asString().getValue()));
            facts.put("jvmArgs", String.join(" ", args));
        }
        return facts;
    }

    private static Measurement measurement(BsonDocument entry) {
        Map<String, String> params = new LinkedHashMap<>();
        if (entry.isDocument("params")) {
            entry.getDocument("params").forEach((key, value) -> params.put(key, value.asString().getValue()));
        }
        BsonDocument primary = entry.getDocument("primaryMetric");
        Map<String, Double> secondary = new LinkedHashMap<>();
        List<double[]> compile = List.of();
        if (entry.isDocument("secondaryMetrics")) {
            for (Map.Entry<String, BsonValue> metric : entry.getDocument("secondaryMetrics").entrySet()) {
                BsonDocument document = metric.getValue().asDocument();
                secondary.put(metric.getKey(), number(document.get("score")));
                if (metric.getKey().equals(Measurement.COMPILE_TIME)) {
                    compile = rawData(document);
                }
            }
        }
        return new Measurement(entry.getString("benchmark").getValue(), params,
                primary.getString("scoreUnit").getValue(), number(primary.get("score")),
                number(primary.get("scoreError")), secondary, rawData(primary), compile,
                millis(entry.getString("measurementTime").getValue()));
    }

    private static List<double[]> rawData(BsonDocument metric) {
        List<double[]> forks = new ArrayList<>();
        if (!metric.isArray("rawData")) {
            return forks;
        }
        for (BsonValue fork : metric.getArray("rawData")) {
            BsonArray iterations = fork.asArray();
            double[] values = new double[iterations.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = number(iterations.get(i));
            }
            forks.add(values);
        }
        return forks;
    }

    /** A number as JMH writes it: a JSON number, or a string such as "NaN" where JSON has no number. */
    private static double number(BsonValue value) {
        if (value == null || value.isNull()) {
            return Double.NaN;
        }
        if (value.isNumber()) {
            return value.asNumber().doubleValue();
        }
        if (value.isDouble()) {
            return value.asDouble().getValue();
        }
        if (value.isString()) {
            String text = value.asString().getValue();
            return switch (text) {
                case "NaN" -> Double.NaN;
                case "Infinity", "+Infinity" -> Double.POSITIVE_INFINITY;
                case "-Infinity" -> Double.NEGATIVE_INFINITY;
                default -> Double.parseDouble(text);
            };
        }
        throw new IllegalArgumentException("Not a number in JMH's JSON: " + value);
    }

    /** JMH's time value text ("1 s", "100 ms", "500 us") in milliseconds. */
    static double millis(String time) {
        String[] parts = time.trim().split("\\s+");
        double amount = Double.parseDouble(parts[0]);
        return switch (parts[1].toLowerCase(Locale.ROOT)) {
            case "ns" -> amount / 1e6;
            case "us" -> amount / 1e3;
            case "ms" -> amount;
            case "s" -> amount * 1e3;
            case "min" -> amount * 60e3;
            default -> throw new IllegalArgumentException("Not a JMH time value: " + time);
        };
    }
}
