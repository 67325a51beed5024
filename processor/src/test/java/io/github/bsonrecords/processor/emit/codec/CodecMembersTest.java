package io.github.bsonrecords.processor.emit.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.CodecDependencies;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.ExtraKind;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;
import org.junit.jupiter.api.Test;

/** The members of generated classes, built from models alone: no compiler runs here. */
class CodecMembersTest {
    private static final ClassName ADDRESS = ClassName.get("org.example", "Address");
    private static final ClassName ADDRESS_CODEC = ClassName.get("org.example", "AddressBsonCodec");

    @Test
    void fieldsAreDeclaredByGroupThenComponentThenAskingOrder() {
        CodecFields fields = new CodecFields();
        fields.add(CodecFields.Group.CODECS, field("codec"));
        fields.add(CodecFields.Group.COMPONENT, 1, field("SECOND"));
        fields.add(CodecFields.Group.COMPONENT, 0, field("FIRST"));
        fields.add(CodecFields.Group.COMPONENT, 0, field("FIRST_HEADER"));
        fields.add(CodecFields.Group.VERSION, field("RUNTIME_VERSION_CHECKED"));
        assertEquals(List.of("RUNTIME_VERSION_CHECKED", "FIRST", "FIRST_HEADER", "SECOND", "codec"),
                fields.declare().stream().map(FieldSpec::name).toList());
    }

    @Test
    void aMemberAskedForAfterTheFieldsWereDeclaredFails() {
        ComponentModel count = new ComponentModel("count", "count", false,
                new ValueType.Scalar(TypeName.INT, ScalarKind.INT), List.of(), false, false, ExtraKind.NONE);
        RecordModel model = new RecordModel(ClassName.get("org.example", "Sample"),
                ClassName.get("org.example", "SampleBsonCodec"), "org.example.Sample", List.of(), List.of(count),
                Optional.empty(), false, List.of());
        CodecMembers members = new CodecMembers(CodecLayout.of(model));
        String header = members.header(count);
        CodecMembers.Declarations declared = members.declare();
        assertEquals("COUNT_HEADER", header);
        assertEquals(List.of("RUNTIME_VERSION_CHECKED", "COUNT", "COUNT_HEADER"),
                declared.fields().stream().map(FieldSpec::name).toList());
        assertThrows(IllegalStateException.class, () -> members.nameCString(count));
    }

    @Test
    void aNestedCodecIsOneFieldPerRecordAndALazyOneHasAnAccessorAndNeedsTheRegistry() {
        List<FieldSpec> fields = new ArrayList<>();
        CodecDependencies dependencies = new CodecDependencies(new NameAllocator(), fields::add, Modifier.PRIVATE);
        assertEquals("addressCodec", dependencies.nested(ADDRESS, ADDRESS_CODEC, false, "record"));
        assertEquals("addressCodec", dependencies.nested(ADDRESS, ADDRESS_CODEC, false, "record"));
        assertFalse(dependencies.needsRegistry());
        assertEquals("this.addressCodec = new org.example.AddressBsonCodec(registry);\n",
                dependencies.construction().toString());

        ClassName node = ClassName.get("org.example", "Node");
        String lazy = dependencies.nested(node, ClassName.get("org.example", "NodeBsonCodec"), true, "record");
        assertTrue(dependencies.needsRegistry());
        assertEquals(List.of(lazy), dependencies.lazyAccessors().stream().map(m -> m.name()).toList());
        assertEquals(CodeBlock.of("$N()", lazy), CodecDependencies.reference(lazy, true));
        assertEquals(List.of("private final org.example.AddressBsonCodec addressCodec;\n",
                        "private org.example.NodeBsonCodec nodeCodec;\n"),
                fields.stream().map(FieldSpec::toString).toList());
    }

    @Test
    void aRegistryCodecIsAFieldPerNodeLookedUpWithItsFieldRef() {
        List<FieldSpec> fields = new ArrayList<>();
        CodecDependencies dependencies = new CodecDependencies(new NameAllocator(), fields::add);
        ComponentModel money = new ComponentModel("money", "money", false, null, List.of(), false, false, ExtraKind.NONE);
        ClassName moneyType = ClassName.get("org.example", "Money");
        ValueType.FromRegistry node = new ValueType.FromRegistry(moneyType, new TypeRef.ClassRef(moneyType, List.of()));
        assertEquals("moneyCodec", dependencies.registry(money, node, CodeBlock.of("MONEY")));
        assertEquals("moneyCodec_", dependencies.registry(money, node, CodeBlock.of("MONEY")));
        assertEquals("final org.bson.codecs.Codec<org.example.Money> moneyCodec;\n", fields.get(0).toString());
        assertTrue(dependencies.construction().toString().startsWith(
                "this.moneyCodec = io.github.bsonrecords.codec.lookup.TypeArguments.codecFor(org.example.Money.class,"
                        + " registry, MONEY);\n"));
    }

    private static FieldSpec field(String name) {
        return FieldSpec.builder(TypeName.INT, name).build();
    }
}
