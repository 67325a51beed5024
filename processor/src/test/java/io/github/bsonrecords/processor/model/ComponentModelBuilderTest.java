package io.github.bsonrecords.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a component is when the readers set nothing, each setter alone, and the extra-elements rule. */
class ComponentModelBuilderTest {
    private static final ValueType INT = new ValueType.Scalar(TypeName.INT, ScalarKind.INT);
    private static final ValueType RAW = new ValueType.RawDocument(ClassName.get("org.bson", "RawBsonDocument"));

    private static ComponentModel.Builder named() {
        return ComponentModel.builder("count").bsonName("n").type(INT);
    }

    @Test
    void whatNoReaderSetsIsAPlainField() {
        assertEquals(new ComponentModel("count", "n", false, INT, List.of(), false, false, ExtraKind.NONE),
                named().build());
    }

    @Test
    void eachSetterReachesTheModelAlone() {
        assertEquals(new ComponentModel("count", "n", true, INT, List.of(), false, false, ExtraKind.NONE),
                named().id(true).build());
        assertEquals(new ComponentModel("count", "n", false, INT, List.of("c", "k"), false, false, ExtraKind.NONE),
                named().aliases(List.of("c", "k")).build());
        assertEquals(new ComponentModel("count", "n", false, INT, List.of(), true, false, ExtraKind.NONE),
                named().required(true).build());
        assertEquals(new ComponentModel("count", "n", false, INT, List.of(), false, true, ExtraKind.NONE),
                named().writeNull(true).build());
    }

    @Test
    void theExtraElementsComponentIsNoFieldWhateverElseWasRead() {
        ComponentModel extras = ComponentModel.builder("rest").bsonName("rest").type(RAW)
                .id(true).aliases(List.of("r")).required(true).writeNull(true)
                .extras(ExtraKind.RAW_DOCUMENT)
                .build();
        assertEquals(new ComponentModel("rest", "rest", false, RAW, List.of(), false, false, ExtraKind.RAW_DOCUMENT),
                extras);
    }

    @Test
    void aComponentWithoutNameOrTypeIsABugThatNamesIt() {
        NullPointerException noName = assertThrows(NullPointerException.class,
                () -> ComponentModel.builder("count").type(INT).build());
        assertTrue(noName.getMessage().contains("count"), noName.getMessage());
        NullPointerException noType = assertThrows(NullPointerException.class,
                () -> ComponentModel.builder("count").bsonName("n").build());
        assertTrue(noType.getMessage().contains("count"), noType.getMessage());
    }
}
