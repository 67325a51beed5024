package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A {@code @BsonRecord} compiled without the processor (as JDK 23+ does with it on the class path only). */
class ProcessorDidNotRunTest {
    @TempDir
    Path directory;

    @Test
    void theRegistryRefusesItNamingTheProcessorPath() throws Exception {
        try (URLClassLoader loader = compileWithoutProcessor()) {
            Class<?> record = loader.loadClass("unprocessed.Lonely");
            CodecConfigurationException error = assertThrows(CodecConfigurationException.class,
                    () -> BsonRecords.registry().get(record));
            assertTrue(error.getMessage().startsWith("No generated codec for @BsonRecord unprocessed.Lonely: the"
                    + " bson-records annotation processor did not run on it (there is no class unprocessed.LonelyBsonCodec)."
                    + " Add bson-records-processor to the compiler's annotation processor path"), error.getMessage());

            String report = assertThrows(CodecConfigurationException.class,
                    () -> BsonRecords.verify(ExampleMain.codecRegistry(), record)).getMessage();
            assertTrue(report.contains("\n  unprocessed.Lonely: the bson-records annotation processor did not run on it"
                    + " (there is no class unprocessed.LonelyBsonCodec)"), report);

            // registered after the driver's defaults, the reflective codec takes it: the cause is still named
            CodecRegistry wrongOrder = CodecRegistries.fromRegistries(MongoClientSettings.getDefaultCodecRegistry(),
                    CodecRegistries.fromProviders(BsonRecords.codecProvider()));
            String wrongOrderReport = assertThrows(CodecConfigurationException.class,
                    () -> BsonRecords.verify(wrongOrder, record)).getMessage();
            assertTrue(wrongOrderReport.contains("\n  unprocessed.Lonely: the registry hands it to"
                    + " org.bson.codecs.record.RecordCodec (the driver's reflective RecordCodec): the bson-records"
                    + " annotation processor did not run on it"), wrongOrderReport);
        }
    }

    private URLClassLoader compileWithoutProcessor() throws IOException {
        Path source = directory.resolve("unprocessed/Lonely.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "package unprocessed;\n@io.github.bsonrecords.BsonRecord\npublic record Lonely(int value) {}\n");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-proc:none", "-classpath", System.getProperty("java.class.path"),
                "-d", directory.toString(), source.toString());
        assertEquals(0, status, "javac exit status");
        return new URLClassLoader(new URL[] {directory.toUri().toURL()}, getClass().getClassLoader());
    }
}
