package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_NAMES;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.NameAllocator;
import io.github.bsonrecords.processor.emit.Constants;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.emit.codec.CodecFields.Group;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The constants of a whole record's codec, each declared once when the methods first ask for it:
 * its enums' {@code EnumNames}, the pre-encoded discriminator, the {@code ExtraElements}, the BSON
 * names in encode order and the layouts the byte path learns.
 */
final class RecordConstants {
    private final CodecLayout layout;
    private final CodecFields fields;
    private final NameAllocator names;
    private final ComponentConstants components;
    private final Map<ClassName, String> enumNames = new LinkedHashMap<>();
    private String fieldNames;
    private String discriminatorField;
    private HeaderWords discriminatorWords;
    private String extraElements;
    private String layouts;

    RecordConstants(CodecLayout layout, CodecFields fields, ComponentConstants components) {
        this.layout = layout;
        this.fields = fields;
        this.names = fields.names();
        this.components = components;
    }

    /** The constant holding an enum's pre-encoded constant names. */
    String enumNames(ValueType.EnumValue enumValue) {
        return enumNames.computeIfAbsent(enumValue.javaType(), type -> {
            String name = names.newName(Constants.enumNamesConstant(enumValue));
            fields.add(Group.SHARED, Constants.enumNamesField(enumValue, name));
            return name;
        });
    }

    /** The pre-encoded discriminator field of a sealed interface's record ({@code [0x02]_t\0[string]}). */
    String discriminatorField(Discriminator discriminator) {
        if (discriminatorField == null) {
            discriminatorField = names.newName("DISCRIMINATOR");
            fields.add(Group.SHARED, FieldSpec.builder(ComponentConstants.BYTE_ARRAY, discriminatorField, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("What tells this record apart from the others of its sealed interface, written after _id.\n")
                    .initializer("$T.stringField($S, $S)", BSON_BUFFER, discriminator.key(), discriminator.value())
                    .build());
        }
        return discriminatorField;
    }

    /** The words of the whole pre-encoded discriminator field that {@code ElementHeader.end} compares. */
    HeaderWords discriminatorWords(Discriminator discriminator) {
        if (discriminatorWords == null) {
            discriminatorWords = HeaderWords.of(discriminatorField(discriminator),
                    HeaderWords.stringField(discriminator.key(), discriminator.value()));
        }
        return discriminatorWords;
    }

    /** The record's {@code ExtraElements}: its extra-elements component and the names its own fields claim. */
    String extraElements(ComponentModel component) {
        if (extraElements == null) {
            extraElements = names.newName("EXTRA_ELEMENTS");
            String recordName = layout.model().recordName();
            CodeBlock claimed = layout.model().claimedNames().stream()
                    .map(name -> CodeBlock.of("$S", name))
                    .collect(CodeBlock.joining(", "));
            fields.add(Group.SHARED, FieldSpec.builder(KnownTypes.EXTRA_ELEMENTS, extraElements, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The fields no other component claims, collected into {@code $L}.\n", component.name())
                    .initializer(claimed.isEmpty() ? CodeBlock.of("$T.of($S, $S)", KnownTypes.EXTRA_ELEMENTS,
                                    recordName, component.name())
                            : CodeBlock.of("$T.of($S, $S, $L)", KnownTypes.EXTRA_ELEMENTS, recordName,
                                    component.name(), claimed))
                    .build());
        }
        return extraElements;
    }

    /**
     * The constant listing the BSON names in encode order, which the byte path tries first, then
     * each alias with its component's index: the general loop looks up the names it did not expect.
     */
    String fieldNames() {
        if (fieldNames == null) {
            fieldNames = names.newName("FIELD_NAMES");
            CodeBlock names = layout.encodeOrder().stream()
                    .map(component -> CodeBlock.of("$S", component.bsonName()))
                    .collect(CodeBlock.joining(", "));
            CodeBlock aliases = layout.encodeOrder().stream()
                    .flatMap(component -> component.decodedNames().stream()
                            .filter(name -> !name.equals(component.bsonName()))
                            .map(name -> CodeBlock.of(".alias($S, $L)", name, layout.index(component))))
                    .collect(CodeBlock.joining(""));
            fields.add(Group.SHARED, FieldSpec.builder(FIELD_NAMES, fieldNames, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc("The BSON names in the order this codec writes them: what a document holds next is tried first.\n")
                    .initializer("$T.of($L)$L", FIELD_NAMES, names, aliases)
                    .build());
        }
        return fieldNames;
    }

    /**
     * The instance field holding the field orders this codec has read lately ({@code LearnedLayouts}),
     * over a constant {@code LAYOUT_TABLE}: each component's header in encode order (null where its
     * BSON type is not fixed), the discriminator field and the steps of the order this codec writes,
     * over the names and aliases of {@link #fieldNames()}.
     */
    String layouts(List<CodeBlock> headers, CodeBlock discriminator, List<CodeBlock> written) {
        if (layouts == null) {
            String names = fieldNames();
            String table = this.names.newName("LAYOUT_TABLE");
            fields.add(Group.SHARED, FieldSpec.builder(KnownTypes.LAYOUT_TABLE, table, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc("What the ordered pass reads: each component's header (null where its BSON type is not fixed),\n"
                            + "the discriminator, the order this codec writes, and the other names components decode from.\n")
                    .initializer("$T.of($N,\n$>$>new byte[][] {$L},\n$L,\nnew byte[] {$L})$L$<$<", KnownTypes.LAYOUT_TABLE,
                            names, CodeBlock.join(headers, ", "), discriminator,
                            CodeBlock.join(written, ", "),
                            layout.extraElements().isPresent() ? ".keepingId()" : "")
                    .build());
            layouts = this.names.newName("layouts");
            fields.add(Group.CODECS, FieldSpec.builder(KnownTypes.LEARNED_LAYOUTS, layouts, Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The field orders of the documents this codec read last, which it expects next.\n")
                    .initializer("new $T($N)", KnownTypes.LEARNED_LAYOUTS, table)
                    .build());
        }
        return layouts;
    }
}
