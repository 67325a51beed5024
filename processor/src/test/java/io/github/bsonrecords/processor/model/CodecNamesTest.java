package io.github.bsonrecords.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.palantir.javapoet.ClassName;
import io.github.bsonrecords.codec.lookup.CodecsByName;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The processor names generated classes with its own copy of the rule (it reads the runtime only as
 * mirrors, and does not depend on it); the runtime finds them with {@code CodecsByName}'s. Both must
 * give the same name, or the runtime looks for a class the processor never wrote.
 */
class CodecNamesTest {
    private static final List<ClassName> RECORDS = List.of(
            ClassName.get("p", "Name"),
            ClassName.get("p.q", "Outer", "Inner"),
            ClassName.get("p", "A", "B", "C"),
            ClassName.get("p", "Odd$Name"),
            ClassName.get("p", "Outer", "In$ner"),
            ClassName.get("p", "Under_Score"),
            ClassName.get("", "Top"),
            ClassName.get("", "Outer", "Inner"));

    @Test
    void codecNamesAgreeWithTheRuntimesRule() {
        for (ClassName record : RECORDS) {
            assertEquals(CodecsByName.codecClassName(record.packageName(), record.simpleNames()),
                    CodecNames.codecFor(record).canonicalName(), record::toString);
        }
    }

    @Test
    void providerNamesAgreeWithTheRuntimesRule() {
        for (String packageName : List.of("p", "p.q", "")) {
            assertEquals(CodecsByName.providerClassName(packageName), CodecNames.providerFor(packageName).canonicalName());
        }
    }

    @Test
    void theTableCoversNestingDollarsAndTheUnnamedPackage() {
        assertEquals("p.Outer_In$nerBsonCodec", CodecNames.codecFor(RECORDS.get(4)).canonicalName());
        assertEquals("Outer_InnerBsonCodec", CodecNames.codecFor(RECORDS.get(7)).canonicalName());
    }
}
