package io.github.bsonrecords.processor.emit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The processor's own version, stamped into generated code for the runtime's version check. */
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
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
