package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What a GraalVM native image needs to know: the generated codecs and metamodels use no
 * reflection, class lookup by name or service loading at all, and the runtime only where it says so (and ships
 * META-INF/native-image configuration for it). Read from the class files' constant pools.
 */
class NoReflectionTest {
    private static final Set<String> REFLECTIVE_CLASS_METHODS = Set.of("forName", "getMethod", "getMethods",
            "getDeclaredMethod", "getDeclaredMethods", "getConstructor", "getConstructors", "getDeclaredConstructor",
            "getDeclaredConstructors", "getField", "getFields", "getDeclaredField", "getDeclaredFields", "newInstance",
            "getRecordComponents");
    /** Type tokens passed to and from registries: no reflective access. */
    private static final Set<String> TYPE_TOKENS = Set.of("java/lang/reflect/Type", "java/lang/reflect/ParameterizedType");

    /**
     * The runtime's reflective uses, each with why a native image is fine with it: this list is the
     * declaration the test holds the code to.
     */
    private static final Map<String, Set<String>> RUNTIME_DECLARED = Map.of(
            // ServiceLoader over META-INF/services: native-image registers service providers found at build time
            "io/github/bsonrecords/BsonRecords", Set.of("java/util/ServiceLoader"),
            // MongoClientSettings.getDefaultCodecRegistry() by name, once: reflect-config.json declares it
            "io/github/bsonrecords/DriverDefaults", Set.of("java/lang/Class.forName", "java/lang/Class.getMethod",
                    "java/lang/reflect/Method", "java/lang/reflect/InvocationTargetException"),
            // RawBsonDocument's newer accessors when the bson version has them, looked up once: reflect-config.json
            "io/github/bsonrecords/internal/RawDocumentBytes", Set.of("java/lang/invoke/MethodHandles$Lookup.findVirtual"),
            // Thread.isVirtual() from Java 21, looked up once: reflect-config.json
            "io/github/bsonrecords/internal/ScratchArrays", Set.of("java/lang/invoke/MethodHandles$Lookup.findVirtual"),
            // BsonInput.pipe from bson 5.8, looked up once: reflect-config.json
            "io/github/bsonrecords/internal/InputPipe", Set.of("java/lang/invoke/MethodHandles$Lookup.findVirtual"),
            // loads (never initialises) the JDK class HeapByteBuffer's constructor names, so that C2 can inline it;
            // in a native image the class is absent and nothing changes
            "io/github/bsonrecords/internal/InlinableByteBuffers", Set.of("java/lang/Class.forName"),
            // whether a codec class exists, asked only to explain a failure
            "io/github/bsonrecords/CodecDiagnosis", Set.of("java/lang/Class.forName"),
            // codecs of a package split over two compilations (see README); a native image must register those codecs
            "io/github/bsonrecords/codec/lookup/CodecsByName", Set.of("java/lang/Class.forName", "java/lang/Class.getConstructor",
                    "java/lang/reflect/Constructor", "java/lang/reflect/InvocationTargetException"));

    @Test
    void generatedCodecsAndProvidersUseNoReflectionAtAll() throws IOException {
        Map<String, Set<String>> found = reflectiveUses(Path.of("target/classes"), NoReflectionTest::isGenerated);
        found.putAll(reflectiveUses(Path.of("target/test-classes"), NoReflectionTest::isGenerated));
        assertTrue(found.size() > 40, "generated classes scanned: " + found.keySet());
        assertTrue(found.containsKey("io/github/bsonrecords/examples/orders/Order_"), "metamodels scanned: " + found.keySet());
        found.values().removeIf(Set::isEmpty);
        assertEquals(Map.of(), found);
    }

    @Test
    void theRuntimeUsesReflectionOnlyWhereItDeclaresIt() throws IOException, URISyntaxException {
        URI location = BsonRecords.class.getProtectionDomain().getCodeSource().getLocation().toURI();
        Map<String, Set<String>> found;
        if (Files.isDirectory(Path.of(location))) {
            found = reflectiveUses(Path.of(location), path -> true);
        } else {
            try (FileSystem jar = FileSystems.newFileSystem(Path.of(location))) {
                found = reflectiveUses(jar.getPath("/"), path -> true);
            }
        }
        assertTrue(found.containsKey("io/github/bsonrecords/codec/write/BsonBuffer"), "runtime classes scanned: " + found.keySet());
        found.values().removeIf(Set::isEmpty);
        assertEquals(new TreeMap<>(RUNTIME_DECLARED), found);
    }

    @Test
    void theRuntimeShipsNativeImageConfigurationForWhatItDeclares() throws IOException {
        String base = "META-INF/native-image/io.github.bsonrecords/bson-records-runtime/";
        String reflection = resource(base + "reflect-config.json");
        for (String declared : new String[] {"\"com.mongodb.MongoClientSettings\"", "\"getDefaultCodecRegistry\"",
                "\"org.bson.RawBsonDocument\"", "\"getBackingArray\"", "\"getByteOffset\"", "\"getByteLength\"",
                "\"java.lang.Thread\"", "\"isVirtual\"", "\"org.bson.io.BsonInput\"", "\"pipe\""}) {
            assertTrue(reflection.contains(declared), declared + " in " + reflection);
        }
        String resources = resource(base + "resource-config.json");
        assertTrue(resources.contains("io/github/bsonrecords/codec/runtime-version.properties"), resources);
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = BsonRecords.class.getClassLoader().getResourceAsStream(name)) {
            assertTrue(in != null, name + " is missing");
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** Codecs, providers and metamodels ({@code Reading_}, {@code Reading_$Mapping}, {@code Outer_Inner_$Embedded}). */
    private static boolean isGenerated(Path file) {
        String name = file.getFileName().toString();
        return name.matches(".*(BsonCodec|_)(\\$.*)?\\.class") || name.equals("BsonRecordCodecProvider.class");
    }

    /** Class (internal name) to the reflective classes and methods it refers to. */
    private static Map<String, Set<String>> reflectiveUses(Path root, Predicate<Path> include) throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class") && include.test(f)).toList()) {
                String name = root.relativize(file).toString().replace('\\', '/').replaceFirst("\\.class$", "");
                if (name.contains("module-info") || name.contains("$")) {
                    // nested classes count as their outer class
                    name = name.contains("$") ? name.substring(0, name.indexOf('$')) : name;
                    if (name.contains("module-info")) {
                        continue;
                    }
                }
                ClassReferences references;
                try (InputStream in = Files.newInputStream(file)) {
                    references = ClassReferences.read(in);
                }
                Set<String> reflective = uses.computeIfAbsent(name, k -> new TreeSet<>());
                references.classes().stream().filter(NoReflectionTest::isReflectiveClass).forEach(reflective::add);
                references.methods().stream().filter(NoReflectionTest::isReflectiveMethod).forEach(reflective::add);
            }
        }
        return uses;
    }

    private static boolean isReflectiveClass(String internalName) {
        return (internalName.startsWith("java/lang/reflect/") && !TYPE_TOKENS.contains(internalName))
                || internalName.equals("java/util/ServiceLoader") || internalName.equals("sun/misc/Unsafe");
    }

    /**
     * Reflective lookups. Method handles as such are not: javac's own invokedynamic bootstraps
     * (string concatenation, records' equals) and byte-array VarHandles are fine in a native image;
     * looking members up by name is not.
     */
    private static boolean isReflectiveMethod(String method) {
        return (method.startsWith("java/lang/Class.")
                        && REFLECTIVE_CLASS_METHODS.contains(method.substring("java/lang/Class.".length())))
                || method.startsWith("java/lang/invoke/MethodHandles$Lookup.find")
                || method.startsWith("java/lang/invoke/MethodHandles$Lookup.unreflect")
                || method.equals("java/lang/invoke/MethodHandles.privateLookupIn");
    }
}
