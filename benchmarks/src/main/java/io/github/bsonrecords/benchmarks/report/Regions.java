package io.github.bsonrecords.benchmarks.report;

/**
 * The generated parts of a hand-written page: the text between {@code <!-- generated: name -->} and
 * {@code <!-- end generated: name -->}, replaced whole, markers kept, the rest of the page untouched.
 */
public final class Regions {
    private Regions() {
    }

    public static String start(String name) {
        return "<!-- generated: " + name + " (written by Compare --docs from benchmarks/results/published; do not edit) -->";
    }

    public static String end(String name) {
        return "<!-- end generated: " + name + " -->";
    }

    /** The page with the region's content replaced; fails when the page lacks the region's markers. */
    public static String replace(String page, String name, String content) {
        String startPrefix = "<!-- generated: " + name + " ";
        int start = page.indexOf(startPrefix);
        int end = page.indexOf(end(name));
        if (start < 0 || end < start || page.indexOf(startPrefix, start + 1) >= 0) {
            throw new IllegalStateException("The page has no region '" + name + "' (once): put " + start(name)
                    + " and " + end(name) + " on lines of their own where it goes");
        }
        String body = content.endsWith("\n") ? content : content + "\n";
        return page.substring(0, start) + start(name) + "\n" + body + page.substring(end);
    }
}
