package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.GeneratedCodecs;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.bson.codecs.configuration.CodecProvider;
import org.junit.jupiter.api.Test;

/**
 * Quarkus's mongodb-client extension instantiates, as beans, every {@code CodecProvider} class of its
 * index. The runtime's own index lists {@code GeneratedCodecs} alone; and should Quarkus index the
 * whole jar instead (an index format too new for it, {@code quarkus.index-dependency}), that class
 * must still be the only one it finds, and one it can instantiate.
 */
class RuntimeCodecProvidersTest {
    @Test
    void generatedCodecsIsTheRuntimesOnlyCodecProviderClassAndHasAPublicNoArgumentConstructor() throws Exception {
        Set<String> providers = new TreeSet<>();
        withRuntimeRoot(root -> {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(path -> path.toString().endsWith(".class")).toList()) {
                    String name = root.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
                    if (name.endsWith("module-info")) {
                        continue;
                    }
                    Class<?> type = Class.forName(name, false, BsonRecords.class.getClassLoader());
                    if (CodecProvider.class.isAssignableFrom(type) && !type.isInterface()
                            && !Modifier.isAbstract(type.getModifiers())) {
                        providers.add(name);
                    }
                }
            }
        });
        assertEquals(Set.of(GeneratedCodecs.class.getName()), providers);
        assertTrue(Modifier.isPublic(GeneratedCodecs.class.getModifiers()));
        assertTrue(Modifier.isPublic(GeneratedCodecs.class.getConstructor().getModifiers()));
    }

    @Test
    void theRuntimeShipsAJandexIndexNamingGeneratedCodecs() throws Exception {
        withRuntimeRoot(root -> {
            Path index = root.resolve("META-INF/jandex.idx");
            assertTrue(Files.isRegularFile(index), "no " + index);
            String bytes = new String(Files.readAllBytes(index), StandardCharsets.ISO_8859_1);
            assertTrue(bytes.contains(GeneratedCodecs.class.getSimpleName()), "GeneratedCodecs is not in " + index);
            // the index lists that class alone, not the jar: no other runtime class's name is declared in it
            for (String other : List.of("BsonBuffer", "ByteReads", "FieldRef", "CodecsByName")) {
                assertFalse(bytes.contains(other), other + " is in " + index);
            }
        });
    }

    private interface RootAction {
        void accept(Path root) throws Exception;
    }

    /** The runtime's classes, from its jar or (in an IDE) its class directory. */
    private static void withRuntimeRoot(RootAction action) throws Exception {
        Path location = runtimeLocation();
        if (Files.isDirectory(location)) {
            action.accept(location);
        } else {
            try (FileSystem jar = FileSystems.newFileSystem(location)) {
                action.accept(jar.getPath("/"));
            }
        }
    }

    private static Path runtimeLocation() throws URISyntaxException, IOException {
        return Path.of(BsonRecords.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
