package io.github.bsonrecords.readme;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Checks every {@code ```java} block of README.md, BENCHMARKS.md and docs/**&#47;*.md. Each block is preceded by a marker:
 * <ul>
 * <li>{@code <!-- readme-test: path -->} (README.md only): a file of the quick start, which
 * {@link ReadmeQuickStart} builds and runs;</li>
 * <li>{@code <!-- snippet: context -->}: compiled with javac, the bson-records processor running, against the
 * runtime, the driver, bson-records-spring, Spring Boot's auto-configuration and Quarkus's API. The directory
 * {@code src/test/snippets/<context>} holds the sources compiled with the block (records it uses, for
 * instance) and, if it has one, {@code Snippet.java}, a skeleton whose line {@code // SNIPPET} the block
 * replaces (statements in a method that declares the variables they use, or members of a class). Without a
 * skeleton (and for the context {@code unit}, which needs no directory) the block is a compilation unit of its own: {@code module-info.java} (compiled on the module
 * path), {@code package-info.java}, or the file of its public type;</li>
 * <li>{@code <!-- snippet: generated File.java -->}: an excerpt of generated code; each line other than
 * {@code ...} must appear, in order, in the golden source {@code golden/expected/File.java} of the
 * processor's tests (leading and trailing spaces aside).</li>
 * </ul>
 * A block without a marker, or with an unknown one, fails the check. So does a relative link of these pages
 * ({@code [text](path#anchor)}) to a file that does not exist, or to a heading a Markdown page does not have
 * (anchors as GitHub makes them: lower case, punctuation dropped, spaces as hyphens). And the front page stays
 * one: README.md at most {@value #README_LINES} lines, its quick start at most {@value #QUICK_START_LINES}; BENCHMARKS.md
 * (whose links are checked too) at most {@value #BENCHMARKS_LINES}.
 *
 * <p>Run by the readme-test module as a single-file program with the compile classpath:
 * {@code java -cp ... DocSnippets.java repositoryRoot snippetContexts workDirectory}.
 */
public final class DocSnippets {
    private static final Pattern BLOCK = Pattern.compile("(?:<!-- (readme-test|snippet): ([^>]*?) -->\\n)?```java\\n(.*?)```",
            Pattern.DOTALL);
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^public\\s+(?:(?:final|abstract|sealed|non-sealed|strictfp)\\s+)*(?:class|record|interface|enum|@interface)\\s+(\\w+)",
            Pattern.MULTILINE);
    private static final String PROCESSOR = "io.github.bsonrecords.processor.BsonRecordProcessor";
    static final int README_LINES = 200;
    static final int QUICK_START_LINES = 40;
    static final int BENCHMARKS_LINES = 250;

    private DocSnippets() {
    }

    public static void main(String[] args) throws IOException {
        Path root = Path.of(args[0]).toAbsolutePath().normalize();
        Path contexts = Path.of(args[1]);
        Path work = Path.of(args[2]);
        Path golden = root.resolve("processor/src/test/resources/golden/expected");
        deleteRecursively(work);

        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        pages.add(root.resolve("BENCHMARKS.md"));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }

        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (Path page : pages) {
            String text = Files.readString(page).replace("\r\n", "\n");
            String name = root.relativize(page).toString();
            Matcher matcher = BLOCK.matcher(text);
            while (matcher.find()) {
                checked++;
                String where = name + ":" + line(text, matcher.start(3));
                String kind = matcher.group(1);
                String marker = matcher.group(2) == null ? null : matcher.group(2).trim();
                String code = matcher.group(3);
                if (kind == null) {
                    failures.add(where + ": a java block without a marker (<!-- snippet: context -->, <!-- snippet:"
                            + " generated File.java --> or, in README.md, <!-- readme-test: path -->)");
                } else if (kind.equals("readme-test")) {
                    if (!name.equals("README.md")) {
                        failures.add(where + ": readme-test blocks are built by the quick start test, from README.md only");
                    }
                } else if (marker.startsWith("generated ")) {
                    checkExcerpt(where, code, golden.resolve(marker.substring("generated ".length()).trim()), failures);
                } else {
                    compile(where, code, contexts.resolve(marker), work.resolve("block-" + checked), failures);
                }
            }
        }
        for (Path page : pages) {
            checkLinks(root, page, failures);
        }
        checkFrontPage(Files.readString(root.resolve("README.md")).replace("\r\n", "\n"), failures);
        long benchmarkLines = Files.readString(root.resolve("BENCHMARKS.md")).lines().count();
        if (benchmarkLines > BENCHMARKS_LINES) {
            failures.add("BENCHMARKS.md has " + benchmarkLines + " lines, more than " + BENCHMARKS_LINES
                    + ": shorten its hand-written text (its tables are generated) or move history to docs/dev/");
        }
        if (!failures.isEmpty()) {
            System.err.println("Documentation snippets: " + failures.size() + " problems in the " + checked + " java blocks and"
                    + " the links of " + pages.size() + " pages:\n\n"
                    + String.join("\n\n", failures));
            System.exit(1);
        }
        System.out.println("Documentation snippets: all " + checked + " java blocks and the links of " + pages.size()
                + " pages checked");
    }

    /** README.md and its quick start (from its heading to the last line before the next heading) stay short. */
    private static void checkFrontPage(String readme, List<String> failures) {
        List<String> lines = readme.lines().toList();
        if (lines.size() > README_LINES) {
            failures.add("README.md has " + lines.size() + " lines, more than " + README_LINES + ": move detail to docs/");
        }
        int start = lines.indexOf("## Quick start");
        if (start < 0) {
            failures.add("README.md has no section ## Quick start");
            return;
        }
        int end = start + 1;
        while (end < lines.size() && !lines.get(end).startsWith("## ")) {
            end++;
        }
        while (end > start && lines.get(end - 1).isBlank()) {
            end--;
        }
        if (end - start > QUICK_START_LINES) {
            failures.add("README.md's quick start has " + (end - start) + " lines, more than " + QUICK_START_LINES);
        }
    }

    private static final Pattern FENCED = Pattern.compile("```.*?```", Pattern.DOTALL);
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#+ (.*)$", Pattern.MULTILINE);

    /** Relative links lead to files that exist and, for Markdown pages, to headings they have. */
    private static void checkLinks(Path root, Path page, List<String> failures) throws IOException {
        String text = FENCED.matcher(Files.readString(page).replace("\r\n", "\n")).replaceAll("");
        Matcher link = LINK.matcher(text);
        while (link.find()) {
            String target = link.group(1);
            if (target.matches("[a-z]+:.*")) {
                continue;
            }
            int hash = target.indexOf('#');
            String file = hash < 0 ? target : target.substring(0, hash);
            Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
            String where = root.relativize(page) + ": the link " + target;
            if (!Files.exists(resolved)) {
                failures.add(where + " leads to no file");
            } else if (hash >= 0 && resolved.toString().endsWith(".md")
                    && !anchors(resolved).contains(target.substring(hash + 1))) {
                failures.add(where + " leads to no heading of " + root.relativize(resolved));
            }
        }
    }

    private static List<String> anchors(Path page) throws IOException {
        String text = FENCED.matcher(Files.readString(page).replace("\r\n", "\n")).replaceAll("");
        List<String> anchors = new ArrayList<>();
        Matcher heading = HEADING.matcher(text);
        while (heading.find()) {
            anchors.add(heading.group(1).strip().toLowerCase(java.util.Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N}\\- _]", "").replace(' ', '-'));
        }
        return anchors;
    }

    /** Every line of the excerpt but {@code ...} appears in the golden source, in the same order. */
    private static void checkExcerpt(String where, String excerpt, Path golden, List<String> failures) throws IOException {
        if (!Files.isRegularFile(golden)) {
            failures.add(where + ": no golden source " + golden);
            return;
        }
        List<String> source = Files.readAllLines(golden).stream().map(String::strip).toList();
        int at = 0;
        for (String line : excerpt.lines().map(String::strip).toList()) {
            if (line.isEmpty() || line.equals("...")) {
                continue;
            }
            int found = source.subList(at, source.size()).indexOf(line);
            if (found < 0) {
                failures.add(where + ": the excerpt's line\n    " + line + "\nis not in " + golden.getFileName()
                        + (at > 0 ? " after line " + at : ""));
                return;
            }
            at += found + 1;
        }
    }

    private static void compile(String where, String code, Path context, Path work, List<String> failures) throws IOException {
        boolean unit = context.getFileName().toString().equals("unit");
        if (!unit && !Files.isDirectory(context)) {
            failures.add(where + ": no snippet context " + context);
            return;
        }
        Path sources = work.resolve("src");
        Files.createDirectories(sources);
        List<Path> files = new ArrayList<>();
        Path skeleton = context.resolve("Snippet.java");
        try (Stream<Path> support = unit ? Stream.empty() : Files.walk(context)) {
            for (Path file : support.filter(path -> path.toString().endsWith(".java") && !path.equals(skeleton)).toList()) {
                Path copy = sources.resolve(context.relativize(file).toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
                files.add(copy);
            }
        }
        boolean module = false;
        Path snippet;
        if (Files.exists(skeleton)) {
            String template = Files.readString(skeleton);
            if (!template.contains("// SNIPPET")) {
                failures.add(where + ": " + skeleton + " has no line // SNIPPET");
                return;
            }
            snippet = sources.resolve("snippet/Snippet.java");
            Files.createDirectories(snippet.getParent());
            Files.writeString(snippet, template.replace("// SNIPPET", code));
        } else {
            String fileName;
            Matcher publicType = PUBLIC_TYPE.matcher(code);
            if (code.stripLeading().startsWith("module ")) {
                fileName = "module-info.java";
                module = true;
            } else if (publicType.find()) {
                fileName = publicType.group(1) + ".java";
            } else if (code.contains("\npackage ") && !code.matches("(?s).*\\b(class|record|interface|enum)\\b.*")) {
                fileName = "package-info.java";
            } else {
                fileName = "Snippet.java";
            }
            Matcher pkg = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE).matcher(code);
            Path directory = pkg.find() ? sources.resolve(pkg.group(1).replace('.', '/')) : sources;
            Files.createDirectories(directory);
            snippet = directory.resolve(fileName);
            Files.writeString(snippet, code);
        }
        files.add(snippet);

        String classpath = System.getProperty("java.class.path");
        List<String> options = new ArrayList<>(List.of("-d", work.resolve("classes").toString(), "-implicit:class",
                "-processorpath", classpath, "-processor", PROCESSOR, "-Xlint:none", "-encoding", "UTF-8"));
        if (module) {
            // the module path holds the runtime and bson only: other jars would be resolved as automatic modules
            String modulePath = Stream.of(classpath.split(File.pathSeparator))
                    .filter(entry -> entry.contains("bson-records-runtime") || new File(entry).getName().matches("bson-\\d.*\\.jar"))
                    .collect(Collectors.joining(File.pathSeparator));
            options.addAll(List.of("--module-path", modulePath));
        } else {
            options.addAll(List.of("-classpath", classpath));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter output = new StringWriter();
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            Iterable<? extends JavaFileObject> units = fileManager.getJavaFileObjectsFromPaths(files);
            boolean compiled = javac.getTask(output, fileManager, null, options, null, units).call();
            if (!compiled) {
                failures.add(where + ": does not compile in context " + context.getFileName() + " (" + snippet + "):\n"
                        + output.toString().strip());
            }
        }
    }

    private static int line(String text, int offset) {
        return (int) text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (Files.exists(directory)) {
            try (Stream<Path> paths = Files.walk(directory)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }
}
