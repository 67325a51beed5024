package io.github.bsonrecords.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The processor names the runtime's, the driver's and the JDK's classes without loading them: as
 * strings it compares annotation and type mirrors with ({@code Annotations}, {@code TypeMapper},
 * {@code ScalarKind}) and as JavaPoet {@code ClassName}s generated code imports ({@code KnownTypes},
 * {@code QueryTypes}). A typo compiles and makes the processor ignore an annotation or emit an import
 * that does not resolve, so every such name must load from the test class path (which has the runtime
 * and bson).
 *
 * <p>Strings are read from every processor class's constant pool as {@code javap} prints it (a constant like
 * {@code PACKAGE + "BsonId"} is folded there whole); {@code ClassName}s from every static field of that
 * type, and from the fields of static constants ({@code MapKey.STRING}).
 */
class ClassNamesExistTest {
    /** A qualified name under a package the processor names classes of: lower-case packages, then upper-case names. */
    private static final Pattern QUALIFIED = Pattern.compile(
            "(java|javax|org\\.bson|io\\.github\\.bsonrecords)(\\.[a-z_][a-z0-9_]*)*(\\.[A-Z][A-Za-z0-9_$]*)+");
    private static final String SERVICES = "META-INF/services/";
    /** A string constant as {@code javap -v} lists it, escaped where not printable: {@code #12 = String  #13  // text}. */
    private static final Pattern STRING_ENTRY = Pattern.compile("^ *#\\d+ = String +#\\d+ +// ?(.*)$", Pattern.MULTILINE);

    @Test
    void everyClassNamedByAStringLoads() throws IOException {
        Set<String> names = namedByStrings();
        assertTrue(names.contains("org.bson.codecs.pojo.annotations.BsonId"), "read from Annotations: " + names);
        assertTrue(names.contains("io.github.bsonrecords.BsonEnumValue"), "read from Annotations: " + names);
        assertTrue(names.contains("org.bson.RawBsonDocument"), "read from TypeMapper: " + names);
        assertTrue(names.contains("io.github.bsonrecords.GeneratedCodecProvider"), "read from CodecNames: " + names);
        assertEquals(List.of(), missing(names));
    }

    @Test
    void everyClassNameLoads() throws IOException, ReflectiveOperationException {
        Set<String> names = namedByClassNames();
        assertTrue(names.contains("io.github.bsonrecords.codec.FieldRef"), "read from KnownTypes: " + names);
        assertTrue(names.contains("io.github.bsonrecords.query.Projection"), "read from QueryTypes: " + names);
        assertTrue(names.contains("java.util.Map$Entry"), "read from KnownTypes: " + names);
        assertTrue(names.contains("java.util.UUID"), "read from MapKey.UUID: " + names);
        assertEquals(List.of(), missing(names));
    }

    @Test
    void aTypoIsReported() {
        assertEquals(List.of("org.bson.codecs.pojo.annotations.BsonIdd", "io.github.bsonrecords.codec.Fieldref"),
                missing(List.of("org.bson.codecs.pojo.annotations.BsonId", "org.bson.codecs.pojo.annotations.BsonIdd",
                        "io.github.bsonrecords.codec.Fieldref", "java.util.Map.Entry")));
    }

    /** The names (binary for nested classes, or with dots where javac's qualified names have them) that load no class. */
    private static List<String> missing(Iterable<String> names) {
        List<String> missing = new ArrayList<>();
        for (String name : names) {
            if (!loads(name)) {
                missing.add(name);
            }
        }
        return missing;
    }

    /** Whether the name loads as given, or as a nested class with its last dots made {@code $} ({@code java.util.Map.Entry}). */
    private static boolean loads(String name) {
        String candidate = name;
        while (true) {
            try {
                Class.forName(candidate, false, ClassNamesExistTest.class.getClassLoader());
                return true;
            } catch (ClassNotFoundException e) {
                int dot = candidate.lastIndexOf('.');
                if (dot < 0 || !Character.isUpperCase(candidate.charAt(candidate.lastIndexOf('.', dot - 1) + 1))) {
                    return false;
                }
                candidate = candidate.substring(0, dot) + "$" + candidate.substring(dot + 1);
            }
        }
    }

    private static Set<String> namedByStrings() throws IOException {
        Set<String> names = new TreeSet<>();
        for (String text : stringConstants(classFiles())) {
            String name = text.startsWith(SERVICES) ? text.substring(SERVICES.length()) : text;
            if (QUALIFIED.matcher(name).matches()) {
                names.add(name);
            }
        }
        return names;
    }

    private static Set<String> namedByClassNames() throws IOException, ReflectiveOperationException {
        Set<String> names = new TreeSet<>();
        Path root = classesDirectory();
        for (Path file : classFiles()) {
            String binaryName = root.relativize(file).toString().replace('\\', '/').replace(".class", "").replace('/', '.');
            Class<?> type = Class.forName(binaryName, true, ClassNamesExistTest.class.getClassLoader());
            for (Field field : type.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) || field.isSynthetic()) {
                    continue;
                }
                field.setAccessible(true);
                Object value = field.get(null);
                if (value instanceof ClassName className) {
                    names.add(className.reflectionName());
                } else if (value != null && value.getClass().getName().startsWith("io.github.bsonrecords.processor.")) {
                    for (Field member : value.getClass().getDeclaredFields()) {
                        if (!Modifier.isStatic(member.getModifiers())) {
                            member.setAccessible(true);
                            if (member.get(value) instanceof ClassName held) {
                                names.add(held.reflectionName());
                            }
                        }
                    }
                }
            }
        }
        return names;
    }

    private static List<Path> classFiles() throws IOException {
        try (Stream<Path> files = Files.walk(classesDirectory())) {
            return files.filter(path -> path.toString().endsWith(".class")).sorted().toList();
        }
    }

    private static Path classesDirectory() {
        try {
            return Path.of(BsonRecordProcessor.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The {@code CONSTANT_String} entries of the class files (the string literals and folded constants
     * their code loads), as the JDK's {@code javap -v} prints them.
     */
    private static List<String> stringConstants(List<Path> classFiles) {
        List<String> arguments = new ArrayList<>(List.of("-v"));
        classFiles.forEach(file -> arguments.add(file.toString()));
        StringWriter out = new StringWriter();
        int status = ToolProvider.findFirst("javap").orElseThrow()
                .run(new PrintWriter(out), new PrintWriter(out), arguments.toArray(String[]::new));
        assertEquals(0, status, out.toString());
        List<String> strings = new ArrayList<>();
        Matcher entry = STRING_ENTRY.matcher(out.toString());
        while (entry.find()) {
            strings.add(entry.group(1));
        }
        return strings;
    }
}
