package io.github.bsonrecords.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.bsonrecords.processor.Compilations.compile;
import static io.github.bsonrecords.processor.Compilations.compileWithOptions;
import static io.github.bsonrecords.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.github.bsonrecords.processor.diagnostics.Message;
import java.io.IOException;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The metamodel is turned off per record ({@code @BsonRecord(metamodel = false)}), per package
 * ({@code @BsonRecordDefaults(metamodel = false)}) and per compilation
 * ({@code -Absonrecords.metamodel=false}); the record's attribute wins over the package's, which
 * wins over the option. Codecs and providers compile without any metamodel, and a metamodel refers
 * to a record without one as a plain field.
 */
class MetamodelSwitchTest {
    private static final String OFF = "-Absonrecords.metamodel=false";
    private static final String ON = "-Absonrecords.metamodel=true";

    private static JavaFileObject packageDefaults(String metamodel) {
        return JavaFileObjects.forSourceString("p.package-info",
                "@io.github.bsonrecords.BsonRecordDefaults(metamodel = " + metamodel + ")\npackage p;\n");
    }

    private static JavaFileObject record(String name, String annotation) {
        return source("p." + name, annotation + " public record " + name + "(String s, int n) { }");
    }

    private static boolean hasMetamodel(Compilation compilation, String record) {
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFile("p." + record + "BsonCodec").isPresent()).isTrue();
        return compilation.generatedSourceFile("p." + record + "_").isPresent();
    }

    @Test
    void onByDefault() {
        assertThat(hasMetamodel(compile(record("A", "@BsonRecord")), "A")).isTrue();
        assertThat(hasMetamodel(compileWithOptions(List.of(ON), record("A", "@BsonRecord")), "A")).isTrue();
    }

    @Test
    void offForOneRecord() {
        Compilation compilation = compile(record("A", "@BsonRecord(metamodel = false)"), record("B", "@BsonRecord"));
        assertThat(hasMetamodel(compilation, "A")).isFalse();
        assertThat(hasMetamodel(compilation, "B")).isTrue();
    }

    @Test
    void offForAPackage() {
        Compilation compilation = compile(packageDefaults("false"), record("A", "@BsonRecord"));
        assertThat(hasMetamodel(compilation, "A")).isFalse();
    }

    @Test
    void offForTheCompilation() {
        assertThat(hasMetamodel(compileWithOptions(List.of(OFF), record("A", "@BsonRecord")), "A")).isFalse();
    }

    @Test
    void theRecordWinsOverItsPackageWhichWinsOverTheOption() {
        assertThat(hasMetamodel(compileWithOptions(List.of(OFF), packageDefaults("true"), record("A", "@BsonRecord")),
                "A")).isTrue();
        assertThat(hasMetamodel(compileWithOptions(List.of(OFF), record("A", "@BsonRecord(metamodel = true)")), "A"))
                .isTrue();
        assertThat(hasMetamodel(compile(packageDefaults("false"), record("A", "@BsonRecord(metamodel = true)")), "A"))
                .isTrue();
        assertThat(hasMetamodel(compileWithOptions(List.of(ON), packageDefaults("true"),
                record("A", "@BsonRecord(metamodel = false)")), "A")).isFalse();
    }

    /**
     * Every shape a codec or provider refers to other records by (nested, in containers, cyclic,
     * sealed interfaces, generic): with no metamodel at all, everything compiles, so nothing but a
     * metamodel refers to one.
     */
    @Test
    void codecsAndProvidersNeverDependOnAMetamodel() {
        JavaFileObject line = source("p.Line", "@BsonRecord public record Line(String sku, int n) { }");
        JavaFileObject order = source("p.Order", "@BsonRecord public record Order(@BsonId String id, Line first,"
                + " List<Line> lines, Map<String, Line> byKey, Optional<Line> maybe, Order parent, Shape shape,"
                + " Page<String> page) { }");
        JavaFileObject shape = source("p.Shape", "@BsonRecord public sealed interface Shape {\n"
                + "@BsonRecord record Circle(double r) implements Shape { }\n"
                + "@BsonRecord record Group(List<Shape> members) implements Shape { } }");
        JavaFileObject page = source("p.Page", "@BsonRecord public record Page<T extends Comparable<T>>(List<T> items,"
                + " T first) { }");
        Compilation compilation = compileWithOptions(List.of(OFF), line, order, shape, page);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFiles().stream().map(JavaFileObject::getName)
                .filter(name -> name.endsWith("_.java")).toList()).isEmpty();
        assertThat(compilation.generatedSourceFile("p.BsonRecordCodecProvider").isPresent()).isTrue();
    }

    /** A record without a metamodel is, in the metamodels of records that hold it, compared whole. */
    @Test
    void aMetamodelRefersToARecordWithoutOneAsAPlainField() throws IOException {
        JavaFileObject line = source("p.Line", "@BsonRecord(metamodel = false) public record Line(String sku, int n) { }");
        JavaFileObject order = source("p.Order", "@BsonRecord public record Order(Line first, List<Line> lines,"
                + " Map<String, Line> byKey) { }");
        JavaFileObject query = JavaFileObjects.forSourceString("q.Query", "package q;\n"
                + "import org.bson.conversions.Bson;\n"
                + "import p.*;\n"
                + "public class Query {\n"
                + "    public static Bson[] queries() {\n"
                + "        return new Bson[] {Order_.first.eq(new Line(\"A-1\", 2)), Order_.lines.contains(new Line(\"B\", 1)),\n"
                + "            Order_.byKey.key(\"k\").ne(null)};\n"
                + "    }\n"
                + "}\n");
        Compilation compilation = compile(line, order, query);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFile("p.Line_").isPresent()).isFalse();
        String metamodel = compilation.generatedSourceFile("p.Order_").orElseThrow().getCharContent(false).toString();
        assertThat(metamodel).contains("public static final Field<Line> first");
        assertThat(metamodel).contains("public static final ArrayField<List<Line>, Line, Field<Line>> lines");
        assertThat(metamodel).doesNotContain("Line_");
    }

    @Test
    void anOptionValueOtherThanTrueOrFalseIsAnError() {
        Compilation compilation = compileWithOptions(List.of("-Absonrecords.metamodel=no"), record("A", "@BsonRecord"));
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(Message.INVALID_OPTION.tag());
        assertThat(compilation).hadErrorContaining("-Absonrecords.metamodel is 'no'");
    }
}
