package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.codec.lookup.CodecsByName;
import java.util.Map;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.junit.jupiter.api.Test;

/**
 * The metamodel each record's field names are read from is found by the processor's naming rule,
 * the runtime's: nesting joins simple names with {@code _}, a {@code $} in a declared name stays.
 */
class CodecFieldNamesTest {
    @BsonRecord
    public record Odd$Name(@BsonId String id, @BsonProperty("v") int value) {
    }

    public interface Outer {
        @BsonRecord
        record Odd$Inner(@BsonId String id, @BsonProperty("w") int weight) implements Outer {
        }
    }

    @Test
    void aDollarInADeclaredNameStaysAsTheProcessorKeepsIt() {
        assertEquals("io.github.bsonrecords.spring.CodecFieldNamesTest_Odd$Name_",
                CodecFieldNames.metamodelName(Odd$Name.class));
        assertEquals("io.github.bsonrecords.spring.CodecFieldNamesTest_Outer_Odd$Inner_",
                CodecFieldNames.metamodelName(Outer.Odd$Inner.class));
    }

    @Test
    void theMetamodelNameFollowsTheRuntimesCodecNameRule() {
        for (Class<?> type : new Class<?>[] {Odd$Name.class, Outer.Odd$Inner.class, CodecFieldNamesTest.class}) {
            String codec = CodecsByName.codecClassName(type);
            assertEquals(codec.substring(0, codec.length() - "BsonCodec".length()) + "_",
                    CodecFieldNames.metamodelName(type));
        }
    }

    @Test
    void theGeneratedMetamodelsOfDollarNamedRecordsGiveTheirFieldNames() {
        assertEquals(Map.of("id", "_id", "value", "v"), CodecFieldNames.of(Odd$Name.class));
        assertEquals(Map.of("id", "_id", "weight", "w"), CodecFieldNames.of(Outer.Odd$Inner.class));
    }
}
