package io.github.bsonrecords.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.bsonrecords.processor.Compilations.compile;
import static io.github.bsonrecords.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.MapField;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.StringField;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The generated metamodel's generics: a value of the wrong type, or an operator the field's type
 * does not have, is a compile error in the user's code; the right ones compile without warnings.
 */
class MetamodelCompileTest {
    private static final JavaFileObject READING = source("p.Reading", "import java.time.Instant;\n"
            + "@BsonRecord public record Reading(String sensorId, @BsonProperty(\"ts\") Instant timestamp,\n"
            + "@BsonProperty(\"temp\") double temperature, List<Line> lines, Map<String, Integer> counts,\n"
            + "@BsonId @BsonRepresentation(BsonType.OBJECT_ID) String id) { }");
    private static final JavaFileObject LINE = source("p.Line", "@BsonRecord public record Line(String sku, int quantity) { }");

    /** JLS 8.10.1: a record component cannot be named like these. */
    private static final List<String> OBJECT_METHODS_NO_COMPONENT_MAY_NAME = List.of("clone", "finalize", "getClass",
            "hashCode", "notify", "notifyAll", "toString", "wait");

    private static JavaFileObject query(String expression) {
        return JavaFileObjects.forSourceString("q.Query", "package q;\n"
                + "import org.bson.conversions.Bson;\n"
                + "import p.*;\n"
                + "public class Query {\n"
                + "    public static Bson query() {\n"
                + "        return " + expression + ";\n"
                + "    }\n"
                + "}\n");
    }

    private static void assertDoesNotCompile(String expression, String message) {
        JavaFileObject query = query(expression);
        Compilation compilation = compile(READING, LINE, query);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(message).inFile(query).onLineContaining("return");
    }

    @Test
    void aValueOfTheWrongTypeDoesNotCompile() {
        assertDoesNotCompile("Reading_.temperature.gt(\"hot\")",
                "incompatible types: java.lang.String cannot be converted to java.lang.Double");
    }

    @Test
    void valuesOfTheWrongTypeDoNotCompileAtAnyDepth() {
        assertDoesNotCompile("Reading_.timestamp.lt(java.time.LocalDate.now())",
                "java.time.LocalDate cannot be converted to java.time.Instant");
        assertDoesNotCompile("Reading_.lines.sku.eq(7)", "int cannot be converted to java.lang.String");
        assertDoesNotCompile("Reading_.lines.contains(\"A-1\")", "java.lang.String cannot be converted to p.Line");
        assertDoesNotCompile("Reading_.counts.key(\"k\").inc(1L)", "long cannot be converted to java.lang.Integer");
        assertDoesNotCompile("Reading_.lines.elemMatch(line -> line.quantity.eq(\"2\"))",
                "java.lang.String cannot be converted to java.lang.Integer");
    }

    @Test
    void operatorsTheFieldsTypeHasNotDoNotCompile() {
        assertDoesNotCompile("Reading_.temperature.regex(\"^2\")", "cannot find symbol");
        assertDoesNotCompile("Reading_.sensorId.inc(\"1\")", "cannot find symbol");
        // stored as an ObjectId: a regular expression would never match it
        assertDoesNotCompile("Reading_.id.regex(\"^65\")", "cannot find symbol");
        assertDoesNotCompile("Reading_.sensorId.size(2)", "cannot find symbol");
    }

    @Test
    void valuesOfTheRightTypeCompileWithoutWarnings() {
        // the driver's Filters.and is not on this module's class path: a list of the same Bson values
        JavaFileObject query = query("new org.bson.BsonArray(java.util.List.of()) == null ? null : java.util.List.of("
                + "Reading_.temperature.gt(21.5), Reading_.sensorId.regex(\"^s-\"), Reading_.lines.sku.eq(\"A-1\"),"
                + " Reading_.counts.key(\"k\").gte(2), Reading_.lines.elemMatch(line -> line.quantity.gt(1)),"
                + " Reading_.id.in(\"65e1a3f0c2a4b81d2f9e7a10\"), Reading_.lines.matched().quantity.inc(1),"
                + " Reading_.timestamp.desc(), Reading_.projection()).get(0)");
        assertThat(compile(READING, LINE, query)).succeededWithoutWarnings();
    }

    /**
     * A component reached through a cycle is a method of {@code Embedded} and {@code Elements}, named
     * after it unless that would clash with what they inherit: every public method name of the
     * runtime's field references, as a cyclic component, still compiles (but Object's, which a
     * record component cannot be named).
     */
    @Test
    void cyclicComponentsNamedLikeInheritedMethodsCompile() throws IOException {
        List<String> inherited = Stream.of(Field.class, NumberField.class, StringField.class, RecordArrayField.class,
                        MapField.class, Object.class)
                .flatMap(type -> Arrays.stream(type.getMethods()))
                .filter(method -> !Modifier.isStatic(method.getModifiers()))
                .map(Method::getName)
                .filter(name -> !OBJECT_METHODS_NO_COMPONENT_MAY_NAME.contains(name))
                .collect(Collectors.toCollection(TreeSet::new))
                .stream().toList();
        String components = inherited.stream()
                .map(name -> "Loop " + name)
                .collect(Collectors.joining(", ", "List<Loop> items, ", ""));
        JavaFileObject loop = source("p.Loop", "@BsonRecord public record Loop(" + components + ") { }");
        Compilation compilation = compile(loop);
        assertThat(compilation).succeededWithoutWarnings();
        String metamodel = compilation.generatedSourceFile("p.Loop_").orElseThrow().getCharContent(false).toString();
        for (String name : inherited) {
            // the root keeps every component's exact name as a static field
            assertThat(metamodel).contains("public static final Embedded " + name + " = ");
        }
        assertThat(metamodel).contains("public Embedded path_() {");
        assertThat(metamodel).contains("public Elements<List<Loop>> items() {");
    }

    @Test
    void typedMapKeysTakeValuesOfTheKeyType() {
        JavaFileObject color = source("p.Color", "public enum Color { RED, @BsonEnumValue(\"vert\") GREEN }");
        JavaFileObject keyed = source("p.Keyed", "@BsonRecord public record Keyed(Map<Color, List<Integer>> byColor,\n"
                + "Map<UUID, Line> byId, Map<Integer, String> byNumber, Map<Long, Map<Color, Double>> byTick) { }");
        JavaFileObject query = JavaFileObjects.forSourceString("q.Query", "package q;\n"
                + "import org.bson.conversions.Bson;\n"
                + "import p.*;\n"
                + "public class Query {\n"
                + "    public static Bson[] queries() {\n"
                + "        return new Bson[] {Keyed_.byColor.key(Color.GREEN).contains(3), Keyed_.byNumber.key(7).eq(\"x\"),\n"
                + "            Keyed_.byId.key(java.util.UUID.randomUUID()).sku.eq(\"s\"),\n"
                + "            Keyed_.byTick.key(5L).key(Color.RED).gt(1.5)};\n"
                + "    }\n"
                + "}\n");
        assertThat(compile(color, keyed, LINE, query)).succeededWithoutWarnings();
        JavaFileObject stringKey = JavaFileObjects.forSourceString("q.Query", "package q;\n"
                + "import p.*;\n"
                + "public class Query {\n"
                + "    public static Object query() {\n"
                + "        return Keyed_.byNumber.key(\"7\");\n"
                + "    }\n"
                + "}\n");
        Compilation compilation = compile(color, keyed, LINE, stringKey);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("java.lang.String cannot be converted to java.lang.Integer")
                .inFile(stringKey).onLineContaining("return");
    }

    @Test
    void edgeShapesCompileWithoutWarnings() {
        JavaFileObject empty = source("p.Empty", "@BsonRecord public record Empty() { }");
        JavaFileObject bounded = source("p.Box", "@BsonRecord public record Box<T extends Comparable<T>>(T value,\n"
                + "List<T> values, Map<String, List<T>> byKey, Optional<T> maybe, Empty empty) { }");
        // records that lead back to each other: their Embedded references are methods on the cycle
        JavaFileObject a = source("p.A", "@BsonRecord public record A(B b, List<B> bs, int n) { }");
        JavaFileObject b = source("p.B", "@BsonRecord public record B(A a, Map<String, A> byName, String s) { }");
        JavaFileObject query = JavaFileObjects.forSourceString("q.Query", "package q;\n"
                + "import org.bson.conversions.Bson;\n"
                + "import p.*;\n"
                + "public class Query {\n"
                + "    public static Bson[] queries() {\n"
                + "        return new Bson[] {Empty_.projection(), Box_.value.eq(\"x\"), Box_.values.contains(3),\n"
                + "            A_.b.s.eq(\"s\"), A_.b.a().n.gt(1), A_.bs.a().b().byName.key(\"k\").n.lt(2),\n"
                + "            A_.bs.elemMatch(element -> element.s.eq(\"x\"))};\n"
                + "    }\n"
                + "}\n");
        assertThat(compile(empty, bounded, a, b, query)).succeededWithoutWarnings();
    }

    /**
     * Type variables passed on to generic records whose own type parameters are bounded (the
     * driver's RecordCodec test model), recursive and intersection bounds, nested generics: each
     * variable becomes what its bound allows, within every bound it is passed to.
     */
    @Test
    void boundedTypeVariablesPassedOnToGenericRecordsCompile() throws IOException {
        JavaFileObject parameterized = source("p.Parameterized",
                "@BsonRecord public record Parameterized<N extends Number, T>(N number, List<T> parameterizedList) { }");
        JavaFileObject nested = source("p.NestedParameterized", "@BsonRecord public record NestedParameterized<A, B,"
                + " C extends Number>(Parameterized<C, A> parameterizedRecord, B other) { }");
        JavaFileObject ranked = source("p.Ranked", "@BsonRecord public record Ranked<T extends Comparable<T>>(T best,"
                + " List<T> ranking, Map<String, List<T>> byGroup, Optional<T> runnerUp, Ranked<T> next) { }");
        JavaFileObject measured = source("p.Measured", "@BsonRecord public record Measured<N extends Number"
                + " & Comparable<N>, E extends Enum<E>, S extends N, C extends Comparable<? super C>>(N value,"
                + " List<List<N>> history, Ranked<N> ranked, Parameterized<N, Ranked<N>> nested, Map<String, E> flags,"
                + " S same, Parameterized<S, C> lower, List<C> cs) { }");
        JavaFileObject query = JavaFileObjects.forSourceString("q.Query", "package q;\n"
                + "import org.bson.conversions.Bson;\n"
                + "import p.*;\n"
                + "public class Query {\n"
                + "    public static Bson[] queries() {\n"
                + "        return new Bson[] {Parameterized_.number.gt(2L), Parameterized_.parameterizedList.contains(\"x\"),\n"
                + "            NestedParameterized_.parameterizedRecord.eq(new Parameterized<>(1, java.util.List.of(\"a\"))),\n"
                + "            Ranked_.best.eq(\"gold\"), Ranked_.ranking.eq(java.util.List.of(\"a\", \"b\")),\n"
                + "            Ranked_.byGroup.key(\"metal\").contains(\"iron\"), Measured_.history.at(0).contains(3),\n"
                + "            Measured_.ranked.eq(new Ranked<Integer>(1, null, null, null, null))};\n"
                + "    }\n"
                + "}\n");
        Compilation compilation = compile(parameterized, nested, ranked, measured, query);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(metamodel(compilation, "p.NestedParameterized_"))
                .contains("Field<Parameterized<? extends Number, ?>> parameterizedRecord");
        assertThat(metamodel(compilation, "p.Ranked_")).contains("Field<Comparable<?>> best");
        String measuredMetamodel = metamodel(compilation, "p.Measured_");
        assertThat(measuredMetamodel).contains("Field<Number> value");
        assertThat(measuredMetamodel).contains("Field<Ranked<? extends Number>> ranked");
        assertThat(measuredMetamodel)
                .contains("Field<Parameterized<? extends Number, ? extends Ranked<? extends Number>>> nested");
    }

    private static String metamodel(Compilation compilation, String name) throws IOException {
        return compilation.generatedSourceFile(name).orElseThrow().getCharContent(false).toString();
    }
}
