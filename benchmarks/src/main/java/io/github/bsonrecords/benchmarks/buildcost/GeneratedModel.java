package io.github.bsonrecords.benchmarks.buildcost;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.bson.BsonDocument;

/**
 * Issue 22's model, generated from a fixed seed so every run compiles the same sources: {@code records}
 * {@code @BsonRecord} records of {@code components} components each in package {@value #PACKAGE}. Each
 * record's kinds are the {@link ComponentKind}s in turn from a seeded offset (so every kind is in every
 * record of at least ten components); every third record (index 2, 5, 8, ...) has the previous record as its
 * last component instead. Component names are two seeded words, unique within the record.
 */
final class GeneratedModel {

    static final String PACKAGE = "bench.model";
    static final long DEFAULT_SEED = 22;

    private static final String[] WORDS = {"customer", "order", "amount", "status", "created", "updated",
        "region", "owner", "label", "count", "total", "price", "device", "sensor", "reading", "account",
        "source", "target", "weight", "score", "title", "summary", "channel", "tenant", "origin", "version",
        "batch", "window", "limit", "offset", "parent", "child", "group", "member", "payload", "checksum"};

    record Component(String name, ComponentKind kind, String nestedRecord) {

        String javaType() {
            return nestedRecord != null ? nestedRecord : kind.javaType();
        }
    }

    record RecordSpec(String name, List<Component> components) {
    }

    private final List<RecordSpec> records;
    private final long seed;

    private GeneratedModel(List<RecordSpec> records, long seed) {
        this.records = records;
        this.seed = seed;
    }

    static GeneratedModel of(int recordCount, int componentCount, long seed) {
        if (recordCount < 1 || componentCount < 2) {
            throw new IllegalArgumentException("a model needs at least 1 record of 2 components, not "
                    + recordCount + " x " + componentCount);
        }
        Random random = new Random(seed);
        ComponentKind[] kinds = ComponentKind.values();
        List<RecordSpec> records = new ArrayList<>();
        int width = String.valueOf(recordCount - 1).length();
        for (int r = 0; r < recordCount; r++) {
            String name = "Entity" + "0".repeat(Math.max(0, width - String.valueOf(r).length())) + r;
            boolean nests = r % 3 == 2;
            Set<String> names = new LinkedHashSet<>();
            List<Component> components = new ArrayList<>();
            int offset = random.nextInt(kinds.length);
            for (int c = 0; c < componentCount; c++) {
                String componentName = uniqueName(random, names);
                if (nests && c == componentCount - 1) {
                    components.add(new Component(componentName, null, records.get(r - 1).name()));
                } else {
                    components.add(new Component(componentName, kinds[(offset + c) % kinds.length], null));
                }
            }
            records.add(new RecordSpec(name, List.copyOf(components)));
        }
        return new GeneratedModel(List.copyOf(records), seed);
    }

    private static String uniqueName(Random random, Set<String> taken) {
        while (true) {
            String first = WORDS[random.nextInt(WORDS.length)];
            String second = WORDS[random.nextInt(WORDS.length)];
            String name = first + Character.toUpperCase(second.charAt(0)) + second.substring(1);
            if (!first.equals(second) && taken.add(name)) {
                return name;
            }
        }
    }

    List<RecordSpec> records() {
        return records;
    }

    String shape() {
        return records.size() + " x " + records.get(0).components().size();
    }

    /** Writes one source file per record under {@code sourceRoot}; returns the files. */
    List<Path> writeSources(Path sourceRoot) throws IOException {
        Path dir = sourceRoot.resolve(PACKAGE.replace('.', '/'));
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        for (RecordSpec record : records) {
            Path file = dir.resolve(record.name() + ".java");
            Files.writeString(file, source(record), StandardCharsets.UTF_8);
            files.add(file);
        }
        return files;
    }

    static String source(RecordSpec record) {
        Set<String> imports = new TreeSet<>();
        imports.add("io.github.bsonrecords.BsonRecord");
        for (Component component : record.components()) {
            if (component.kind() != null && component.kind().importName() != null) {
                imports.add(component.kind().importName());
            }
        }
        StringBuilder out = new StringBuilder("package " + PACKAGE + ";\n\n");
        imports.forEach(name -> out.append("import ").append(name).append(";\n"));
        out.append("\n@BsonRecord\npublic record ").append(record.name()).append("(");
        for (int i = 0; i < record.components().size(); i++) {
            Component component = record.components().get(i);
            out.append(i == 0 ? "\n        " : ",\n        ").append(component.javaType()).append(' ')
                    .append(component.name());
        }
        return out.append(") {\n}\n").toString();
    }

    /** One document per record, its fields in declaration order, the values from this model's seed. */
    List<BsonDocument> sampleDocuments() {
        Random random = new Random(seed + 1);
        List<BsonDocument> documents = new ArrayList<>();
        for (RecordSpec record : records) {
            BsonDocument document = new BsonDocument();
            for (Component component : record.components()) {
                document.append(component.name(), component.nestedRecord() != null
                        ? documents.get(documents.size() - 1).clone()
                        : component.kind().sampleValue(random));
            }
            documents.add(document);
        }
        return documents;
    }
}
