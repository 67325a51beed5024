package io.github.bsonrecords.benchmarks.buildcost;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The jars a harness compiles and runs the generated model with. By default the ones the build that made
 * {@code benchmarks.jar} left behind: {@code processor/target} and {@code runtime/target} of the same
 * checkout, JavaPoet and bson from the local Maven repository (names recorded in
 * {@code bson-records-benchmarks.properties} at build time). {@code --processor-path} and
 * {@code --classpath} (and {@code --record-codec-jar} for the start-up run) override them.
 *
 * @param processorPath what javac's {@code -processorpath} gets: the processor and JavaPoet
 * @param classpath what the model compiles against: the runtime and bson
 * @param recordCodecJar the driver's {@code bson-record-codec} (the start-up contender)
 */
record Toolchain(String processorPath, String classpath, String recordCodecJar) {

    static Toolchain of(Options options) {
        Properties build = buildProperties();
        String version = build.getProperty("project.version");
        Path root = Path.of(build.getProperty("repository.root", ".")).normalize();
        Path m2 = Path.of(build.getProperty("local.repository", System.getProperty("user.home") + "/.m2/repository"));
        String bson = build.getProperty("bson.version");
        String javapoet = build.getProperty("javapoet.version");
        String processorPath = options.get("processor-path", () -> path(
                root.resolve("processor/target/bson-records-processor-" + version + ".jar"),
                m2.resolve("com/palantir/javapoet/javapoet/" + javapoet + "/javapoet-" + javapoet + ".jar")));
        String classpath = options.get("classpath", () -> path(
                root.resolve("runtime/target/bson-records-runtime-" + version + ".jar"),
                m2.resolve("org/mongodb/bson/" + bson + "/bson-" + bson + ".jar")));
        String recordCodec = options.get("record-codec-jar", () -> path(
                m2.resolve("org/mongodb/bson-record-codec/" + bson + "/bson-record-codec-" + bson + ".jar")));
        Toolchain toolchain = new Toolchain(processorPath, classpath, recordCodec);
        toolchain.requireExisting();
        return toolchain;
    }

    /** The start-up JVM's classpath: the compiled model, the runtime, bson and the driver's RecordCodec. */
    String runtimeClasspath(Path modelClasses) {
        return modelClasses + File.pathSeparator + classpath + File.pathSeparator + recordCodecJar;
    }

    static Path javac() {
        return Path.of(System.getProperty("java.home"), "bin", "javac");
    }

    static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** javac 21+ warns about implicit processing and 23+ skips it: ask for it where the option exists. */
    static List<String> processingOn() {
        return Runtime.version().feature() >= 21 ? List.of("-proc:full") : List.of();
    }

    private void requireExisting() {
        List<String> missing = new ArrayList<>();
        for (String path : List.of(processorPath, classpath, recordCodecJar)) {
            for (String entry : path.split(File.pathSeparator)) {
                if (!Files.exists(Path.of(entry))) {
                    missing.add(entry);
                }
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("not found: " + missing + " (build the runtime and processor with"
                    + " 'mvn -DskipTests package', or pass --processor-path, --classpath, --record-codec-jar)");
        }
    }

    private static String path(Path... entries) {
        List<String> parts = new ArrayList<>();
        for (Path entry : entries) {
            parts.add(entry.toString());
        }
        return String.join(File.pathSeparator, parts);
    }

    private static Properties buildProperties() {
        Properties properties = new Properties();
        try (InputStream in = Toolchain.class.getResourceAsStream("/bson-records-benchmarks.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
