package io.github.bsonrecords.benchmarks.buildcost;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The sources of the JVM that {@link StartUp} starts: {@code bench.probe.StartUpProbe} reads the documents,
 * builds the contender's registry, decodes one document of each record and prints {@code decoded} at once;
 * only then does it load the management API to print the time since the JVM finished initializing, the
 * process's CPU time (all its threads, JIT and GC included; 10 ms ticks), the loaded classes, the
 * metaspace used and a checksum of the decoded records. Contenders: {@code generated} (the package's
 * generated {@code BsonRecordCodecProvider} ahead of bson's value codecs), {@code recordcodec} (the
 * driver's {@code RecordCodecProvider} after the same value codecs, plus an {@code Optional<String>} codec,
 * which the driver lacks) and {@code baseline} (the records' classes loaded, nothing decoded).
 */
final class StartUpProbeSources {

    private StartUpProbeSources() {
    }

    static List<Path> write(GeneratedModel model, Path sourceRoot) throws IOException {
        Path dir = sourceRoot.resolve("bench/probe");
        Files.createDirectories(dir);
        String records = model.records().stream()
                .map(r -> GeneratedModel.PACKAGE + "." + r.name() + ".class")
                .collect(Collectors.joining(",\n        "));
        Path index = dir.resolve("ModelIndex.java");
        Files.writeString(index, """
                package bench.probe;

                final class ModelIndex {
                    static final Class<?>[] RECORDS = {
                        %s
                    };
                }
                """.formatted(records), StandardCharsets.UTF_8);
        Path optional = dir.resolve("OptionalStringCodecProvider.java");
        Files.writeString(optional, OPTIONAL_CODEC, StandardCharsets.UTF_8);
        Path probe = dir.resolve("StartUpProbe.java");
        Files.writeString(probe, PROBE.replace("MODEL_PACKAGE", GeneratedModel.PACKAGE), StandardCharsets.UTF_8);
        return List.of(index, optional, probe);
    }

    private static final String OPTIONAL_CODEC = """
            package bench.probe;

            import java.lang.reflect.Type;
            import java.util.List;
            import java.util.Optional;
            import org.bson.BsonReader;
            import org.bson.BsonWriter;
            import org.bson.codecs.Codec;
            import org.bson.codecs.DecoderContext;
            import org.bson.codecs.EncoderContext;
            import org.bson.codecs.configuration.CodecProvider;
            import org.bson.codecs.configuration.CodecRegistry;

            /** Optional<String> as a string field, for the driver's RecordCodec, which has no Optional support. */
            final class OptionalStringCodecProvider implements CodecProvider {

                @Override
                public <T> Codec<T> get(Class<T> clazz, CodecRegistry registry) {
                    return null;
                }

                @Override
                @SuppressWarnings("unchecked")
                public <T> Codec<T> get(Class<T> clazz, List<Type> typeArguments, CodecRegistry registry) {
                    if (clazz != Optional.class || !typeArguments.equals(List.of(String.class))) {
                        return null;
                    }
                    return (Codec<T>) new Codec<Optional<String>>() {
                        @Override
                        public Optional<String> decode(BsonReader reader, DecoderContext context) {
                            return Optional.of(reader.readString());
                        }

                        @Override
                        public void encode(BsonWriter writer, Optional<String> value, EncoderContext context) {
                            writer.writeString(value.orElseThrow());
                        }

                        @Override
                        @SuppressWarnings({"unchecked", "rawtypes"})
                        public Class<Optional<String>> getEncoderClass() {
                            return (Class) Optional.class;
                        }
                    };
                }
            }
            """;

    private static final String PROBE = """
            package bench.probe;

            import static org.bson.codecs.configuration.CodecRegistries.fromProviders;
            import static org.bson.codecs.configuration.CodecRegistries.fromRegistries;

            import java.lang.management.ManagementFactory;
            import java.lang.management.MemoryPoolMXBean;
            import java.nio.ByteBuffer;
            import java.nio.ByteOrder;
            import java.nio.file.Files;
            import java.nio.file.Path;
            import org.bson.BsonBinaryReader;
            import org.bson.codecs.BsonValueCodecProvider;
            import org.bson.codecs.CollectionCodecProvider;
            import org.bson.codecs.DecoderContext;
            import org.bson.codecs.DocumentCodecProvider;
            import org.bson.codecs.IterableCodecProvider;
            import org.bson.codecs.MapCodecProvider;
            import org.bson.codecs.ValueCodecProvider;
            import org.bson.codecs.configuration.CodecRegistry;
            import org.bson.codecs.jsr310.Jsr310CodecProvider;
            import org.bson.codecs.record.RecordCodecProvider;

            public final class StartUpProbe {

                public static void main(String[] args) throws Exception {
                    String contender = args[0];
                    byte[] bytes = Files.readAllBytes(Path.of(args[1]));
                    Class<?>[] records = ModelIndex.RECORDS;
                    CodecRegistry registry = registry(contender);
                    Object[] decoded = new Object[records.length];
                    ByteBuffer all = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
                    int offset = 0;
                    for (int i = 0; i < records.length; i++) {
                        int length = all.getInt(offset);
                        if (registry != null) {
                            ByteBuffer document = ByteBuffer.wrap(bytes, offset, length).slice();
                            BsonBinaryReader reader = new BsonBinaryReader(document);
                            decoded[i] = registry.get(records[i]).decode(reader, DecoderContext.builder().build());
                        }
                        offset += length;
                    }
                    long endMillis = System.currentTimeMillis();
                    System.out.println("decoded");
                    java.util.Optional<java.time.Duration> cpu = ProcessHandle.current().info().totalCpuDuration();
                    long cpuNanos = cpu.isPresent() ? cpu.get().toNanos() : -1;
                    long startMillis = ManagementFactory.getRuntimeMXBean().getStartTime();
                    long metaspace = -1;
                    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                        if (pool.getName().equals("Metaspace")) {
                            metaspace = pool.getUsage().getUsed();
                        }
                    }
                    long loadedClasses = ManagementFactory.getClassLoadingMXBean().getLoadedClassCount();
                    long checksum = 0;
                    int decodedRecords = 0;
                    for (Object record : decoded) {
                        checksum = checksum * 31 + (record == null ? 0 : record.hashCode());
                        decodedRecords += record == null ? 0 : 1;
                    }
                    // no string concatenation or lambda here: their bootstrap would load classes of its own
                    print("since_vm_init_ms", endMillis - startMillis);
                    print("cpu_ms", cpuNanos / 1_000_000);
                    print("loaded_classes", loadedClasses);
                    print("metaspace_used_bytes", metaspace);
                    print("decoded_records", decodedRecords);
                    print("checksum", checksum);
                }

                private static void print(String name, long value) {
                    System.out.print(name);
                    System.out.print('=');
                    System.out.println(value);
                }

                private static CodecRegistry registry(String contender) {
                    CodecRegistry values = fromProviders(new ValueCodecProvider(), new BsonValueCodecProvider(),
                            new Jsr310CodecProvider(), new CollectionCodecProvider(), new IterableCodecProvider(),
                            new MapCodecProvider(), new DocumentCodecProvider());
                    switch (contender) {
                        case "generated":
                            return fromRegistries(fromProviders(new MODEL_PACKAGE.BsonRecordCodecProvider()), values);
                        case "recordcodec":
                            return fromRegistries(values,
                                    fromProviders(new OptionalStringCodecProvider(), new RecordCodecProvider()));
                        case "baseline":
                            return null;
                        default:
                            throw new IllegalArgumentException(contender);
                    }
                }
            }
            """;
}
