package io.github.bsonrecords.benchmarks;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs a suite's forks round by round. JMH runs every fork of one benchmark and parameter set before the
 * next, so with 3 forks the contenders that a table compares are measured minutes apart, and a shared host's
 * speed can move by half within a minute. Here each round runs one fork of every run, grouped so that the
 * contenders of one operation and parameter set (one family, say) run one after the other; the rounds'
 * forks are then merged per run, as JMH merges its own forks. The forks of a ratio's two sides thus share
 * their minute, round after round.
 */
final class RoundByRound {
    /** The parameter every suite compares on: it varies inside a group, every other one is fixed. */
    static final String CONTENDER = "contender";

    /**
     * One JMH run of a round: a benchmark method, its parameters other than the contender fixed, every contender.
     *
     * @param method the benchmark method's full name
     */
    record Group(String method, Map<String, String> fixed) {
        String operation() {
            return method.substring(method.lastIndexOf('.') + 1);
        }
    }

    private RoundByRound() {
    }

    /** The suite's runs, {@code settings.forks()} rounds of one fork each, merged per benchmark and parameters. */
    static List<RunResult> run(Suite suite, RunSettings settings, Map<String, String> params) throws RunnerException {
        RunSettings oneFork = settings.withForks(1);
        Map<String, BenchmarkParams> firstParams = new LinkedHashMap<>();
        Map<String, List<BenchmarkResult>> forks = new LinkedHashMap<>();
        List<Group> groups = groups(oneFork.options(suite, params).build());
        for (int round = 1; round <= settings.forks(); round++) {
            for (Group group : groups) {
                Map<String, String> groupParams = new TreeMap<>(params);
                groupParams.putAll(group.fixed());
                Options options = oneFork
                        .options(suite, groupParams, "^" + Pattern.quote(group.method()) + "$", group.operation())
                        .build();
                System.out.printf("%n# Round %d of %d: %s %s%n", round, settings.forks(), group.operation(), group.fixed());
                for (RunResult result : new Runner(options).run()) {
                    String key = key(result.getParams());
                    firstParams.putIfAbsent(key, result.getParams());
                    forks.computeIfAbsent(key, k -> new ArrayList<>()).addAll(result.getBenchmarkResults());
                }
            }
        }
        List<RunResult> merged = new ArrayList<>();
        firstParams.forEach((key, first) -> merged.add(new RunResult(first, forks.get(key))));
        return merged;
    }

    /**
     * The groups the options' runs fall into, in JMH's order of methods, then parameters by name, each
     * parameter's values in their order: the contenders of a group are all the runs that differ only in
     * the contender.
     */
    static List<Group> groups(Options options) {
        PrintStream silent = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        Set<Group> groups = new LinkedHashSet<>();
        for (BenchmarkListEntry entry : BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT), options.getIncludes(),
                options.getExcludes())) {
            Map<String, List<String>> values = new TreeMap<>();
            entry.getParams().orElse(Map.of()).forEach((param, declared) -> {
                if (!param.equals(CONTENDER)) {
                    values.put(param, options.getParameter(param).hasValue()
                            ? List.copyOf(options.getParameter(param).get()) : List.of(declared));
                }
            });
            for (Map<String, String> fixed : combinations(values)) {
                groups.add(new Group(entry.getUsername(), fixed));
            }
        }
        return List.copyOf(groups);
    }

    /** Every choice of one value per parameter, the last parameter varying fastest. */
    static List<Map<String, String>> combinations(Map<String, List<String>> values) {
        List<Map<String, String>> combinations = new ArrayList<>();
        combinations.add(new TreeMap<>());
        values.forEach((param, choices) -> {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : combinations) {
                for (String choice : choices) {
                    Map<String, String> extended = new TreeMap<>(partial);
                    extended.put(param, choice);
                    next.add(extended);
                }
            }
            combinations.clear();
            combinations.addAll(next);
        });
        return combinations;
    }

    private static String key(BenchmarkParams params) {
        StringBuilder key = new StringBuilder(params.getBenchmark());
        for (String param : params.getParamsKeys()) {
            key.append(' ').append(param).append('=').append(params.getParam(param));
        }
        return key.toString();
    }
}
