package io.github.bsonrecords.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.codec.GeneratedCodeVersion;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuntimeApiFingerprintTest {
    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void theBuildWroteTheFingerprintOfTheseClasses() {
        assertEquals(RuntimeApiFingerprint.of(CLASSES), GeneratedCodeVersion.API);
    }

    @Test
    void theSignaturesAreWhatGeneratedCodeCanCallSortedByErasedTypes() {
        List<String> signatures = RuntimeApiFingerprint.signatures(CLASSES);
        assertTrue(signatures.contains(
                "method static int io.github.bsonrecords.codec.read.BsonBytes.elementNameEnd(byte[],int,int,int)"));
        assertTrue(signatures.contains("method static java.util.ArrayList io.github.bsonrecords.codec.read.StringLists"
                + ".read(byte[],int,int,io.github.bsonrecords.codec.FieldRef)"));
        // generated code cannot call package-private members, nor the packages the module keeps to itself
        assertFalse(signatures.stream().anyMatch(s -> s.contains("BsonBytes.elementsFrom(")), "package-private");
        assertFalse(signatures.stream().anyMatch(s -> s.startsWith("type io.github.bsonrecords.internal.")),
                "internal");
        assertFalse(signatures.stream().anyMatch(s -> s.startsWith("type io.github.bsonrecords.survey.")), "survey");
        assertEquals(signatures.stream().sorted().toList(), signatures);
    }
}
