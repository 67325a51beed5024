package io.github.bsonrecords.benchmarks.report;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;

/**
 * What a suite's results were measured with, written beside JMH's JSON ({@code <suite>.run.json}) when the run
 * ends, so that tables and charts rendered later from the files say when, at which commit, on what and how.
 *
 * @param date when the run started, UTC ({@code 2026-11-28 08:41 UTC})
 * @param commit the repository's {@code HEAD} (abbreviated), or "unknown"
 * @param dirty whether the working tree had changes the commit does not hold
 * @param settingsName quick, full, published, ...
 * @param warmupIterations warmup iterations of each fork (the suite's minimum applied)
 * @param longerWarmups the operations whose forks warmed up longer than that, with their iterations (none in runs
 *     stamped before operations could)
 * @param describe the settings in words, with the operations and parameters the run selected
 * @param command the command line that ran it
 * @param cpu the CPU model ({@code /proc/cpuinfo}) and the processors the JVM saw
 * @param load the 1-minute load average before and after the run
 * @param versions the versions of bson, JMH and each contender's library, by name
 */
public record RunStamp(String date, String commit, boolean dirty, String settingsName, int forks,
        int warmupIterations, Map<String, Integer> longerWarmups, long warmupMillis, int measurementIterations,
        long measurementMillis, String jvmArgs, String describe, String command, String cpu, String os, String load,
        Map<String, String> versions) {

    public RunStamp {
        longerWarmups = java.util.Collections.unmodifiableMap(new TreeMap<>(longerWarmups));
        versions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(versions));
    }

    /**
     * "3 forks x (8 x 1 s warmup + 3 x 1 s)", with "round by round" for runs that interleaved their forks and the
     * operations that warmed up longer ("encode 14 x 1 s warmup").
     */
    public String iterations() {
        StringBuilder text = new StringBuilder(forks + (forks == 1 ? " fork" : " forks")
                + (roundByRound() ? " round by round" : "") + " × (" + warmupIterations + " × "
                + Format.millis(warmupMillis) + " warmup");
        longerWarmups.forEach((operation, iterations) -> text.append(", ").append(operation).append(' ')
                .append(iterations).append(" × ").append(Format.millis(warmupMillis)));
        return text.append(" + ").append(measurementIterations).append(" × ").append(Format.millis(measurementMillis))
                .append(" measured)").toString();
    }

    /**
     * Whether each round ran one fork of every contender (Compare's {@code RoundByRound}), as the settings in
     * words say; runs stamped before it ran every fork of one contender, then the next.
     */
    public boolean roundByRound() {
        return describe.contains("round by round");
    }

    /** The commit as the report shows it, marked when the tree held changes. */
    public String commitLabel() {
        return dirty ? commit + " (with uncommitted changes)" : commit;
    }

    public String toJson() {
        BsonDocument document = new BsonDocument()
                .append("date", new BsonString(date))
                .append("commit", new BsonString(commit))
                .append("dirty", BsonBoolean.valueOf(dirty))
                .append("settings", new BsonString(settingsName))
                .append("forks", new BsonInt32(forks))
                .append("warmupIterations", new BsonInt32(warmupIterations))
                .append("longerWarmups", longerWarmupsDocument())
                .append("warmupMillis", new BsonInt64(warmupMillis))
                .append("measurementIterations", new BsonInt32(measurementIterations))
                .append("measurementMillis", new BsonInt64(measurementMillis))
                .append("jvmArgs", new BsonString(jvmArgs))
                .append("describe", new BsonString(describe))
                .append("command", new BsonString(command))
                .append("cpu", new BsonString(cpu))
                .append("os", new BsonString(os))
                .append("load", new BsonString(load));
        BsonDocument libraries = new BsonDocument();
        versions.forEach((name, version) -> libraries.append(name, new BsonString(version)));
        document.append("versions", libraries);
        return document.toJson(JsonWriterSettings.builder().outputMode(JsonMode.RELAXED).indent(true).build()) + "\n";
    }

    private BsonDocument longerWarmupsDocument() {
        BsonDocument document = new BsonDocument();
        longerWarmups.forEach((operation, iterations) -> document.append(operation, new BsonInt32(iterations)));
        return document;
    }

    public static RunStamp fromJson(String json) {
        BsonDocument document = BsonDocument.parse(json);
        Map<String, String> versions = new LinkedHashMap<>();
        document.getDocument("versions", new BsonDocument())
                .forEach((name, version) -> versions.put(name, version.asString().getValue()));
        Map<String, Integer> longerWarmups = new TreeMap<>();
        document.getDocument("longerWarmups", new BsonDocument())
                .forEach((operation, iterations) -> longerWarmups.put(operation, iterations.asNumber().intValue()));
        return new RunStamp(string(document, "date"), string(document, "commit"),
                document.getBoolean("dirty", BsonBoolean.FALSE).getValue(), string(document, "settings"),
                document.getNumber("forks").intValue(), document.getNumber("warmupIterations").intValue(),
                longerWarmups, document.getNumber("warmupMillis").longValue(), document.getNumber("measurementIterations").intValue(),
                document.getNumber("measurementMillis").longValue(), string(document, "jvmArgs"),
                string(document, "describe"), string(document, "command"), string(document, "cpu"),
                string(document, "os"), string(document, "load"), versions);
    }

    private static String string(BsonDocument document, String key) {
        return document.getString(key, new BsonString("")).getValue();
    }
}
