package io.github.bsonrecords.processor.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic.Kind;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/diagnostics.md lists every processor message and every exception class a user can meet:
 * each {@link Message} id under "Processor messages" with its kind, no id that no longer exists, and under
 * "Runtime exceptions" classes that exist, among them every exception class the runtime declares.
 */
class DiagnosticsCatalogueTest {
    private static final Path PAGE = Path.of("..", "docs", "reference", "diagnostics.md");
    private static final Pattern ENTRY = Pattern.compile("^#{3,4} `([^`]+)`\\n+(\\S+)", Pattern.MULTILINE);

    @Test
    void everyMessageIdIsDocumentedWithItsKindAndNoOtherId() throws IOException {
        Map<String, String> documented = entries(section("## Processor messages"));
        Set<String> ids = Arrays.stream(Message.values()).map(Enum::name).collect(Collectors.toCollection(TreeSet::new));

        Set<String> missing = new TreeSet<>(ids);
        missing.removeAll(documented.keySet());
        assertTrue(missing.isEmpty(), "message ids missing from " + PAGE + ": " + missing);
        Set<String> stale = new TreeSet<>(documented.keySet());
        stale.removeAll(ids);
        assertTrue(stale.isEmpty(), PAGE + " names message ids that no longer exist: " + stale);

        for (Message message : Message.values()) {
            String expected = message.kind() == Kind.WARNING ? "Warning." : "Error.";
            assertEquals(expected, documented.get(message.name()), message + " is documented as another kind");
        }
    }

    @Test
    void everyMessageIdAppearsOnce() throws IOException {
        Matcher matcher = ENTRY.matcher(section("## Processor messages"));
        List<String> names = new ArrayList<>();
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        assertEquals(names.size(), Set.copyOf(names).size(), "an id is documented twice: " + names);
    }

    @Test
    void runtimeExceptionsExistAndIncludeEveryExceptionOfTheRuntime() throws Exception {
        Set<String> documented = entries(section("## Runtime exceptions")).keySet();
        assertFalse(documented.isEmpty(), "no runtime exception documented");
        for (String name : documented) {
            Class<?> type = Class.forName(name, false, getClass().getClassLoader());
            assertTrue(Throwable.class.isAssignableFrom(type), name + " is documented as an exception but is none");
        }
        Set<String> declared = runtimeExceptionClasses();
        assertFalse(declared.isEmpty(), "found no exception class in the runtime");
        Set<String> missing = new TreeSet<>(declared);
        missing.removeAll(documented);
        assertTrue(missing.isEmpty(), "exception classes of the runtime missing from " + PAGE + ": " + missing);
    }

    /** The public exception classes of the runtime's exported packages, read from its jar or classes directory. */
    private static Set<String> runtimeExceptionClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        Path location = Path.of(BsonRecords.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> classFiles = new ArrayList<>();
        if (Files.isDirectory(location)) {
            try (Stream<Path> files = Files.walk(location)) {
                files.map(file -> location.relativize(file).toString().replace('\\', '/')).forEach(classFiles::add);
            }
        } else {
            try (JarFile jar = new JarFile(location.toFile())) {
                jar.stream().map(entry -> entry.getName()).forEach(classFiles::add);
            }
        }
        Set<String> exceptions = new TreeSet<>();
        for (String file : classFiles) {
            if (!file.startsWith("io/github/bsonrecords/") || !file.endsWith(".class") || file.contains("$")
                    || file.startsWith("io/github/bsonrecords/internal/") || file.endsWith("module-info.class")) {
                continue;
            }
            String name = file.substring(0, file.length() - ".class".length()).replace('/', '.');
            Class<?> type = Class.forName(name, false, DiagnosticsCatalogueTest.class.getClassLoader());
            if (Throwable.class.isAssignableFrom(type) && Modifier.isPublic(type.getModifiers())) {
                exceptions.add(name);
            }
        }
        return exceptions;
    }

    /** The entries of a section: each {@code ### `name`} (or {@code ####}) heading and the first word after it. */
    private static Map<String, String> entries(String section) {
        Map<String, String> entries = new LinkedHashMap<>();
        Matcher matcher = ENTRY.matcher(section);
        while (matcher.find()) {
            entries.put(matcher.group(1), matcher.group(2));
        }
        return entries;
    }

    private static String section(String heading) throws IOException {
        String page = Files.readString(PAGE).replace("\r\n", "\n");
        int start = page.indexOf("\n" + heading + "\n");
        assertTrue(start >= 0, PAGE + " has no section " + heading);
        int end = page.indexOf("\n## ", start + heading.length() + 1);
        return page.substring(start, end < 0 ? page.length() : end);
    }
}
