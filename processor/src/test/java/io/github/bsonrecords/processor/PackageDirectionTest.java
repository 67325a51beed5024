package io.github.bsonrecords.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The processor's packages depend on each other one way, as its design reads: analysis and
 * emission meet only in the model, and no package reaches back up. The dependencies are the
 * compiled classes' as {@code jdeps} sees them, so an import left behind counts too.
 */
class PackageDirectionTest {
    private static final String ROOT = "io.github.bsonrecords.processor";
    private static final Pattern EDGE = Pattern.compile("^\\s*(" + Pattern.quote(ROOT) + "\\S*)\\s+->\\s+("
            + Pattern.quote(ROOT) + "\\S*)\\s", Pattern.MULTILINE);

    @Test
    void packagesFormNoCycle() {
        Map<String, Set<String>> uses = packageUses();
        assertTrue(uses.size() >= 10, "processor packages read: " + uses.keySet());
        List<String> cycles = new ArrayList<>();
        for (String from : uses.keySet()) {
            for (String to : uses.get(from)) {
                if (reaches(uses, to, from, new TreeSet<>())) {
                    cycles.add(from + " -> " + to + " -> ... -> " + from);
                }
            }
        }
        assertEquals(List.of(), cycles);
    }

    @Test
    void analysisAndEmissionMeetOnlyInTheModel() {
        List<String> crossing = new ArrayList<>();
        packageUses().forEach((from, targets) -> targets.forEach(to -> {
            boolean analysisToEmit = from.startsWith(ROOT + ".analysis") && to.startsWith(ROOT + ".emit");
            boolean emitToAnalysis = from.startsWith(ROOT + ".emit") && to.startsWith(ROOT + ".analysis");
            boolean layoutUp = from.startsWith(ROOT + ".layout") && !to.equals(ROOT + ".model");
            boolean modelUp = from.equals(ROOT + ".model") && !to.equals(ROOT + ".diagnostics");
            if (analysisToEmit || emitToAnalysis || layoutUp || modelUp) {
                crossing.add(from + " -> " + to);
            }
        }));
        assertEquals(List.of(), crossing);
    }

    private static boolean reaches(Map<String, Set<String>> uses, String from, String target, Set<String> seen) {
        if (from.equals(target)) {
            return true;
        }
        if (!seen.add(from)) {
            return false;
        }
        for (String next : uses.getOrDefault(from, Set.of())) {
            if (reaches(uses, next, target, seen)) {
                return true;
            }
        }
        return false;
    }

    /** Each processor package to the other processor packages its classes use. */
    private static Map<String, Set<String>> packageUses() {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
        StringWriter out = new StringWriter();
        Path classes = Path.of("target/classes");
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:package", "-filter:none",
                classes.toString());
        assertEquals(0, status, out.toString());
        Map<String, Set<String>> uses = new TreeMap<>();
        Matcher edge = EDGE.matcher(out.toString());
        while (edge.find()) {
            uses.computeIfAbsent(edge.group(1), key -> new TreeSet<>());
            if (!edge.group(1).equals(edge.group(2))) {
                uses.get(edge.group(1)).add(edge.group(2));
            }
        }
        return uses;
    }
}
