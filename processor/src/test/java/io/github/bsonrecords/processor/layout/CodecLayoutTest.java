package io.github.bsonrecords.processor.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeVariableName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import io.github.bsonrecords.processor.model.ExtraKind;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The layout of generated codecs, decided from record models alone: no compiler runs here. */
class CodecLayoutTest {
    private static final ValueType INT = new ValueType.Scalar(TypeName.INT, ScalarKind.INT);
    private static final ValueType LONG = new ValueType.Scalar(TypeName.LONG, ScalarKind.LONG);
    private static final ValueType STRING = new ValueType.Scalar(ClassName.get(String.class), ScalarKind.STRING);
    private static final ValueType FROM_REGISTRY = new ValueType.FromRegistry(ClassName.get("org.example", "Money"),
            new TypeRef.ClassRef(ClassName.get("org.example", "Money"), List.of()));
    private static final ValueType EXTRAS = new ValueType.RawDocument(ClassName.get("org.bson", "BsonDocument"));

    @Test
    void theIdComesFirstAndEveryFieldHasItsIndexInEncodeOrder() {
        ComponentModel name = field("name", STRING);
        ComponentModel id = component("id", "_id", true, STRING, false, ExtraKind.NONE);
        ComponentModel extras = component("rest", "rest", false, EXTRAS, false, ExtraKind.RAW_DOCUMENT);
        ComponentModel count = field("count", INT);
        CodecLayout layout = CodecLayout.of(record(List.of(name, id, extras, count), Optional.empty()));

        assertEquals(List.of(id, name, count), layout.encodeOrder());
        assertEquals(List.of(0, 1, 2), layout.encodeOrder().stream().map(layout::index).toList());
        assertEquals(Optional.of(id), layout.id());
        assertEquals(List.of(name, count), layout.afterId());
        assertEquals(Optional.of(extras), layout.extraElements());
        assertThrows(IllegalArgumentException.class, () -> layout.index(extras));
    }

    @Test
    void withoutAnIdEveryFieldIsWrittenAfterIt() {
        ComponentModel a = field("a", INT);
        ComponentModel b = field("b", INT);
        CodecLayout layout = CodecLayout.of(record(List.of(a, b), Optional.empty()));

        assertEquals(Optional.empty(), layout.id());
        assertEquals(List.of(a, b), layout.afterId());
        assertFalse(layout.decodesIntoHolder());
        assertFalse(layout.encodedInGroups());
    }

    @Test
    void moreThan48ArgumentSlotsGoToAHolderButNotForAGenericRecord() {
        List<ComponentModel> longs = fields(24, LONG); // 48 slots: still locals
        assertFalse(CodecLayout.of(record(longs, Optional.empty())).decodesIntoHolder());
        List<ComponentModel> wider = new ArrayList<>(longs);
        wider.add(field("one", INT)); // 49 slots
        assertTrue(CodecLayout.of(record(wider, Optional.empty())).decodesIntoHolder());
        assertFalse(CodecLayout.of(generic(wider)).decodesIntoHolder());
        assertFalse(CodecLayout.of(record(wider, Optional.empty())).decodedInGroups(), "25 components: one group");
    }

    @Test
    void wideRecordsAreGroupedBy64AndTheExtraElementsComponentCountsForDecodingOnly() {
        List<ComponentModel> components = new ArrayList<>(fields(64, INT));
        CodecLayout exactly64 = CodecLayout.of(record(components, Optional.empty()));
        assertTrue(exactly64.decodesIntoHolder());
        assertFalse(exactly64.decodedInGroups());
        assertFalse(exactly64.encodedInGroups());

        components.add(component("rest", "rest", false, EXTRAS, false, ExtraKind.RAW_DOCUMENT));
        CodecLayout withExtras = CodecLayout.of(record(components, Optional.empty()));
        // 65 components decode in groups, while the 64 fields fill one group and encode in one method
        assertTrue(withExtras.decodedInGroups());
        assertEquals(1, withExtras.decodeGroups().size());
        assertFalse(withExtras.encodedInGroups());

        CodecLayout wide = CodecLayout.of(record(fields(130, INT), Optional.empty()));
        assertTrue(wide.decodedInGroups());
        assertEquals(List.of(64, 64, 2), wide.decodeGroups().stream().map(List::size).toList());
        assertEquals(64, wide.index(wide.decodeGroups().get(1).get(0)));
        assertTrue(wide.encodedInGroups());
    }

    @Test
    void encodeGroupsHoldTheFieldsAfterTheId() {
        List<ComponentModel> components = new ArrayList<>(fields(65, INT));
        components.add(0, component("id", "_id", true, INT, false, ExtraKind.NONE));
        CodecLayout layout = CodecLayout.of(record(components, Optional.empty()));
        assertEquals(List.of(64, 2), layout.decodeGroups().stream().map(List::size).toList());
        assertEquals(List.of(64, 1), layout.encodeGroups().stream().map(List::size).toList());
    }

    @Test
    void presenceHasAWordUpToTheLastRequiredField() {
        List<ComponentModel> components = new ArrayList<>(fields(70, INT));
        assertFalse(CodecLayout.of(record(components, Optional.empty())).presence().tracked());

        components.set(3, required(components.get(3)));
        components.set(66, required(components.get(66)));
        PresenceBits bits = CodecLayout.of(record(components, Optional.empty())).presence();
        assertEquals(2, bits.words());
        assertEquals(List.of(components.get(3), components.get(66)), bits.required());
        assertEquals(0, bits.wordOf(components.get(3)));
        assertEquals(1L << 3, bits.bitOf(components.get(3)));
        assertEquals(1, bits.wordOf(components.get(66)));
        assertEquals(1L << 2, bits.bitOf(components.get(66)));
        long[] masks = bits.masks(components.subList(64, 70));
        assertEquals(0L, masks[0]);
        assertEquals(1L << 2, masks[1]);
    }

    @Test
    void theOrderedPrefixEndsAtTheFirstFieldWhoseTypeIsNotFixed() {
        ComponentModel a = field("a", INT);
        ComponentModel b = field("b", STRING);
        ComponentModel money = field("money", FROM_REGISTRY);
        ComponentModel c = field("c", INT);
        OrderedPrefix prefix = CodecLayout.of(record(List.of(a, b, money, c), Optional.empty())).orderedPrefix();
        assertEquals(List.of(a, b), prefix.components());
        assertTrue(prefix.learnsLayouts());
        assertEquals(List.of(0, 1), prefix.steps());

        OrderedPrefix none = CodecLayout.of(record(List.of(money, a), Optional.empty())).orderedPrefix();
        assertTrue(none.isEmpty());
        assertFalse(none.learnsLayouts());
    }

    @Test
    void theDiscriminatorStandsAfterTheIdOrFirst() {
        Optional<Discriminator> discriminator = Optional.of(new Discriminator("_t", "circle"));
        ComponentModel id = component("id", "_id", true, STRING, false, ExtraKind.NONE);
        ComponentModel radius = field("radius", INT);

        OrderedPrefix afterId = CodecLayout.of(record(List.of(radius, id), discriminator)).orderedPrefix();
        assertEquals(OptionalInt.of(1), afterId.discriminatorAt());
        assertEquals(List.of(0, OrderedPrefix.DISCRIMINATOR, 1), afterId.steps());

        OrderedPrefix first = CodecLayout.of(record(List.of(radius), discriminator)).orderedPrefix();
        assertEquals(OptionalInt.of(0), first.discriminatorAt());
        assertEquals(List.of(OrderedPrefix.DISCRIMINATOR, 0), first.steps());

        assertEquals(OptionalInt.empty(), CodecLayout.of(record(List.of(radius), Optional.empty())).discriminatorAt());
    }

    @Test
    void recordsDecodedInGroupsOfMoreThan127FieldsLearnNoLayouts() {
        assertTrue(CodecLayout.of(record(fields(127, INT), Optional.empty())).orderedPrefix().learnsLayouts());
        OrderedPrefix wide = CodecLayout.of(record(fields(128, INT), Optional.empty())).orderedPrefix();
        assertFalse(wide.learnsLayouts());
        assertEquals(List.of(64, 64), wide.groups().stream().map(List::size).toList());
    }

    @Test
    void eachComponentNeedsAHeaderWhenItsTypeIsFixed() {
        ComponentModel aliased = new ComponentModel("temperature", "temp", false, INT, List.of("t"), false, false,
                ExtraKind.NONE);
        CodecLayout layout = CodecLayout.of(record(List.of(aliased, field("money", FROM_REGISTRY)), Optional.empty()));
        assertEquals(new CodecLayout.ConstantsNeeded(Optional.of(0x10)), layout.constants(aliased));
        assertFalse(layout.constants(layout.encodeOrder().get(1)).header());
    }

    private static ComponentModel field(String name, ValueType type) {
        return component(name, name, false, type, false, ExtraKind.NONE);
    }

    private static ComponentModel required(ComponentModel component) {
        return new ComponentModel(component.name(), component.bsonName(), component.id(), component.type(),
                component.aliases(), true, component.writeNull(), component.extras());
    }

    private static ComponentModel component(String name, String bsonName, boolean id, ValueType type, boolean required,
            ExtraKind extras) {
        return new ComponentModel(name, bsonName, id, type, List.of(), required, false, extras);
    }

    private static List<ComponentModel> fields(int count, ValueType type) {
        return IntStream.range(0, count).mapToObj(i -> field("f" + i, type)).toList();
    }

    private static RecordModel record(List<ComponentModel> components, Optional<Discriminator> discriminator) {
        ClassName record = ClassName.get("org.example", "Sample");
        return new RecordModel(record, ClassName.get("org.example", "SampleBsonCodec"), "org.example.Sample", List.of(),
                components, discriminator, false, List.of());
    }

    private static RecordModel generic(List<ComponentModel> components) {
        ClassName record = ClassName.get("org.example", "Box");
        return new RecordModel(record, ClassName.get("org.example", "BoxBsonCodec"), "org.example.Box",
                List.of(TypeVariableName.get("T")), components, Optional.empty(), false, List.of());
    }
}
