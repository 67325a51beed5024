package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.ExtraKind;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ValueType;
import javax.lang.model.element.RecordComponentElement;

/**
 * {@code @BsonExtraElements}: the component collects the fields no other component claims. One per
 * record, of a type that can hold any document, and no field of its own (no {@code _id}, name,
 * alias or {@code @BsonRequired}).
 */
final class ExtraElementsReader implements ComponentReader {
    private static final ValueType.Cases<ExtraKind> KIND = new ValueType.Cases<>() {
        @Override
        public ExtraKind scalar(ValueType.Scalar scalar) {
            return ExtraKind.NONE;
        }

        @Override
        public ExtraKind enumValue(ValueType.EnumValue enumValue) {
            return ExtraKind.NONE;
        }

        @Override
        public ExtraKind nestedRecord(ValueType.NestedRecord nested) {
            return ExtraKind.NONE;
        }

        @Override
        public ExtraKind sequence(ValueType.Sequence sequence) {
            return ExtraKind.NONE;
        }

        @Override
        public ExtraKind stringMap(ValueType.StringMap map) {
            return map.key().kind() == MapKey.Kind.STRING && map.value().javaType().toString().equals("java.lang.Object")
                    ? ExtraKind.MAP : ExtraKind.NONE;
        }

        @Override
        public ExtraKind optional(ValueType.OptionalValue optional) {
            return ExtraKind.NONE;
        }

        @Override
        public ExtraKind optionalPrimitive(ValueType.OptionalPrimitive optional) {
            return ExtraKind.NONE;
        }

        @Override
        public ExtraKind rawDocument(ValueType.RawDocument raw) {
            return ExtraKind.RAW_DOCUMENT;
        }

        @Override
        public ExtraKind fromRegistry(ValueType.FromRegistry fromRegistry) {
            return fromRegistry.javaType().toString().equals("org.bson.BsonDocument")
                    ? ExtraKind.BSON_DOCUMENT : ExtraKind.NONE;
        }
    };

    private RecordComponentElement previous;

    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) {
        if (!site.annotated(Annotations.BSON_EXTRA_ELEMENTS)) {
            return;
        }
        ExtraKind kind = kind(component.type());
        if (kind == ExtraKind.NONE) {
            site.report(Message.EXTRA_ELEMENTS_TYPE, site.name(), site.record().getSimpleName(),
                    component.type().javaType());
            site.reject();
        } else if (previous != null) {
            site.report(Message.DUPLICATE_EXTRA_ELEMENTS, previous.getSimpleName(), site.name());
        } else if (component.id() || !component.aliases().isEmpty() || site.annotated(Annotations.BSON_PROPERTY)
                || site.annotated(Annotations.REQUIRED)) {
            site.report(Message.EXTRA_ELEMENTS_NAMED, site.name());
        }
        previous = site.component();
        component.extras(kind);
    }

    /**
     * What a component of this type collects into: a {@code RawBsonDocument}, a
     * {@code BsonDocument} or a {@code Map<String, Object>}; else NONE.
     */
    static ExtraKind kind(ValueType type) {
        return type.accept(KIND);
    }
}
