package io.github.bsonrecords.readme;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Builds the README's quick start as a user would paste it: every code block marked
 * {@code <!-- readme-test: path -->} in README.md or docs/getting-started.md (which holds the whole
 * pom.xml) becomes that file of a new project, the block marked
 * {@code command} is run with the Maven running this build (against the local repository this
 * build installed into), and its output must begin as the README says it does.
 *
 * <p>Run by the readme-test module in the integration-test phase, as a single-file program:
 * {@code java ReadmeQuickStart.java README.md projectDir mavenHome localRepository version}.
 */
public final class ReadmeQuickStart {
    private static final Pattern SNIPPET = Pattern.compile("<!-- readme-test: (\\S+) -->\\n```\\w*\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern PRINTS = Pattern.compile("prints `([^`]*?)\\.\\.\\.\\]?`");
    private static final Pattern VERSION = Pattern.compile("<bson-records.version>([^<]+)</bson-records.version>");

    private ReadmeQuickStart() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Path readmeFile = Path.of(args[0]);
        String readme = Files.readString(readmeFile);
        Path gettingStarted = readmeFile.toAbsolutePath().resolveSibling("docs").resolve("getting-started.md");
        String marked = readme + "\n" + Files.readString(gettingStarted);
        Path project = Path.of(args[1]);
        Path mvn = Path.of(args[2], "bin", isWindows() ? "mvn.cmd" : "mvn");
        String localRepository = args[3];
        String version = args[4];

        Map<String, String> snippets = new LinkedHashMap<>();
        Matcher matcher = SNIPPET.matcher(marked);
        while (matcher.find()) {
            if (snippets.put(matcher.group(1), matcher.group(2)) != null) {
                fail("two code blocks are marked <!-- readme-test: " + matcher.group(1) + " -->");
            }
        }
        String command = require(snippets.remove("command"), "no code block marked <!-- readme-test: command -->");
        require(snippets.get("pom.xml"), "no code block marked <!-- readme-test: pom.xml -->");
        Matcher declared = VERSION.matcher(snippets.get("pom.xml"));
        if (!declared.find() || !declared.group(1).equals(version)) {
            fail("the quick start's pom.xml names bson-records version " + (declared.find(0) ? declared.group(1) : "none")
                    + ", the build is " + version);
        }
        Matcher prints = PRINTS.matcher(readme);
        String expectedStart = prints.find() ? prints.group(1) : fail("README says nothing of the form prints `...`");

        deleteRecursively(project);
        for (Map.Entry<String, String> snippet : snippets.entrySet()) {
            Path file = project.resolve(snippet.getKey());
            Files.createDirectories(file.getParent() == null ? project : file.getParent());
            Files.writeString(file, snippet.getValue());
        }

        List<String> commandLine = new ArrayList<>(List.of(command.trim().split("\\s+")));
        if (!commandLine.get(0).equals("mvn")) {
            fail("the README's command does not start with mvn: " + command);
        }
        commandLine.set(0, mvn.toString());
        commandLine.addAll(1, List.of("-B", "-ntp", "-Dmaven.repo.local=" + localRepository));
        System.out.println("README quick start: " + snippets.keySet() + " in " + project + "; " + String.join(" ", commandLine));

        ProcessBuilder builder = new ProcessBuilder(commandLine).directory(project.toFile()).redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process process = builder.start();
        // some Maven launchers colour their output even in batch mode
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                .replaceAll("\u001B\\[[0-9;]*m", "");
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            fail("the README's command did not finish:\n" + output);
        }
        if (process.exitValue() != 0) {
            fail("the README's command failed with exit status " + process.exitValue() + ":\n" + output);
        }
        if (output.lines().noneMatch(line -> line.startsWith(expectedStart))) {
            fail("the README says the quick start prints a line beginning \"" + expectedStart + "\"; it printed:\n" + output);
        }
        System.out.println("README quick start printed: " + output.strip());
    }

    private static String require(String value, String message) {
        return value != null ? value : fail(message);
    }

    private static String fail(String message) {
        System.err.println("README quick start: " + message);
        System.exit(1);
        throw new AssertionError(message);
    }

    private static boolean isWindows() {
        return System.getProperty("os.name").startsWith("Windows");
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
