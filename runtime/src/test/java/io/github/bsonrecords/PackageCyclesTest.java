package io.github.bsonrecords;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime's packages depend on each other in one direction only. {@code jdeps} gives the runtime
 * classes each compiled class uses (as a class, or in a field, method or generic signature, or an
 * annotation); a strongly connected set of two or more packages is a cycle, reported with the class
 * references that make it.
 *
 * <p>One package is two nodes: {@code io.github.bsonrecords} holds both the types every layer uses
 * (the annotations, their enums, the exceptions) and the entry points that use every layer
 * ({@code BsonRecords}, {@code GeneratedCodecs}). Users import both from there, so it cannot be split;
 * its classes that use no runtime class but each other are its {@code [leaf types]} node. A leaf type
 * that starts using a codec package stops being one, and then the cycle shows here.
 */
class PackageCyclesTest {
    private static final String ROOT = "io.github.bsonrecords";
    private static final String LEAF_TYPES = ROOT + " [leaf types]";
    /** A dependency {@code jdeps -verbose:class} lists, of a runtime class: {@code   a.B   -> c.D   location}. */
    private static final Pattern CLASS_EDGE = Pattern.compile("^\\s+(" + Pattern.quote(ROOT) + "\\.\\S+)\\s+->\\s+(\\S+)\\s",
            Pattern.MULTILINE);

    @Test
    void runtimePackagesFormNoCycle() throws IOException {
        Map<String, Set<String>> uses = classReferences(classesDirectory());
        assertTrue(uses.size() > 60, "runtime classes read: " + uses.size());
        assertEquals(List.of(), cycles(uses));
    }

    @Test
    void theCodecPackageHoldsContractsThatUseNoOtherCodecPackage() throws IOException {
        Map<String, Set<String>> uses = classReferences(classesDirectory());
        List<String> outward = new ArrayList<>();
        uses.forEach((type, used) -> {
            if (packageOf(type).equals(ROOT + ".codec")) {
                used.stream().filter(target -> packageOf(target).startsWith(ROOT + ".codec."))
                        .forEach(target -> outward.add(type + " -> " + target));
            }
        });
        assertEquals(List.of(), outward);
    }

    @Test
    void aCycleIsReportedWithTheReferencesThatMakeIt() {
        Map<String, Set<String>> uses = new TreeMap<>();
        uses.put("io.github.bsonrecords.codec.FieldRef", Set.of("io.github.bsonrecords.BsonRecordDecodingException"));
        uses.put("io.github.bsonrecords.BsonRecordDecodingException", Set.of());
        uses.put("io.github.bsonrecords.codec.BinaryCodec", Set.of("io.github.bsonrecords.codec.write.BsonBuffer"));
        uses.put("io.github.bsonrecords.codec.write.BsonBuffer", Set.of());
        uses.put("io.github.bsonrecords.codec.write.ByteWrites",
                Set.of("io.github.bsonrecords.codec.BinaryCodec", "io.github.bsonrecords.codec.FieldRef"));

        assertEquals(List.of("io.github.bsonrecords.codec <-> io.github.bsonrecords.codec.write:"
                + " io.github.bsonrecords.codec.BinaryCodec -> io.github.bsonrecords.codec.write.BsonBuffer,"
                + " io.github.bsonrecords.codec.write.ByteWrites -> io.github.bsonrecords.codec.BinaryCodec,"
                + " io.github.bsonrecords.codec.write.ByteWrites -> io.github.bsonrecords.codec.FieldRef"), cycles(uses));
    }

    @Test
    void anEntryPointUsedByALowerPackageMakesACycleThroughTheApiPackage() {
        Map<String, Set<String>> uses = new TreeMap<>();
        uses.put("io.github.bsonrecords.BsonRecords", Set.of("io.github.bsonrecords.codec.FieldRef"));
        uses.put("io.github.bsonrecords.BsonRecordDecodingException", Set.of());
        uses.put("io.github.bsonrecords.codec.FieldRef", Set.of("io.github.bsonrecords.BsonRecordDecodingException"));
        assertEquals(List.of(), cycles(uses), "an exception is a leaf type: no cycle");

        uses.put("io.github.bsonrecords.codec.FieldRef", Set.of("io.github.bsonrecords.BsonRecords"));
        assertEquals(List.of("io.github.bsonrecords <-> io.github.bsonrecords.codec:"
                + " io.github.bsonrecords.BsonRecords -> io.github.bsonrecords.codec.FieldRef,"
                + " io.github.bsonrecords.codec.FieldRef -> io.github.bsonrecords.BsonRecords"), cycles(uses));
    }

    /** Each strongly connected set of two or more package nodes, with the class references between its members. */
    static List<String> cycles(Map<String, Set<String>> uses) {
        Map<String, String> nodeOf = nodes(uses);
        Map<String, Set<String>> graph = new TreeMap<>();
        nodeOf.values().forEach(node -> graph.put(node, new TreeSet<>()));
        uses.forEach((type, used) -> used.forEach(target -> {
            if (nodeOf.containsKey(target) && !nodeOf.get(type).equals(nodeOf.get(target))) {
                graph.get(nodeOf.get(type)).add(nodeOf.get(target));
            }
        }));
        List<String> found = new ArrayList<>();
        for (Set<String> component : new StronglyConnected(graph).components()) {
            if (component.size() < 2) {
                continue;
            }
            Set<String> references = new TreeSet<>();
            uses.forEach((type, used) -> used.forEach(target -> {
                String from = nodeOf.get(type);
                String to = nodeOf.get(target);
                if (to != null && !from.equals(to) && component.contains(from) && component.contains(to)) {
                    references.add(type + " -> " + target);
                }
            }));
            found.add(String.join(" <-> ", component) + ": " + String.join(", ", references));
        }
        return found;
    }

    /** Each class's node: its package, but for the API package's leaf types. */
    private static Map<String, String> nodes(Map<String, Set<String>> uses) {
        Set<String> leaves = new TreeSet<>();
        uses.keySet().stream().filter(type -> packageOf(type).equals(ROOT)).forEach(leaves::add);
        boolean changed = true;
        while (changed) {
            changed = leaves.removeIf(type -> uses.get(type).stream()
                    .anyMatch(target -> uses.containsKey(target) && !target.equals(type) && !leaves.contains(target)));
        }
        Map<String, String> nodeOf = new HashMap<>();
        uses.keySet().forEach(type -> nodeOf.put(type, leaves.contains(type) ? LEAF_TYPES : packageOf(type)));
        return nodeOf;
    }

    private static String packageOf(String type) {
        return type.substring(0, type.lastIndexOf('.'));
    }

    private static Path classesDirectory() {
        try {
            return Path.of(BsonRecords.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every runtime class (nested ones by their top-level class) and the runtime classes it uses, as the
     * JDK's {@code jdeps} reads them from its class file. The class files are given one by one: the
     * directory, with its {@code module-info}, would be a module that requires bson, which is not at hand.
     */
    private static Map<String, Set<String>> classReferences(Path classes) throws IOException {
        List<String> arguments = new ArrayList<>(List.of("-verbose:class", "-filter:none"));
        try (Stream<Path> files = Files.walk(classes)) {
            files.filter(path -> path.toString().endsWith(".class"))
                    .filter(path -> !path.getFileName().toString().equals("module-info.class"))
                    .map(Path::toString).sorted().forEach(arguments::add);
        }
        StringWriter out = new StringWriter();
        int status = ToolProvider.findFirst("jdeps").orElseThrow()
                .run(new PrintWriter(out), new PrintWriter(out), arguments.toArray(String[]::new));
        assertEquals(0, status, out.toString());
        Map<String, Set<String>> uses = new TreeMap<>();
        Matcher edge = CLASS_EDGE.matcher(out.toString());
        while (edge.find()) {
            String type = topLevel(edge.group(1));
            String target = topLevel(edge.group(2));
            Set<String> used = uses.computeIfAbsent(type, key -> new TreeSet<>());
            if (target.startsWith(ROOT + ".") && !target.equals(type)) {
                used.add(target);
            }
        }
        return uses;
    }

    private static String topLevel(String binaryName) {
        int nested = binaryName.indexOf('$');
        return nested < 0 ? binaryName : binaryName.substring(0, nested);
    }

    /** Tarjan's strongly connected components (recursive: the graph has a handful of nodes). */
    private static final class StronglyConnected {
        private final Map<String, Set<String>> graph;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new LinkedHashSet<>();
        private final List<Set<String>> components = new ArrayList<>();

        StronglyConnected(Map<String, Set<String>> graph) {
            this.graph = graph;
        }

        List<Set<String>> components() {
            for (String node : graph.keySet()) {
                if (!index.containsKey(node)) {
                    visit(node);
                }
            }
            return components;
        }

        private void visit(String node) {
            index.put(node, index.size());
            low.put(node, index.get(node));
            stack.push(node);
            onStack.add(node);
            for (String next : graph.getOrDefault(node, Set.of())) {
                if (!index.containsKey(next)) {
                    visit(next);
                    low.put(node, Math.min(low.get(node), low.get(next)));
                } else if (onStack.contains(next)) {
                    low.put(node, Math.min(low.get(node), index.get(next)));
                }
            }
            if (low.get(node).equals(index.get(node))) {
                Set<String> component = new TreeSet<>();
                String member;
                do {
                    member = stack.pop();
                    onStack.remove(member);
                    component.add(member);
                } while (!member.equals(node));
                components.add(component);
            }
        }
    }
}
