package io.github.bsonrecords.processor.emit.metamodel;

import com.palantir.javapoet.ClassName;

/** The runtime's field-reference types and the support classes generated metamodels refer to. */
final class QueryTypes {
    static final ClassName FIELD = ClassName.get("io.github.bsonrecords.query", "Field");
    static final ClassName RECORD_FIELD = ClassName.get("io.github.bsonrecords.query", "RecordField");
    static final ClassName FIELD_KINDS = ClassName.get("io.github.bsonrecords.query", "FieldKinds");
    static final ClassName NUMBER_FIELD = ClassName.get("io.github.bsonrecords.query", "NumberField");
    static final ClassName STRING_FIELD = ClassName.get("io.github.bsonrecords.query", "StringField");
    static final ClassName ARRAY_FIELD = ClassName.get("io.github.bsonrecords.query", "ArrayField");
    static final ClassName RECORD_ARRAY_FIELD = ClassName.get("io.github.bsonrecords.query", "RecordArrayField");
    static final ClassName MAP_FIELD = ClassName.get("io.github.bsonrecords.query", "MapField");
    static final ClassName TYPED_KEY_MAP_FIELD = ClassName.get("io.github.bsonrecords.query", "TypedKeyMapField");
    static final ClassName PROJECTION = ClassName.get("io.github.bsonrecords.query", "Projection");
    static final ClassName BSON = ClassName.get("org.bson.conversions", "Bson");

    private QueryTypes() {
    }
}
