package io.github.bsonrecords.processor.build;

import io.github.bsonrecords.codec.GeneratedCodeVersion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A build step (exec-maven-plugin, after the processor's classes are compiled): writes the fingerprint of the
 * runtime API this processor is built with (the runtime's own {@code GeneratedCodeVersion.API}) into {@code
 * processor-version.properties}, for the version check every generated class makes.
 */
public final class RuntimeApiStamp {
    static final String PROPERTIES = "io/github/bsonrecords/processor/processor-version.properties";
    static final String KEY = "runtimeApi=";

    private RuntimeApiStamp() {
    }

    /** {@code args[0]}: the processor's compiled classes. */
    public static void main(String[] args) throws IOException {
        Path properties = Path.of(args[0]).resolve(PROPERTIES);
        // the file may hold the stamp of an earlier build (resources are copied only when newer)
        List<String> lines = Files.readAllLines(properties, StandardCharsets.ISO_8859_1).stream()
                .filter(line -> !line.startsWith(KEY))
                .collect(Collectors.toCollection(ArrayList::new));
        lines.add(KEY + GeneratedCodeVersion.API);
        Files.write(properties, lines, StandardCharsets.ISO_8859_1);
    }
}
