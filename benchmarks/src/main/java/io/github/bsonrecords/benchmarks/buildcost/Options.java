package io.github.bsonrecords.benchmarks.buildcost;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** {@code --name value} arguments; {@code --javac-option} and {@code --jvm-option} may repeat. */
final class Options {

    private final Map<String, String> values = new LinkedHashMap<>();
    private final Map<String, List<String>> repeated = new LinkedHashMap<>();

    static Options parse(String[] args, List<String> known) {
        Options options = new Options();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--") || i + 1 == args.length) {
                throw new IllegalArgumentException("expected --name value, got '" + arg + "'; options: " + known);
            }
            String name = arg.substring(2);
            if (!known.contains(name)) {
                throw new IllegalArgumentException("unknown option --" + name + "; options: " + known);
            }
            String value = args[++i];
            if (name.equals("javac-option") || name.equals("jvm-option")) {
                options.repeated.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
            } else {
                options.values.put(name, value);
            }
        }
        return options;
    }

    String get(String name, Supplier<String> otherwise) {
        String value = values.get(name);
        return value != null ? value : otherwise.get();
    }

    int getInt(String name, int otherwise) {
        String value = values.get(name);
        return value != null ? Integer.parseInt(value) : otherwise;
    }

    /** Every value of a repeatable option, in order. */
    List<String> all(String name) {
        return repeated.getOrDefault(name, List.of());
    }
}
