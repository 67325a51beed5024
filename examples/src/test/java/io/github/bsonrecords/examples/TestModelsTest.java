package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.GeneratedCodecProvider;
import java.io.IOException;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The suites' models are every generated record, and a model is left out only by a rule that says why. */
class TestModelsTest {
    @Test
    void everyBsonRecordOnTheTestClassPathIsAModel() throws IOException, URISyntaxException {
        List<String> missing = new ArrayList<>();
        int annotated = 0;
        for (Class<?> type : compiledClasses()) {
            // javac shows no local class, nor what is declared in one, to processors (CodecDiagnosis says so)
            if (type.isRecord() && type.isAnnotationPresent(BsonRecord.class) && !inALocalClass(type)) {
                annotated++;
                if (!TestModels.records().contains(type)) {
                    missing.add(type.getName());
                }
            }
        }
        assertEquals(List.of(), missing);
        assertTrue(annotated > 80, "annotated records found: " + annotated);
    }

    @Test
    void bothCompilationsOfASplitPackageAreRead() {
        // io.github.bsonrecords.examples has records in main (TelemetryReading) and test sources (SameHomeRecord),
        // each with a provider of one name: only one loads, the other is read from its class file
        assertTrue(TestModels.records().contains(TelemetryReading.class), TestModels.records()::toString);
        assertTrue(TestModels.records().contains(SameHomeRecord.class), TestModels.records()::toString);
    }

    @Test
    void aProviderClassFileNamesTheRecordsItsRecordTypesList() {
        int providers = 0;
        for (GeneratedCodecProvider provider : ServiceLoader.load(GeneratedCodecProvider.class)) {
            Class<?> type = provider.getClass();
            URL classFile = type.getResource(type.getSimpleName() + ".class");
            assertEquals(new HashSet<>(provider.recordTypes()),
                    TestModels.namedByProviderClass(classFile, type.getPackageName(), type.getClassLoader()), type::getName);
            providers++;
        }
        assertTrue(providers > 10, "providers: " + providers);
    }

    @Test
    void everyModelIsCoveredOrSkippedByARuleWithAReason() {
        List<Class<? extends Record>> covered = TestModels.withRandomValues();
        List<TestModels.Skipped> skipped = TestModels.skippedByRandomValueSuites();
        Set<Class<?>> all = new LinkedHashSet<>(covered);
        for (TestModels.Skipped skip : skipped) {
            assertFalse(skip.reason().isBlank(), skip::toString);
            assertTrue(all.add(skip.type()), () -> skip.type() + " both covered and skipped");
        }
        assertEquals(new LinkedHashSet<>(TestModels.records()), all);
        assertTrue(covered.size() > 3 * skipped.size(), () -> "covered " + covered.size() + ", skipped " + skipped);
    }

    @Test
    void aSkippedGenericModelIsAComponentOfACoveredModel() {
        Set<Class<?>> reached = new HashSet<>();
        Deque<Type> pending = new ArrayDeque<>();
        TestModels.withRandomValues().forEach(pending::add);
        while (!pending.isEmpty()) {
            Type type = pending.pop();
            if (type instanceof ParameterizedType parameterized) {
                pending.push(parameterized.getRawType());
                Stream.of(parameterized.getActualTypeArguments()).forEach(pending::push);
            } else if (type instanceof GenericArrayType array) {
                pending.push(array.getGenericComponentType());
            } else if (type instanceof WildcardType wildcard) {
                Stream.of(wildcard.getUpperBounds()).forEach(pending::push);
            } else if (type instanceof Class<?> clazz && clazz.isArray()) {
                pending.push(clazz.getComponentType());
            } else if (type instanceof Class<?> clazz && (clazz.isRecord() || clazz.isSealed()) && reached.add(clazz)) {
                if (clazz.isRecord()) {
                    Stream.of(clazz.getRecordComponents()).map(RecordComponent::getGenericType).forEach(pending::push);
                } else {
                    Stream.of(clazz.getPermittedSubclasses()).forEach(pending::push);
                }
            }
        }
        for (TestModels.Skipped skip : TestModels.skippedByRandomValueSuites()) {
            if (skip.type().getTypeParameters().length > 0) {
                assertTrue(reached.contains(skip.type()), () -> skip.type() + " is no component of a covered model");
            }
        }
    }

    private static boolean inALocalClass(Class<?> type) {
        for (Class<?> enclosing = type; enclosing != null; enclosing = enclosing.getEnclosingClass()) {
            if (enclosing.isLocalClass() || enclosing.isAnonymousClass()) {
                return true;
            }
        }
        return false;
    }

    /** The classes of the main and test output directories. */
    private static List<Class<?>> compiledClasses() throws IOException, URISyntaxException {
        List<Class<?>> classes = new ArrayList<>();
        for (Class<?> anchor : List.of(TelemetryReading.class, TestModelsTest.class)) {
            Path root = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(path -> path.toString().endsWith(".class")).toList()) {
                    String name = root.relativize(file).toString().replace('\\', '/').replace(".class", "").replace('/', '.');
                    if (!name.endsWith("module-info") && !name.endsWith("package-info")) {
                        try {
                            classes.add(Class.forName(name, false, anchor.getClassLoader()));
                        } catch (ClassNotFoundException | LinkageError e) {
                            throw new AssertionError(name, e);
                        }
                    }
                }
            }
        }
        return classes;
    }
}
