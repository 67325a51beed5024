package io.github.bsonrecords.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.bsonrecords.processor.Compilations.compile;
import static io.github.bsonrecords.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every compile-time check: an error on the element at fault that says what to do instead. */
class CompileErrorsTest {

    private static void assertError(JavaFileObject source, String lineFragment, String... messageFragments) {
        Compilation compilation = compile(source);
        assertThat(compilation).failed();
        for (String fragment : messageFragments) {
            assertThat(compilation).hadErrorContaining(fragment).inFile(source).onLineContaining(lineFragment);
        }
    }

    @Test
    void bsonRecordOnAClass() {
        assertError(source("p.NotARecord", "@BsonRecord public class NotARecord { }"),
                "class NotARecord", "@BsonRecord applies to records only", "is a class", "declare it as a record");
    }

    @Test
    void bsonRecordOnAnInterface() {
        assertError(source("p.Shape", "@BsonRecord public interface Shape { }"),
                "interface Shape", "is an interface");
    }

    @Test
    void privateNestedRecord() {
        assertError(source("p.Outer", "public class Outer { @BsonRecord private record Hidden(int a) { } }"),
                "record Hidden", "Hidden is private", "make it package-private or public");
    }

    @Test
    void mapWithNonStringKeys() {
        assertError(source("p.R", "@BsonRecord public record R(\nMap<Integer, String> byNumber) { }"),
                "byNumber", "map key type java.lang.Integer is not supported", "Map<String, V>");
    }

    @Test
    void wildcardElement() {
        assertError(source("p.R", "@BsonRecord public record R(\nList<? extends Number> numbers) { }"),
                "numbers", "wildcard", "declare the element type exactly");
    }

    @Test
    void charSequenceComponent() {
        assertError(source("p.R", "@BsonRecord public record R(\nCharSequence text) { }"),
                "text", "CharSequence has no codec in the driver's registry", "declare the component (or element) as String");
    }

    @Test
    void numberComponent() {
        assertError(source("p.R", "@BsonRecord public record R(\nNumber amount) { }"),
                "amount", "Number has no codec in the driver's registry",
                "declare the numeric type (int, long, double, BigDecimal, Decimal128)");
    }

    @Test
    void listOfANonRecordInterface() {
        assertError(source("p.R", "@BsonRecord public record R(\nList<Shape> shapes) {\n"
                        + "public interface Shape { }\n@BsonRecord public record Circle(double r) implements Shape { } }"),
                "shapes", "the interface p.R.Shape has no codec in the driver's registry",
                "could not tell which implementation to decode", "declare a concrete type");
    }

    @Test
    void mapOfCharSequences() {
        assertError(source("p.R", "@BsonRecord public record R(\nMap<String, CharSequence> labels) { }"),
                "labels", "CharSequence has no codec");
    }

    @Test
    void rawList() {
        assertError(source("p.R", "@SuppressWarnings(\"rawtypes\") @BsonRecord public record R(\nList items) { }"),
                "List items", "raw type java.util.List", "declare its type arguments");
    }

    @Test
    void optionalInsideAList() {
        assertError(source("p.R", "@BsonRecord public record R(\nList<Optional<String>> maybes) { }"),
                "maybes", "Optional is supported as a component's own type only");
    }

    @Test
    void genericArray() {
        assertError(source("p.R", "@BsonRecord public record R<T>(\nT[] values) { }"),
                "T[] values", "generic array", "declare a List instead");
    }

    @Test
    void twoComponentsWithOneBsonName() {
        assertError(source("p.R", "@BsonRecord public record R(String name,\n@BsonProperty(\"name\") String label) { }"),
                "String label", "components name and label both map to the BSON field 'name'");
    }

    @Test
    void moreThanOneBsonId() {
        assertError(source("p.R", "@BsonRecord public record R(@BsonId String a,\n@BsonId String b) { }"),
                "String b", "more than one component has @BsonId: a and b");
    }

    @Test
    void bsonIdWithAnotherPropertyName() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonId @BsonProperty(\"key\") String a) { }"),
                "String a", "has @BsonId, which names it _id, and @BsonProperty(\"key\")");
    }

    @Test
    void emptyBsonName() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonProperty(\"\") String a) { }"),
                "String a", "the BSON name '' of component a is empty");
    }

    @Test
    void bsonNameWithNul() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonProperty(\"a\\0b\") String a) { }"),
                "String a", "holds a NUL character");
    }

    @Test
    void bsonNameStartingWithDollar() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonProperty(\"$set\") String a) { }"),
                "String a", "starts with '$'");
    }

    @Test
    void bsonIgnoreOnComponent() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonIgnore String a) { }"),
                "String a", "@BsonIgnore is not supported on record components");
    }

    @Test
    void bsonExtraElementsOnComponent() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonExtraElements Map<String, Object> extra) { }"),
                "extra", "@BsonExtraElements is not supported on record components");
    }

    @Test
    void bsonDiscriminatorOnRecord() {
        assertError(source("p.R", "@BsonDiscriminator\n@BsonRecord public record R(String a) { }"),
                "@BsonDiscriminator", "@BsonDiscriminator is not supported on records");
    }

    @Test
    void bsonCreatorOnConstructor() {
        assertError(source("p.R", "@BsonRecord public record R(String a) {\n@BsonCreator public R { } }"),
                "public R", "@BsonCreator is not supported on records");
    }

    @Test
    void annotationOnAccessorInsteadOfComponent() {
        assertError(source("p.R", "@BsonRecord public record R(String a) {\n"
                        + "@BsonProperty(\"x\") public String a() { return a; } }"),
                "public String a()", "@BsonProperty is on the accessor a() of R", "put it on the record component");
    }

    @Test
    void annotationOnCanonicalConstructorParameterInsteadOfComponent() {
        assertError(source("p.R", "@BsonRecord public record R(String a, int b) {\n"
                        + "public R(@BsonProperty(\"x\") String a, int b) { this.a = a; this.b = b; } }"),
                "public R(", "@BsonProperty is on the parameter a of the canonical constructor of R",
                "put it on the record component instead");
        assertError(source("p.S", "@BsonRecord public record S(String a) {\n"
                        + "public S(@BsonId String a) { this.a = a; } }"),
                "public S(", "@BsonId is on the parameter a of the canonical constructor of S");
    }

    @Test
    void annotationOnComponentReachesCompactConstructorWithoutError() {
        assertThat(compile(source("p.R", "@BsonRecord public record R(@BsonProperty(\"x\") String a) {\n"
                + "public R { java.util.Objects.requireNonNull(a); } }"))).succeeded();
    }

    @Test
    void representationOtherThanObjectId() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonRepresentation(BsonType.INT64) String a) { }"),
                "String a", "@BsonRepresentation(INT64) on a is not supported");
    }

    @Test
    void objectIdRepresentationOnNonString() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonRepresentation(BsonType.OBJECT_ID) int a) { }"),
                "int a", "applies to String components only");
    }

    @Test
    void recordWithoutBsonRecordGetsAWarning() {
        JavaFileObject source = source("p.R", "@BsonRecord public record R(\nPlain plain) { }\n"
                + "record Plain(int a) { }");
        Compilation compilation = Compilations.compileWithoutWerror(source);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining("the record p.Plain is not annotated with @BsonRecord")
                .inFile(source).onLineContaining("Plain plain");
    }
}
