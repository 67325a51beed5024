package io.github.bsonrecords.benchmarks.buildcost;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Sizes what one compilation left behind, by kind: a record's own classes (its top-level name is a record
 * of the model), its codec ({@code XBsonCodec}), its metamodel ({@code X_}) and the rest the processor
 * writes (the package's {@code BsonRecordCodecProvider}, helpers). Nested classes count with their
 * top-level class.
 */
final class GeneratedFiles {

    enum Kind {
        OWN, CODEC, METAMODEL, OTHER
    }

    private final Map<Kind, Long> lines = new EnumMap<>(Kind.class);
    private final Map<Kind, Long> classBytes = new EnumMap<>(Kind.class);
    private final Map<Kind, Integer> classCount = new EnumMap<>(Kind.class);

    private GeneratedFiles() {
        for (Kind kind : Kind.values()) {
            lines.put(kind, 0L);
            classBytes.put(kind, 0L);
            classCount.put(kind, 0);
        }
    }

    static GeneratedFiles measure(Path generatedSources, Path classes, Set<String> recordNames) throws IOException {
        GeneratedFiles files = new GeneratedFiles();
        try (Stream<Path> sources = Files.walk(generatedSources)) {
            sources.filter(p -> p.toString().endsWith(".java")).forEach(p -> files.lines.merge(
                    kindOf(topLevelName(p, ".java"), recordNames), lineCount(p), Long::sum));
        }
        try (Stream<Path> compiled = Files.walk(classes)) {
            compiled.filter(p -> p.toString().endsWith(".class")).forEach(p -> {
                Kind kind = kindOf(topLevelName(p, ".class"), recordNames);
                files.classBytes.merge(kind, size(p), Long::sum);
                files.classCount.merge(kind, 1, Integer::sum);
            });
        }
        return files;
    }

    long lines(Kind kind) {
        return lines.get(kind);
    }

    long classBytes(Kind kind) {
        return classBytes.get(kind);
    }

    int classCount(Kind kind) {
        return classCount.get(kind);
    }

    long generatedLines() {
        return lines(Kind.CODEC) + lines(Kind.METAMODEL) + lines(Kind.OTHER);
    }

    long generatedClassBytes() {
        return classBytes(Kind.CODEC) + classBytes(Kind.METAMODEL) + classBytes(Kind.OTHER);
    }

    private static Kind kindOf(String topLevel, Set<String> recordNames) {
        if (recordNames.contains(topLevel)) {
            return Kind.OWN;
        }
        if (topLevel.endsWith("BsonCodec") && recordNames.contains(topLevel.substring(0, topLevel.length() - 9))) {
            return Kind.CODEC;
        }
        if (topLevel.endsWith("_") && recordNames.contains(topLevel.substring(0, topLevel.length() - 1))) {
            return Kind.METAMODEL;
        }
        return Kind.OTHER;
    }

    private static String topLevelName(Path file, String extension) {
        String name = file.getFileName().toString();
        name = name.substring(0, name.length() - extension.length());
        int nested = name.indexOf('$');
        return nested < 0 ? name : name.substring(0, nested);
    }

    private static long lineCount(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
