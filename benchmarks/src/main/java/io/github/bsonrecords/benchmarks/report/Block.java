package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Suite;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * What one table and one chart of the report show: categories (rows of the table, groups of bars) by contenders
 * (columns, bars). An operation with parameters besides the contender (a family, a shape) is a block of its own
 * whose categories are the parameters' values; the operations without any share one block whose categories are
 * the operations.
 *
 * @param id the block's name in file names: the operation, or "operations" for the shared block
 * @param title what the block measures
 * @param categoryHeader what a category is ("family", "shape", "operation")
 * @param cells each category's rows by contender, categories in the order JMH ran them
 */
public record Block(Suite suite, String id, String title, String categoryHeader,
        Map<String, Map<Contender, ResultRow>> cells) {

    public Block {
        Map<String, Map<Contender, ResultRow>> copy = new LinkedHashMap<>();
        cells.forEach((category, rows) -> copy.put(category, Collections.unmodifiableMap(new EnumMap<>(rows))));
        cells = Collections.unmodifiableMap(copy);
    }

    /** The id of the block of the operations without parameters. */
    public static final String OPERATIONS = "operations";

    /** The suite's blocks: one per operation with parameters, in the order JMH ran them, then the others. */
    public static List<Block> of(Suite suite, List<ResultRow> rows) {
        Map<String, Map<String, Map<Contender, ResultRow>>> byBlock = new LinkedHashMap<>();
        Map<String, String> headers = new LinkedHashMap<>();
        for (ResultRow row : rows) {
            boolean parameterised = !row.params().isEmpty();
            String id = parameterised ? row.operation() : OPERATIONS;
            String category = parameterised ? String.join(" ", row.params().values()).toLowerCase(Locale.ROOT)
                    : suite.operationLabel(row.operation());
            headers.putIfAbsent(id, parameterised ? String.join(", ", row.params().keySet()) : "operation");
            byBlock.computeIfAbsent(id, key -> new LinkedHashMap<>())
                    .computeIfAbsent(category, key -> new EnumMap<>(Contender.class))
                    .put(row.contender(), row);
        }
        List<Block> blocks = new ArrayList<>();
        byBlock.forEach((id, cells) -> {
            if (!id.equals(OPERATIONS)) {
                blocks.add(new Block(suite, id, suite.operationLabel(id), headers.get(id), cells));
            }
        });
        if (byBlock.containsKey(OPERATIONS)) {
            blocks.add(new Block(suite, OPERATIONS, suite.title(), "operation", byBlock.get(OPERATIONS)));
        }
        return blocks;
    }

    /**
     * The contenders of any category, in the enum's (fixed) order but the floor last: it is the reference the others
     * are read against, as the generated codec's neighbour.
     */
    public List<Contender> contenders() {
        TreeSet<Contender> contenders = new TreeSet<>(
                java.util.Comparator.comparing((Contender contender) -> contender == Contender.FLOOR)
                        .thenComparing(java.util.Comparator.naturalOrder()));
        cells.values().forEach(rows -> contenders.addAll(rows.keySet()));
        return List.copyOf(contenders);
    }

    /**
     * A category as the table and the chart show it: for a parameter's value, with the size of its documents as
     * stored ("movies, 1,407 B"); an operation as it is.
     */
    public String label(String category) {
        if (id.equals(OPERATIONS)) {
            return category;
        }
        ResultRow row = cells.get(category).values().iterator().next();
        return row.bsonBytesPerOp() == 0 ? category
                : category + ", " + Format.bytes((double) row.bsonBytesPerOp() / row.documentsPerOp()) + " B";
    }

    /** The chart's file name for this block: {@code bench-<suite>-<block>.svg}. */
    public String chartFile() {
        return "bench-" + suite.id() + "-" + id + ".svg";
    }
}
