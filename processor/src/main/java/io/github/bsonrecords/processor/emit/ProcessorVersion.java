package io.github.bsonrecords.processor.emit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * What generated code tells the runtime's version check: the processor's version, then the fingerprint of the
 * runtime API the processor was built with ({@code 0.1.0-SNAPSHOT+api.0123456789abcdef}), where its build wrote one.
 */
public final class ProcessorVersion {
    public static final String VALUE = read();

    private ProcessorVersion() {
    }

    private static String read() {
        try (InputStream in = ProcessorVersion.class.getResourceAsStream(
                "/io/github/bsonrecords/processor/processor-version.properties")) {
            if (in == null) {
                throw new IllegalStateException("processor-version.properties is missing from bson-records-processor");
            }
            Properties properties = new Properties();
            properties.load(in);
            String runtimeApi = properties.getProperty("runtimeApi", "");
            return properties.getProperty("version") + (runtimeApi.isEmpty() ? "" : "+api." + runtimeApi);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
