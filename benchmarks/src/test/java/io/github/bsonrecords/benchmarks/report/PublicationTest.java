package io.github.bsonrecords.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.benchmarks.Suite;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * From a small results directory in JMH's JSON (src/test/resources/report: the realistic suite, two families
 * decoded by three contenders over three forks, one fork still warming up, and one family encoded), the tables,
 * the charts and the pages' regions come out with the rows, cells, ratios and bars the numbers give.
 */
class PublicationTest {
    private static final String GENERATED_BLUE = "fill:rgb(0,114,178)";
    private static final String RECORD_CODEC_ORANGE = "fill:rgb(230,159,0)";
    private static Path fixture;

    @BeforeAll
    static void copyFixture(@TempDir Path directory) throws IOException {
        fixture = directory.resolve("results");
        Files.createDirectories(fixture);
        for (String name : List.of("realistic.json", "realistic.run.json")) {
            try (InputStream in = PublicationTest.class.getResourceAsStream("/report/" + name)) {
                Files.copy(in, fixture.resolve(name));
            }
        }
    }

    @Test
    void theTablesHoldEveryFamilyByEveryContenderPerDocumentWithTheRatiosOverTheForks() throws IOException {
        Publication publication = Publication.read(fixture);
        assertEquals(List.of(Suite.REALISTIC), List.copyOf(publication.suites().keySet()));
        Publication.SuiteResults realistic = publication.suites().get(Suite.REALISTIC);
        String section = SuiteSection.render(Suite.REALISTIC, realistic.rows(), realistic.stamp(), "docs/img/");
        List<String> lines = section.lines().toList();

        assertEquals("Measured 2026-11-28 08:00 UTC at commit `abc1234def`, published settings: 3 forks × (8 × 1 s"
                + " warmup + 3 × 1 s measured); load average 0.50 before, 1.10 after.", lines.get(0));
        assertTrue(lines.contains("![decode 101 as stored, cursor batch (1 reader): time and bytes allocated per doc,"
                + " per contender](docs/img/bench-realistic-decodeBatch.svg)"), section);
        // contenders in the enum's fixed order, the floor last, then the suite's ratios for a decode
        assertTrue(lines.contains("| family | driver RecordCodec | generated | floor | generated / floor"
                + " | RecordCodec / generated |"), section);
        // 704, 160 and 110 us per 101 documents; 704/160 over the forks 694/165 to 714/155, 160/110 from 155/112 to 165/108
        assertTrue(lines.contains("| orders, 835 B | 6.97\u00a0us, 4,919\u00a0B | **1.58\u00a0us, 2,466\u00a0B** | 1.09\u00a0us, 2,463\u00a0B"
                + " | 1.45x (1.38–1.53) | 4.40x (4.21–4.61) |"), section);
        // the RecordCodec's third fork went 120, 64, 30 us: marked, no ratio against it, explained below the table
        assertTrue(lines.contains("| users, 163 B | 658\u00a0ns, 692\u00a0B † | **228\u00a0ns, 340\u00a0B** | 158\u00a0ns, 336\u00a0B"
                + " | 1.44x (1.38–1.50) | not steady |"), section);
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("† Not at steady state, so no ratio is printed"
                + " against it: users, 163 B, driver RecordCodec: fork 3: later iterations")), section);
        // encoding: no ratio to the floor (it copies finished bytes), and nothing allocated shows as 0
        assertTrue(lines.contains("| family | driver RecordCodec | generated | floor | RecordCodec / generated |"), section);
        assertTrue(lines.contains("| orders, 835 B | 8.91\u00a0us, 1,956\u00a0B | **1.78\u00a0us, 348\u00a0B** | 43.6\u00a0ns, 0\u00a0B"
                + " | 5.00x (5.00–5.00) |"), section);
        assertEquals(2, lines.stream().filter(line -> line.startsWith("|---")).count(), "one table per operation");
    }

    @Test
    void theChartHasABarPerFamilyAndContenderInEachPanelTheLegendInOrderAndTheRunsStamp() throws Exception {
        Publication.SuiteResults realistic = Publication.read(fixture).suites().get(Suite.REALISTIC);
        Block decode = Block.of(Suite.REALISTIC, realistic.rows()).get(0);
        assertEquals("decodeBatch", decode.id());
        String svg = BarChart.svg(decode, Publication.subtitle(realistic));

        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", document.getDocumentElement().getTagName());
        List<String> texts = new ArrayList<>();
        NodeList nodes = document.getElementsByTagName("text");
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        assertEquals("Realistic documents: decode 101 as stored, cursor batch (1 reader)", texts.get(0));
        assertEquals("2026-11-28 08:00 UTC · commit abc1234def · JDK 17.0.15 · bson 5.14.0 · JMH 3 forks × (8 × 1 s"
                + " warmup + 3 × 1 s measured) · lower is better", texts.get(1));
        assertEquals(List.of("driver RecordCodec", "generated", "floor"), texts.subList(2, 5));
        assertTrue(texts.containsAll(List.of("orders, 835 B", "users, 163 B", "time per doc (µs)",
                "bytes allocated per doc")), texts.toString());
        // each bar labelled with its value, the unsteady one marked
        assertTrue(texts.containsAll(List.of("6.97", "1.58", "0.66 †", "4,919", "340")), texts.toString());
        assertTrue(texts.indexOf("6.97") < texts.indexOf("1.58") && texts.indexOf("1.58") < texts.indexOf("1.09"),
                "bars in the legend's order: " + texts);
        // two families, two panels: four bars of each contender, in its colour
        assertEquals(4, bars(svg, GENERATED_BLUE));
        assertEquals(4, bars(svg, RECORD_CODEC_ORANGE));
        assertEquals(svg, BarChart.svg(decode, Publication.subtitle(realistic)), "the same results, the same file");
        assertFalse(svg.contains("log scale"), "the families are close enough for a linear axis");
    }

    @Test
    void updatingTheDocsRewritesOnlyTheGeneratedRegionsAndWritesTheCharts(@TempDir Path root) throws IOException {
        StringBuilder page = new StringBuilder("# Benchmarks\n\nHand-written text.\n\n");
        page.append(Regions.start("environment")).append("\nold\n").append(Regions.end("environment")).append('\n');
        for (Suite suite : Suite.values()) {
            page.append("\n## ").append(suite.title()).append("\n\n").append(Regions.start(suite.id())).append('\n')
                    .append(Regions.end(suite.id())).append("\nAfter ").append(suite.id()).append(".\n");
        }
        Files.writeString(root.resolve("BENCHMARKS.md"), page);
        Files.writeString(root.resolve("README.md"), "# readme\n\n## Performance\n\n" + Regions.start("performance")
                + "\nold numbers\n" + Regions.end("performance") + "\n\n## Commands\n");

        Publication.read(fixture).updateDocs(root);

        String benchmarks = Files.readString(root.resolve("BENCHMARKS.md"));
        assertTrue(benchmarks.startsWith("# Benchmarks\n\nHand-written text.\n\n"), benchmarks);
        assertTrue(benchmarks.contains("| run | 2026-11-28 08:00 UTC, bson-records 0.1.0-SNAPSHOT at commit `abc1234def`,"
                + " settings published |"), benchmarks);
        assertTrue(benchmarks.contains("| machine | AMD EPYC, 2 CPUs, Linux 6.1 amd64 |"), benchmarks);
        assertTrue(benchmarks.contains("`io.micronaut.serde:micronaut-serde-bson` 2.16.2"), benchmarks);
        assertTrue(benchmarks.contains("| orders, 835 B | 6.97\u00a0us, 4,919\u00a0B |"), benchmarks);
        assertTrue(benchmarks.contains("Not measured in a published run yet: `benchmarks/publish.sh telemetry`."));
        assertTrue(benchmarks.contains(Regions.end("e2e") + "\nAfter e2e.\n"), benchmarks);
        assertFalse(benchmarks.contains("\nold\n"), benchmarks);
        assertTrue(Files.isRegularFile(root.resolve("docs/img/bench-realistic-decodeBatch.svg")));
        assertTrue(Files.isRegularFile(root.resolve("docs/img/bench-realistic-encode.svg")));

        String readme = Files.readString(root.resolve("README.md"));
        assertFalse(readme.contains("old numbers"), readme);
        assertTrue(readme.contains("](docs/img/bench-realistic-decodeBatch.svg)"), readme);
        assertTrue(readme.contains("| orders: line items, decimal128 prices, an enum, 835 B | 6.97\u00a0us, 4,919\u00a0B"
                + " | **1.58\u00a0us, 2,466\u00a0B** | 1.09\u00a0us, 2,463\u00a0B | 4.4x | 1.5x |"), readme);
        assertTrue(readme.contains("decoding: `RecordCodec` / generated 4.4x, generated / floor 1.4–1.5x;"
                + " encoding: `RecordCodec` / generated 5.0x."), readme);
        assertTrue(readme.endsWith(Regions.end("performance") + "\n\n## Commands\n"), readme);

        // re-rendering the same results changes nothing
        String before = benchmarks + readme;
        Publication.read(fixture).updateDocs(root);
        assertEquals(before, Files.readString(root.resolve("BENCHMARKS.md")) + Files.readString(root.resolve("README.md")));
    }

    @Test
    void aPageWithoutTheRegionIsRefusedWithWhatToAdd() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Regions.replace("# page\n", "realistic", "x"));
        assertTrue(e.getMessage().contains(Regions.start("realistic")), e.getMessage());
    }

    @Test
    void withoutResultsTheEnvironmentSaysHowToMeasure(@TempDir Path empty) throws IOException {
        assertTrue(Publication.read(empty).environment().startsWith("No published run yet: `benchmarks/publish.sh`"));
    }

    /** The bars of one colour: rectangles filled with it (the legend's swatches are paths). */
    private static int bars(String svg, String fill) {
        Matcher rect = Pattern.compile("<rect [^>]*" + Pattern.quote(fill) + "[^>]*>").matcher(svg);
        int count = 0;
        while (rect.find()) {
            count++;
        }
        return count;
    }
}
