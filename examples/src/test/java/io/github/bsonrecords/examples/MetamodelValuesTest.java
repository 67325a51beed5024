package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.GENERATED_REGISTRY;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.generics.Measured;
import io.github.bsonrecords.examples.model.generics.NestedParameterized;
import io.github.bsonrecords.examples.model.generics.Parameterized;
import io.github.bsonrecords.examples.model.generics.Ranked;
import io.github.bsonrecords.examples.model.ledger.Ledger;
import io.github.bsonrecords.examples.model.ledger.LedgerEntry;
import io.github.bsonrecords.examples.model.ledger.Ledger_;
import io.github.bsonrecords.examples.usercodec.Money;
import io.github.bsonrecords.examples.usercodec.MoneyCodec;
import io.github.bsonrecords.examples.usercodec.PricedItem;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.MapField;
import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.TypedKeyMapField;
import java.lang.reflect.Array;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential: on random records of every test model, the value a metamodel filter or update
 * sends for a component (and for each element, map value and nested record's component, under
 * its dotted path) is, byte for byte, the BSON value the generated codec wrote for it.
 */
class MetamodelValuesTest {
    private static final int INSTANCES = 60;
    private static final AtomicInteger COMPARED = new AtomicInteger();

    static Stream<Class<? extends Record>> models() {
        // a record with metamodel = false has no operands to compare (its codec is covered by the other suites)
        return TestModels.withRandomValues().stream().filter(Metamodels::hasMetamodel);
    }

    @ParameterizedTest
    @MethodSource("models")
    void everyOperandIsTheBytesTheCodecWrote(Class<? extends Record> type) {
        RandomValues random = new RandomValues(17L * type.getName().hashCode());
        int before = COMPARED.get();
        for (int i = 0; i < INSTANCES; i++) {
            Record value = random.record(type);
            checkRoot(value, GENERATED_REGISTRY);
        }
        assertTrue(COMPARED.get() - before >= INSTANCES, "operands compared: " + (COMPARED.get() - before));
    }

    /**
     * A generic record's own metamodel types its type parameters as what their bounds allow
     * ({@code Object}, {@code Number}, {@code Comparable<?>}), written by runtime class: as its codec
     * created without type arguments writes them.
     */
    @Test
    void genericRecordsWriteTypeParametersByRuntimeClass() {
        RandomValues random = new RandomValues(23);
        for (int i = 0; i < INSTANCES; i++) {
            for (Class<?> argument : List.of(io.github.bsonrecords.examples.model.catalog.Item.class, String.class,
                    java.time.Instant.class)) {
                checkRoot((Record) random.record(io.github.bsonrecords.examples.model.catalog.Page.class,
                        List.of(argument)), GENERATED_REGISTRY);
            }
            checkRoot((Record) random.record(Parameterized.class, List.of(Long.class, String.class)), GENERATED_REGISTRY);
            checkRoot((Record) random.record(NestedParameterized.class, List.of(String.class, Boolean.class,
                    Double.class)), GENERATED_REGISTRY);
            checkRoot((Record) random.record(Ranked.class, List.of(String.class)), GENERATED_REGISTRY);
            checkRoot((Record) random.record(Measured.class, List.of(Integer.class)), GENERATED_REGISTRY);
        }
    }

    /**
     * {@code LedgerEntry} has no metamodel ({@code @BsonRecord(metamodel = false)}); its codec works
     * without one, and {@code Ledger}'s metamodel compares its entries whole (bytes checked above,
     * {@code Ledger} being a test model).
     */
    @Test
    void aRecordWithoutAMetamodelIsComparedWholeByTheMetamodelsThatHoldIt() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName(LedgerEntry.class.getName() + "_"));
        assertEquals(Field.class, Ledger_.opening.getClass());
        LedgerEntry entry = new LedgerEntry("cash", new BigDecimal("12.50"));
        checkRoot(new Ledger("2024", entry, List.of(entry), Map.of("cash", entry)), GENERATED_REGISTRY);
    }

    /** Registry-typed components take the registry the filter is rendered with, as the codec does. */
    @Test
    void registryTypedComponentsUseTheRenderingRegistry() {
        CodecRegistry registry = BsonRecords.registry(CodecRegistries.fromCodecs(new MoneyCodec()),
                com.mongodb.MongoClientSettings.getDefaultCodecRegistry());
        PricedItem item = new PricedItem("SKU-1", new Money(new BigDecimal("12.50"), "EUR"),
                List.of(new Money(new BigDecimal("13.00"), "EUR"), new Money(new BigDecimal("11"), "USD")));
        checkRoot(item, registry);
    }

    /** Nested records' and registry types' codecs are built once per registry, not per value. */
    @Test
    void codecsAreBuiltOncePerRegistry() {
        AtomicInteger lookups = new AtomicInteger();
        CodecRegistry counting = new CodecRegistry() {
            @Override
            public <T> Codec<T> get(Class<T> clazz) {
                lookups.incrementAndGet();
                return GENERATED_REGISTRY.get(clazz);
            }

            @Override
            public <T> Codec<T> get(Class<T> clazz, List<java.lang.reflect.Type> typeArguments) {
                lookups.incrementAndGet();
                return GENERATED_REGISTRY.get(clazz, typeArguments);
            }

            @Override
            public <T> Codec<T> get(Class<T> clazz, org.bson.codecs.configuration.CodecRegistry registry) {
                lookups.incrementAndGet();
                return GENERATED_REGISTRY.get(clazz, registry);
            }
        };
        io.github.bsonrecords.examples.model.EmbeddedBson value = new RandomValues(5).record(
                io.github.bsonrecords.examples.model.EmbeddedBson.class);
        var filter = io.github.bsonrecords.examples.model.EmbeddedBson_.metadata.eq(new BsonDocument("k",
                new org.bson.BsonInt32(1)));
        // each field looks its codec up on its first rendering with a registry, and never again
        var legacyFilter = io.github.bsonrecords.examples.model.EmbeddedBson_.legacy.eq(value.legacy());
        filter.toBsonDocument(BsonDocument.class, counting);
        legacyFilter.toBsonDocument(BsonDocument.class, counting);
        int afterFirst = lookups.get();
        assertTrue(afterFirst > 0, "the registry codecs come from the rendering registry");
        for (int i = 0; i < 100; i++) {
            filter.toBsonDocument(BsonDocument.class, counting);
            io.github.bsonrecords.examples.model.EmbeddedBson_.legacy.eq(value.legacy())
                    .toBsonDocument(BsonDocument.class, counting);
        }
        assertEquals(afterFirst, lookups.get(), "no lookups after the first rendering with this registry");
    }

    private static void checkRoot(Record value, CodecRegistry registry) {
        RawBsonDocument stored = new RawBsonDocument(BsonRecords.toBson(value, registry));
        for (RecordComponent component : Metamodels.fields(value.getClass())) {
            String bsonName = Metamodels.bsonName(component);
            check(Metamodels.root(value.getClass(), component), componentValue(value, component), stored, bsonName,
                    bsonName, registry);
        }
    }

    /** The reference's path and operand bytes, then those of its elements, map values or components. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void check(Field<?> reference, Object value, BsonDocument parent, String bsonName, String path,
            CodecRegistry registry) {
        assertEquals(path, reference.path());
        if (value == null) {
            assertTrue(!parent.containsKey(bsonName) || parent.get(bsonName).isNull(), path);
            return;
        }
        BsonValue stored = parent.get(bsonName);
        assertSameBytes(stored, operand(((Field) reference).eq(value), registry), path + " eq");
        assertSameBytes(stored, operand(((Field) reference).set(value), registry).asDocument().get(path), path + " set");
        if (reference instanceof RecordArrayField<?, ?, ?> records) {
            // the element record's components under the array's path ("lines.sku")
            for (RecordComponent component : Metamodels.fields(elementRecord(records))) {
                assertEquals(path + "." + Metamodels.bsonName(component), Metamodels.nested(records, component).path());
            }
        }
        if (reference instanceof ArrayField array) {
            List<?> elements = elements(value);
            for (int i = 0; i < elements.size(); i++) {
                Object element = elements.get(i);
                BsonDocument slots = new BsonDocument(String.valueOf(i), stored.asArray().get(i));
                if (element == null) {
                    assertTrue(slots.get(String.valueOf(i)).isNull(), path + "." + i);
                    continue;
                }
                assertSameBytes(slots.get(String.valueOf(i)), operand(array.contains(element), registry), path + " contains");
                check(array.at(i), element, slots, String.valueOf(i), path + "." + i, registry);
            }
        } else if (reference instanceof MapField map) {
            for (Map.Entry<String, ?> entry : ((Map<String, ?>) value).entrySet()) {
                String key = entry.getKey();
                if (key.isEmpty() || key.contains(".") || key.startsWith("$")) {
                    assertThrows(IllegalArgumentException.class, () -> map.key(key), key);
                    continue;
                }
                check(map.key(key), entry.getValue(), stored.asDocument(), key, path + "." + key, registry);
            }
        } else if (reference instanceof TypedKeyMapField map) {
            // the codec writes the entries in the map's order: the i-th name stored is the i-th key's
            List<String> storedKeys = List.copyOf(stored.asDocument().keySet());
            List<? extends Map.Entry<?, ?>> entries = List.copyOf(((Map<?, ?>) value).entrySet());
            assertEquals(entries.size(), storedKeys.size(), path);
            for (int i = 0; i < entries.size(); i++) {
                Object key = entries.get(i).getKey();
                String storedKey = storedKeys.get(i);
                if (storedKey.contains(".") || storedKey.startsWith("$")) {
                    assertThrows(IllegalArgumentException.class, () -> map.key(key), storedKey);
                    continue;
                }
                check(map.key(key), entries.get(i).getValue(), stored.asDocument(), storedKey, path + "." + storedKey,
                        registry);
            }
        } else if (value instanceof Record nested && reference.getClass().getName().endsWith("_$Embedded")) {
            for (RecordComponent component : Metamodels.fields(nested.getClass())) {
                String name = Metamodels.bsonName(component);
                check(Metamodels.nested(reference, component), componentValue(nested, component), stored.asDocument(),
                        name, path + "." + name, registry);
            }
        }
    }

    /** The operand of a filter {@code {path: value}}, or the update document {@code {$set: {...}}}. */
    private static BsonValue operand(org.bson.conversions.Bson bson, CodecRegistry registry) {
        BsonDocument document = bson.toBsonDocument(BsonDocument.class, registry);
        assertEquals(1, document.size(), document::toJson);
        return document.get(document.getFirstKey());
    }

    private static void assertSameBytes(BsonValue expected, BsonValue actual, String what) {
        COMPARED.incrementAndGet();
        assertArrayEquals(bytes(expected), bytes(actual), () -> what + ": codec wrote " + new BsonDocument("v", expected).toJson()
                + ", the metamodel sent " + new BsonDocument("v", actual).toJson());
    }

    private static byte[] bytes(BsonValue value) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            new BsonDocumentCodec().encode(writer, new BsonDocument("v", value), EncoderContext.builder().build());
        }
        return output.toByteArray();
    }

    /** The component's value as filters take it: inside an Optional, or null when absent. */
    private static Object componentValue(Record record, RecordComponent component) {
        Object value;
        try {
            value = component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        if (value instanceof Optional<?> optional) {
            return optional.orElse(null);
        }
        if (value instanceof OptionalInt optional) {
            return optional.isPresent() ? optional.getAsInt() : null;
        }
        if (value instanceof OptionalLong optional) {
            return optional.isPresent() ? optional.getAsLong() : null;
        }
        if (value instanceof OptionalDouble optional) {
            return optional.isPresent() ? optional.getAsDouble() : null;
        }
        return value;
    }

    private static List<?> elements(Object value) {
        if (value instanceof Collection<?> collection) {
            return new ArrayList<>(collection);
        }
        List<Object> elements = new ArrayList<>();
        for (int i = 0; i < Array.getLength(value); i++) {
            elements.add(Array.get(value, i));
        }
        return elements;
    }

    /** {@code E} of the generated {@code Elements<C> extends RecordArrayField<C, E, Embedded>}. */
    private static Class<?> elementRecord(RecordArrayField<?, ?, ?> elements) {
        return (Class<?>) ((ParameterizedType) elements.getClass().getGenericSuperclass()).getActualTypeArguments()[1];
    }

    @Test
    void checksCompareSomething() {
        // the differential compares real operands: a wrong encoding fails it
        BsonValue int32 = operand(io.github.bsonrecords.examples.model.PrimitiveValues_.count.eq(3), GENERATED_REGISTRY);
        BsonValue int64 = operand(io.github.bsonrecords.examples.model.PrimitiveValues_.total.eq(3L), GENERATED_REGISTRY);
        assertFalse(java.util.Arrays.equals(bytes(int32), bytes(int64)));
        assertThrows(AssertionError.class, () -> assertSameBytes(int32, int64, "int32 and int64"));
    }
}
