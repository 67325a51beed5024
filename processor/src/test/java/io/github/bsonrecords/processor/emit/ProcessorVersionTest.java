package io.github.bsonrecords.processor.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.codec.GeneratedCodeVersion;
import org.junit.jupiter.api.Test;

class ProcessorVersionTest {
    @Test
    void generatedCodeCarriesTheProcessorsVersionAndTheFingerprintOfTheRuntimeBesideIt() {
        // processor and runtime are one build here, so one version; the runtime's fingerprint when its build wrote one
        String api = GeneratedCodeVersion.API.isEmpty() ? "" : "+api." + GeneratedCodeVersion.API;
        assertEquals(GeneratedCodeVersion.RUNTIME + api, ProcessorVersion.VALUE);
    }
}
