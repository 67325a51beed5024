package io.github.bsonrecords.processor.analysis.component;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ExtraKind;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which component types {@code @BsonExtraElements} accepts, and what each collects into. */
class ExtraElementsKindTest {
    private static final ClassName STRING = ClassName.get(String.class);
    private static final ClassName OBJECT = ClassName.get(Object.class);
    private static final ClassName MAP = ClassName.get("java.util", "Map");

    private static ValueType registry(ClassName type) {
        return new ValueType.FromRegistry(type, new TypeRef.ClassRef(type, List.of()));
    }

    private static ValueType stringMap(ClassName value, ValueType valueType) {
        return new ValueType.StringMap(ParameterizedTypeName.get(MAP, STRING, value), MapKey.STRING, valueType);
    }

    @Test
    void documentsAndMapsOfAnything() {
        assertEquals(ExtraKind.RAW_DOCUMENT,
                ExtraElementsReader.kind(new ValueType.RawDocument(ClassName.get("org.bson", "RawBsonDocument"))));
        assertEquals(ExtraKind.BSON_DOCUMENT, ExtraElementsReader.kind(registry(ClassName.get("org.bson", "BsonDocument"))));
        assertEquals(ExtraKind.MAP, ExtraElementsReader.kind(stringMap(OBJECT, registry(OBJECT))));
    }

    @Test
    void nothingElse() {
        assertEquals(ExtraKind.NONE, ExtraElementsReader.kind(registry(ClassName.get("org.bson", "Document"))));
        assertEquals(ExtraKind.NONE,
                ExtraElementsReader.kind(stringMap(STRING, new ValueType.Scalar(STRING, ScalarKind.STRING))));
        assertEquals(ExtraKind.NONE, ExtraElementsReader.kind(new ValueType.Scalar(TypeName.INT, ScalarKind.INT)));
        assertEquals(ExtraKind.NONE, ExtraElementsReader.kind(new ValueType.StringMap(
                ParameterizedTypeName.get(MAP, ClassName.get(java.util.UUID.class), OBJECT), MapKey.UUID, registry(OBJECT))));
    }
}
