package io.github.bsonrecords.examples;

import io.github.bsonrecords.GeneratedCodecProvider;
import io.github.bsonrecords.codec.lookup.CodecsByName;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.bson.codecs.configuration.CodecConfigurationException;

/**
 * Every record the processor generated a codec for on the test class path (main and test sources),
 * as the generated providers list them in {@code recordTypes()}: the models the codec suites run on,
 * so that a new model is covered without being added to a list.
 *
 * <p>A package compiled twice (main and test sources) writes two providers of one name, and only one
 * class loads; the other compilation's records are read from its provider's class file (the records
 * whose codec class it names as well, as its {@code get} does), the same list its {@code recordTypes()} returns.
 */
final class TestModels {
    private static final String SERVICE = "META-INF/services/" + GeneratedCodecProvider.class.getName();
    private static final List<Class<? extends Record>> RECORDS = load();

    /**
     * Why the suites that encode random instances cannot take a model, by rule, in this order. A model
     * none of them explains runs in every such suite; one RandomValues cannot build for another reason
     * fails there (a missing generator is to be written, not skipped).
     */
    private static final List<Function<Class<? extends Record>, Optional<String>>> RANDOM_VALUE_RULES = List.of(
            TestModels::generic, TestModels::needsAUserCodec, TestModels::refusesRandomValues);
    private static final Map<Class<? extends Record>, String> SKIPPED_BY_RANDOM_VALUE_SUITES = skipped();

    /** A model a suite does not run on, and why. */
    record Skipped(Class<? extends Record> type, String reason) {
    }

    private TestModels() {
    }

    /** Every generated record, sorted by name. */
    static List<Class<? extends Record>> records() {
        return RECORDS;
    }

    /**
     * The models of the suites that encode random instances (round trip, fast vs portable path, driver
     * writers, stored documents, metamodel values, corrupted input): every record but those a rule skips.
     */
    static List<Class<? extends Record>> withRandomValues() {
        return RECORDS.stream().filter(type -> !SKIPPED_BY_RANDOM_VALUE_SUITES.containsKey(type)).toList();
    }

    /** The records {@link #withRandomValues()} leaves out, each with the rule's reason. */
    static List<Skipped> skippedByRandomValueSuites() {
        return SKIPPED_BY_RANDOM_VALUE_SUITES.entrySet().stream()
                .map(entry -> new Skipped(entry.getKey(), entry.getValue())).toList();
    }

    private static Map<Class<? extends Record>, String> skipped() {
        Map<Class<? extends Record>, String> skipped = new LinkedHashMap<>();
        for (Class<? extends Record> type : RECORDS) {
            RANDOM_VALUE_RULES.stream().map(rule -> rule.apply(type)).flatMap(Optional::stream).findFirst()
                    .ifPresent(reason -> skipped.put(type, reason));
        }
        return skipped;
    }

    /** A generic record: its own codec, created without type arguments, has no type to give its type variables values of. */
    private static Optional<String> generic(Class<? extends Record> type) {
        return type.getTypeParameters().length == 0 ? Optional.empty()
                : Optional.of("generic: covered as a component of the models that bind its type arguments");
    }

    /** A component of a type that only a user codec encodes, which the record's own test registers. */
    private static Optional<String> needsAUserCodec(Class<? extends Record> type) {
        try {
            BsonTestSupport.GENERATED_REGISTRY.get(type);
            return Optional.empty();
        } catch (CodecConfigurationException e) {
            if (!e.getMessage().startsWith("No codec for ")) {
                throw e;
            }
            return Optional.of("needs a codec the tests' registry has not: " + e.getMessage().lines().findFirst().orElseThrow());
        }
    }

    /** A record whose canonical constructor validates its components and refuses the values RandomValues builds. */
    private static Optional<String> refusesRandomValues(Class<? extends Record> type) {
        RandomValues random = new RandomValues(type.getName().hashCode());
        for (int i = 0; i < 20; i++) {
            try {
                random.record(type);
            } catch (IllegalStateException e) {
                if (e.getCause() instanceof InvocationTargetException refused) {
                    return Optional.of("its constructor refuses random values: " + refused.getCause());
                }
                throw e;
            }
        }
        return Optional.empty();
    }

    private static List<Class<? extends Record>> load() {
        ClassLoader loader = TestModels.class.getClassLoader();
        Set<Class<?>> types = new LinkedHashSet<>();
        try {
            Enumeration<URL> serviceFiles = loader.getResources(SERVICE);
            while (serviceFiles.hasMoreElements()) {
                URL serviceFile = serviceFiles.nextElement();
                String root = serviceFile.toString().substring(0, serviceFile.toString().length() - SERVICE.length());
                for (String providerName : providerNames(serviceFile)) {
                    Class<?> provider = Class.forName(providerName, true, loader);
                    URL classFile = URI.create(root + providerName.replace('.', '/') + ".class").toURL();
                    if (provider.getResource(provider.getSimpleName() + ".class").toString().equals(classFile.toString())) {
                        types.addAll(((GeneratedCodecProvider) provider.getDeclaredConstructor().newInstance()).recordTypes());
                    } else {
                        types.addAll(namedByProviderClass(classFile, provider.getPackageName(), loader));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        List<Class<? extends Record>> records = new ArrayList<>();
        for (Class<?> type : types) {
            if (type.isRecord()) {
                records.add(type.asSubclass(Record.class));
            }
        }
        records.sort(Comparator.comparing(Class::getName));
        return List.copyOf(records);
    }

    private static List<String> providerNames(URL serviceFile) throws IOException {
        try (InputStream in = serviceFile.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(line -> line.replaceAll("#.*", "").strip()).filter(line -> !line.isEmpty()).toList();
        }
    }

    /**
     * The types of {@code packageName} a provider class file names together with their generated codec:
     * those its {@code get} constructs, which its {@code recordTypes()} lists.
     */
    static Set<Class<?>> namedByProviderClass(URL classFile, String packageName, ClassLoader loader) {
        Set<String> named = new TreeSet<>(ClassFiles.classEntries(classFile));
        Set<Class<?>> types = new LinkedHashSet<>();
        for (String name : named) {
            if (!name.startsWith(packageName.isEmpty() ? "" : packageName + ".") || name.endsWith("BsonCodec")) {
                continue;
            }
            try {
                Class<?> type = Class.forName(name, false, loader);
                if (named.contains(CodecsByName.codecClassName(type))) {
                    types.add(type);
                }
            } catch (ClassNotFoundException e) {
                // a class of the other compilation that this class path does not have cannot be a test model
            }
        }
        return types;
    }
}
