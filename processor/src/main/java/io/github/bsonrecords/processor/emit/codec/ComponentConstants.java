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
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Each component's static constants in a codec class: its {@code FieldRef}, declared for every
 * component, and, created when the methods first ask for them, its pre-encoded header and the words
 * of it that are compared, and the words and CStrings of the names it decodes from.
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
    private final Map<String, String> nameWords = new LinkedHashMap<>();
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
     * The words of a component's header that {@code ElementHeader.end} compares: its first 8 bytes
     * and its last 8, declared after the header itself.
     */
    HeaderWords headerWords(ComponentModel component) {
        return headerWords.computeIfAbsent(component, c -> wordsOf(header(c), Group.COMPONENT, index(c)));
    }

    /** Declares the {@code _FIRST} and {@code _LAST} words of the pre-encoded bytes in constant {@code bytes}. */
    HeaderWords wordsOf(String bytes, Group group, int component) {
        String first = names.newName(bytes + "_FIRST");
        String last = names.newName(bytes + "_LAST");
        fields.add(group, component, FieldSpec.builder(TypeName.LONG, first, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.firstWord($N)", KnownTypes.ELEMENT_HEADER, bytes)
                .build());
        fields.add(group, component, FieldSpec.builder(TypeName.LONG, last, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.lastWord($N)", KnownTypes.ELEMENT_HEADER, bytes)
                .build());
        return new HeaderWords(bytes, first, last);
    }

    /** The first (up to) 8 bytes of {@code bsonName}, the component's name or one of its aliases, as one word. */
    String nameWord(ComponentModel component, String bsonName) {
        return nameWords.computeIfAbsent(bsonName, n -> {
            String name = names.newName(constantPrefix(component, bsonName) + "_WORD");
            fields.add(Group.COMPONENT, index(component), FieldSpec.builder(TypeName.LONG, name, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("$L, up to its 8th byte, as {@code BsonBytes.nameWord} reads it.\n", javadocText(bsonName))
                    .initializer("0x$LL", Long.toHexString(nameWord(bsonName.getBytes(StandardCharsets.UTF_8))))
                    .build());
            return name;
        });
    }

    /** {@code bsonName}, the component's name or one of its aliases, as a CString. */
    String nameCString(ComponentModel component, String bsonName) {
        return nameCStrings.computeIfAbsent(bsonName, n -> {
            String name = names.newName(constantPrefix(component, bsonName) + "_NAME");
            fields.add(Group.COMPONENT, index(component), FieldSpec.builder(BYTE_ARRAY, name, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .initializer("$S.getBytes($T.UTF_8)", bsonName + "\0", STANDARD_CHARSETS)
                    .build());
            return name;
        });
    }

    /** {@code TIMESTAMP} for the component's own name, {@code TIMESTAMP_ALIAS1} for its second alias. */
    private String constantPrefix(ComponentModel component, String bsonName) {
        int alias = component.aliases().indexOf(bsonName);
        return bsonName.equals(component.bsonName()) ? fieldRef(component) : fieldRef(component) + "_ALIAS" + alias;
    }

    /** Where the component's constants are declared: by its place in the record's declaration. */
    private int index(ComponentModel component) {
        return model.components().indexOf(component);
    }

    /** A name as a Java string literal that cannot end the comment it stands in ({@code "a*&#47;b"}). */
    private static String javadocText(String name) {
        return CodeBlock.of("$S", name).toString().replace("*/", "*&#47;").replace("@", "{@literal @}");
    }

    /** Bytes 0..7 of a name, little-endian, zero-padded: the same word {@code BsonBytes.nameWord} reads. */
    private static long nameWord(byte[] name) {
        long word = 0;
        for (int i = Math.min(name.length, 8) - 1; i >= 0; i--) {
            word = (word << 8) | (name[i] & 0xFF);
        }
        return word;
    }
}
