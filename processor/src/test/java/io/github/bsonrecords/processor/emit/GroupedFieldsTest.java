package io.github.bsonrecords.processor.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** One-line fields of the same modifiers lose the blank lines between them; nothing else does. */
class GroupedFieldsTest {
    @Test
    void fieldsWithTheSameModifiersFormOneBlock() {
        String source = """
                public final class A_ {
                    private static final boolean CHECKED = Check.check("1", A_.class);

                    public static final String NAME = "name";

                    public static final String AGE = "age";

                    public static final StringField name = ROOT.name;

                    public static final NumberField<Integer> age = ROOT.age;

                    /**
                     * Javadoc.
                     */
                    public static final Field<Object> documented = ROOT.documented;

                    public static final Field<Object> afterJavadoc = ROOT.afterJavadoc;

                    public static Bson projection() {
                        return PROJECTION;
                    }

                    public static final class Embedded extends RecordField<A> {
                        public final StringField name = component("name", FieldKinds.STRING);

                        public final MapField<Map<String, Integer>, Integer, NumberField<Integer>> m = component("m", FieldKinds.map(FieldKinds.INT_VALUE));
                    }
                }
                """;
        String expected = """
                public final class A_ {
                    private static final boolean CHECKED = Check.check("1", A_.class);

                    public static final String NAME = "name";
                    public static final String AGE = "age";

                    public static final StringField name = ROOT.name;
                    public static final NumberField<Integer> age = ROOT.age;

                    /**
                     * Javadoc.
                     */
                    public static final Field<Object> documented = ROOT.documented;
                    public static final Field<Object> afterJavadoc = ROOT.afterJavadoc;

                    public static Bson projection() {
                        return PROJECTION;
                    }

                    public static final class Embedded extends RecordField<A> {
                        public final StringField name = component("name", FieldKinds.STRING);
                        public final MapField<Map<String, Integer>, Integer, NumberField<Integer>> m = component("m", FieldKinds.map(FieldKinds.INT_VALUE));
                    }
                }
                """;
        assertEquals(expected, GroupedFields.of(source));
    }

    @Test
    void aBlankLineInsideAMethodOrBetweenMethodsStays() {
        String source = """
                class A {
                    public final String a = "a";

                    public void m() {
                    }

                    public void n() {
                    }
                }
                """;
        assertEquals(source, GroupedFields.of(source));
    }
}
