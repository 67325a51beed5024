package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_REF;
import static io.github.bsonrecords.processor.emit.KnownTypes.STANDARD_CHARSETS;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.Constants;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.emit.codec.CodecFields.Group;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Each component's static constants in a codec class: its {@code FieldRef}, declared for every
 * component, and, created when the methods first ask for them, its pre-encoded header and the
 * CStrings of the names it decodes from. The words compared in them are literals at their use.
 */
final class ComponentConstants {
    static final ArrayTypeName BYTE_ARRAY = ArrayTypeName.of(TypeName.BYTE);

    private final RecordModel model;
    private final CodecLayout layout;
    private final CodecFields fields;
    private final NameAllocator names;
    private final Map<ComponentModel, String> fieldRefs = new LinkedHashMap<>();
    private final Map<ComponentModel, String> headers = new LinkedHashMap<>();
    private final Map<ComponentModel, HeaderWords> headerWords = new LinkedHashMap<>();
    /** Keyed by BSON name: a component's own and its aliases (unique across the record). */
    private final Map<String, String> nameCStrings = new LinkedHashMap<>();

    ComponentConstants(CodecLayout layout, CodecFields fields) {
        this.model = layout.model();
        this.layout = layout;
        this.fields = fields;
        this.names = fields.names();
        for (ComponentModel component : model.components()) {
            String constant = names.newName(Constants.constantName(component.name()));
            fieldRefs.put(component, constant);
            fields.add(Group.COMPONENT, index(component), FieldSpec.builder(FIELD_REF, constant,
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("new $T($S, $S, $S)", FIELD_REF, model.recordName(), component.name(), component.bsonName())
                    .build());
        }
    }

    /** The {@code FieldRef} constant of the component, which errors name. */
    String fieldRef(ComponentModel component) {
        return fieldRefs.get(component);
    }

    /** The pre-encoded {@code [type][name][0]} of a component whose BSON type is fixed. */
    String header(ComponentModel component) {
        return headers.computeIfAbsent(component, c -> {
            int bsonType = layout.constants(c).headerType()
                    .orElseThrow(() -> new IllegalStateException("no fixed BSON type for " + c));
            String name = names.newName(fieldRef(c) + "_HEADER");
            fields.add(Group.COMPONENT, index(c), FieldSpec.builder(BYTE_ARRAY, name, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .initializer("$T.fieldHeader(0x$L, $S)", BSON_BUFFER, String.format("%02X", bsonType), c.bsonName())
                    .build());
            return name;
        });
    }

    /**
     * The words of a component's header that {@code ElementHeader.end} compares, its first 8 bytes
     * and its last 8, as literals.
     */
    HeaderWords headerWords(ComponentModel component) {
        return headerWords.computeIfAbsent(component, c -> HeaderWords.of(header(c),
                HeaderWords.fieldHeader(layout.constants(c).headerType().orElseThrow(), c.bsonName())));
    }

    /** The component's BSON name as a CString. */
    String nameCString(ComponentModel component) {
        String bsonName = component.bsonName();
        return nameCStrings.computeIfAbsent(bsonName, n -> {
            String name = names.newName(fieldRef(component) + "_NAME");
            fields.add(Group.COMPONENT, index(component), FieldSpec.builder(BYTE_ARRAY, name, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .initializer("$S.getBytes($T.UTF_8)", bsonName + "\0", STANDARD_CHARSETS)
                    .build());
            return name;
        });
    }

    /** Where the component's constants are declared: by its place in the record's declaration. */
    private int index(ComponentModel component) {
        return model.components().indexOf(component);
    }
}
