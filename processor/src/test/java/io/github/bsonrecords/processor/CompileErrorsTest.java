package io.github.bsonrecords.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.bsonrecords.processor.Compilations.compile;
import static io.github.bsonrecords.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import io.github.bsonrecords.processor.diagnostics.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every compile-time check: an error with its {@link Message} id on the element at fault, naming it. */
class CompileErrorsTest {

    /** The error with {@code id}'s tag on the line holding {@code lineFragment}, naming the {@code elements} at fault. */
    private static void assertError(JavaFileObject source, String lineFragment, Message id, String... elements) {
        Compilation compilation = compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(id.tag()).inFile(source).onLineContaining(lineFragment);
        for (String element : elements) {
            assertThat(compilation).hadErrorContaining(element).inFile(source).onLineContaining(lineFragment);
        }
    }

    @Test
    void bsonRecordOnAClass() {
        assertError(source("p.NotARecord", "@BsonRecord public class NotARecord { }"),
                "class NotARecord", Message.NOT_A_RECORD, "NotARecord is a class");
    }

    @Test
    void bsonRecordOnAnInterfaceThatIsNotSealed() {
        assertError(source("p.Shape", "@BsonRecord public interface Shape { }"),
                "interface Shape", Message.INTERFACE_NOT_SEALED, "the interface Shape");
    }

    @Test
    void sealedInterfacePermittingARecordWithoutBsonRecord() {
        assertError(source("p.Shape", "@BsonRecord public sealed interface Shape permits Shape.Circle {\n"
                        + "record Circle(double r) implements Shape { } }"),
                "interface Shape", Message.SUBTYPE_NOT_BSON_RECORD, "Shape permits the record Circle", "annotate Circle");
    }

    @Test
    void sealedInterfacePermittingAGenericRecord() {
        assertError(source("p.Shape", "@BsonRecord public sealed interface Shape permits Shape.Box {\n"
                        + "@BsonRecord record Box<T>(T content) implements Shape { } }"),
                "interface Shape", Message.SUBTYPE_GENERIC, "Shape permits the generic record Box",
                "declare its type arguments in a non-generic record");
    }

    @Test
    void sealedInterfacePermittingAClass() {
        assertError(source("p.Shape", "@BsonRecord public sealed interface Shape permits Shape.Blob {\n"
                        + "final class Blob implements Shape { } }"),
                "interface Shape", Message.SUBTYPE_NOT_RECORD, "Shape permits Blob, a class");
    }

    @Test
    void genericSealedInterface() {
        assertError(source("p.Box", "@BsonRecord public sealed interface Box<T> permits Box.Full {\n"
                        + "@BsonRecord record Full(String v) implements Box<String> { } }"),
                "interface Box", Message.GENERIC_HIERARCHY, "Box");
    }

    @Test
    void twoRecordsWithOneDiscriminatorValue() {
        assertError(source("p.Shape", "@BsonRecord public sealed interface Shape permits Shape.A, Shape.B {\n"
                        + "@BsonRecord @BsonDiscriminator(\"x\") record A(int a) implements Shape { }\n"
                        + "@BsonRecord @BsonDiscriminator(\"x\") record B(int b) implements Shape { } }"),
                "interface Shape", Message.DUPLICATE_DISCRIMINATOR, "records A and B", "'x'");
    }

    @Test
    void componentNamedLikeTheDiscriminatorKey() {
        assertError(source("p.Shape", "@BsonRecord @BsonDiscriminator(key = \"kind\")\n"
                        + "public sealed interface Shape permits Shape.A {\n"
                        + "@BsonRecord record A(\nString kind) implements Shape { } }"),
                "String kind", Message.DISCRIMINATOR_KEY_CLASH, "component kind of A", "'kind'");
    }

    @Test
    void recordDeclaringAnotherKeyThanItsInterface() {
        assertError(source("p.Shape", "@BsonRecord @BsonDiscriminator(key = \"kind\")\n"
                        + "public sealed interface Shape permits Shape.A {\n"
                        + "@BsonRecord @BsonDiscriminator(key = \"type\", value = \"a\") record A(int a) implements Shape { } }"),
                "public sealed interface Shape", Message.DISCRIMINATOR_KEY_CONFLICT, "A declares the discriminator key 'type'",
                "'kind'");
    }

    @Test
    void privateNestedRecord() {
        assertError(source("p.Outer", "public class Outer { @BsonRecord private record Hidden(int a) { } }"),
                "record Hidden", Message.PRIVATE_RECORD, "Hidden is private");
    }

    @Test
    void mapWithDoubleKeys() {
        assertError(source("p.R", "@BsonRecord public record R(\nMap<Double, String> byRate) { }"),
                "byRate", Message.MAP_KEY_NOT_STRING, "component byRate of R", "java.lang.Double",
                "String, an enum (stored as its constants are), UUID, Integer or Long");
    }

    @Test
    void mapWithRecordKeys() {
        assertError(source("p.R", "@BsonRecord public record R(\nMap<R.Key, String> byKey) {\n"
                        + "@BsonRecord public record Key(int a) { } }"),
                "byKey", Message.MAP_KEY_NOT_STRING, "component byKey of R", "p.R.Key");
    }

    @Test
    void mapKeysInsideContainersAreCheckedToo() {
        assertError(source("p.R", "@BsonRecord public record R(\nList<Map<Short, String>> shards) { }"),
                "shards", Message.MAP_KEY_NOT_STRING, "component shards of R", "java.lang.Short");
    }

    @Test
    void typedKeyMapAsATypeArgument() {
        assertError(source("p.R", "@BsonRecord public record R(\nR.Box<List<Map<UUID, String>>> boxed) {\n"
                        + "@BsonRecord public record Box<T>(T value) { } }"),
                "boxed", Message.MAP_KEY_IN_TYPE_ARGUMENT, "component boxed of R", "java.util.UUID",
                "whose map codec takes String keys only");
    }

    @Test
    void mapWithATypeVariableKey() {
        assertError(source("p.R", "@BsonRecord public record R<K>(\nMap<K, String> byKey) { }"),
                "byKey", Message.MAP_KEY_NOT_STRING, "component byKey of R", "K");
    }

    @Test
    void extraElementsMapWithEnumKeys() {
        assertError(source("p.R", "@BsonRecord public record R(String a,\n@BsonExtraElements Map<BsonType, Object> extra) { }"),
                "extra", Message.EXTRA_ELEMENTS_TYPE, "component extra of R");
    }

    @Test
    void wildcardElement() {
        assertError(source("p.R", "@BsonRecord public record R(\nList<? extends Number> numbers) { }"),
                "numbers", Message.WILDCARD_TYPE, "component numbers of R");
    }

    @Test
    void wildcardTypeArgumentOfARegistryType() {
        assertError(source("p.R", "@BsonRecord public record R(\nIterable<?> values) { }"),
                "values", Message.UNSUPPORTED_TYPE_ARGUMENT, "component values of R", "the type argument ?",
                "of java.lang.Iterable<?>");
    }

    @Test
    void arrayTypeArgumentOfARegistryType() {
        assertError(source("p.R", "@BsonRecord public record R(\nIterable<int[]> rows) { }"),
                "rows", Message.UNSUPPORTED_TYPE_ARGUMENT, "component rows of R", "the type argument int[]");
    }

    @Test
    void charSequenceComponent() {
        assertError(source("p.R", "@BsonRecord public record R(\nCharSequence text) { }"),
                "text", Message.CHAR_SEQUENCE_TYPE, "component text of R");
    }

    @Test
    void numberComponent() {
        assertError(source("p.R", "@BsonRecord public record R(\nNumber amount) { }"),
                "amount", Message.NUMBER_TYPE, "component amount of R");
    }

    @Test
    void anInterfaceTheDefaultsDoNotServeIsAWarningThatCanBeSuppressed() {
        JavaFileObject warned = source("p.R", "@BsonRecord public record R(\nList<Shape> shapes) {\n"
                + "public interface Shape { }\n@BsonRecord public record Circle(double r) implements Shape { } }");
        Compilation compilation = Compilations.compileWithoutWerror(warned);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining(Message.INTERFACE_TYPE.tag()).inFile(warned)
                .onLineContaining("shapes");
        assertThat(compilation).hadWarningContaining("p.R.Shape").inFile(warned).onLineContaining("shapes");
        // a codec the application registers serves it: silenced where the user says so
        assertThat(compile(source("p.S", "@BsonRecord public record S(\n@SuppressWarnings(\"bson-records\") List<Shape> shapes,"
                + " Iterable<String> tags) {\npublic interface Shape { } }"))).succeededWithoutWarnings();
        assertThat(compile(source("p.T", "@SuppressWarnings(\"bson-records\") @BsonRecord public record T(\nPlain plain) {\n"
                + "record Plain(int a) { } }"))).succeededWithoutWarnings();
    }

    @Test
    void mapOfCharSequences() {
        assertError(source("p.R", "@BsonRecord public record R(\nMap<String, CharSequence> labels) { }"),
                "labels", Message.CHAR_SEQUENCE_TYPE, "component labels of R");
    }

    @Test
    void rawList() {
        assertError(source("p.R", "@SuppressWarnings(\"rawtypes\") @BsonRecord public record R(\nList items) { }"),
                "List items", Message.RAW_TYPE, "java.util.List");
    }

    @Test
    void optionalInsideAList() {
        assertError(source("p.R", "@BsonRecord public record R(\nList<Optional<String>> maybes) { }"),
                "maybes", Message.OPTIONAL_IN_CONTAINER, "component maybes of R");
    }

    @Test
    void genericArray() {
        assertError(source("p.R", "@BsonRecord public record R<T>(\nT[] values) { }"),
                "T[] values", Message.GENERIC_ARRAY, "T[]");
    }

    @Test
    void twoComponentsWithOneBsonName() {
        assertError(source("p.R", "@BsonRecord public record R(String name,\n@BsonProperty(\"name\") String label) { }"),
                "String label", Message.DUPLICATE_BSON_NAME, "components name and label both map to the BSON field 'name'");
    }

    @Test
    void moreThanOneBsonId() {
        assertError(source("p.R", "@BsonRecord public record R(@BsonId String a,\n@BsonId String b) { }"),
                "String b", Message.DUPLICATE_ID, "a and b");
    }

    @Test
    void bsonIdWithAnotherPropertyName() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonId @BsonProperty(\"key\") String a) { }"),
                "String a", Message.ID_WITH_OTHER_NAME, "@BsonProperty(\"key\")");
    }

    @Test
    void emptyBsonName() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonProperty(\"\") String a) { }"),
                "String a", Message.INVALID_BSON_NAME, "'' of component a is empty");
    }

    @Test
    void bsonNameWithNul() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonProperty(\"a\\0b\") String a) { }"),
                "String a", Message.INVALID_BSON_NAME, "holds a NUL character");
    }

    @Test
    void bsonNameStartingWithDollar() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonProperty(\"$set\") String a) { }"),
                "String a", Message.INVALID_BSON_NAME, "starts with '$'");
    }

    @Test
    void bsonIgnoreOnComponent() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonIgnore String a) { }"),
                "String a", Message.UNSUPPORTED_ON_COMPONENT, "@BsonIgnore");
    }

    @Test
    void extraElementsOfAnotherType() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonExtraElements Map<String, String> extra) { }"),
                "extra", Message.EXTRA_ELEMENTS_TYPE, "component extra of R", "Map<java.lang.String, java.lang.String>");
    }

    @Test
    void twoExtraElementsComponents() {
        assertError(source("p.R", "@BsonRecord public record R(@BsonExtraElements org.bson.BsonDocument a,\n"
                        + "@BsonExtraElements org.bson.RawBsonDocument b) { }"),
                "RawBsonDocument b", Message.DUPLICATE_EXTRA_ELEMENTS, "components a and b");
    }

    @Test
    void extraElementsWithAName() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonProperty(\"x\") @BsonExtraElements org.bson.BsonDocument a) { }"),
                "BsonDocument a", Message.EXTRA_ELEMENTS_NAMED, "component a");
    }

    @Test
    void extraElementsOnTheConstructorParameterOnly() {
        assertError(source("p.R", "@BsonRecord public record R(org.bson.BsonDocument a) {\n"
                        + "public R(@BsonExtraElements org.bson.BsonDocument a) { this.a = a; } }"),
                "public R(", Message.ANNOTATION_ON_CONSTRUCTOR_PARAMETER, "@BsonExtraElements");
    }

    @Test
    void aliasThatAnotherComponentIsNamed() {
        assertError(source("p.R", "@BsonRecord public record R(String temp,\n@BsonAlias(\"temp\") double temperature) { }"),
                "temperature", Message.DUPLICATE_ALIAS, "component temperature", "'temp'", "component temp");
    }

    @Test
    void aliasClaimedTwice() {
        assertError(source("p.R", "@BsonRecord public record R(@BsonAlias(\"t\") String a,\n@BsonAlias(\"t\") String b) { }"),
                "String b", Message.DUPLICATE_ALIAS, "component b", "'t'", "component a");
    }

    @Test
    void aliasThatNamesNoField() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonAlias({\"ok\", \"$set\"}) String a) { }"),
                "String a", Message.INVALID_ALIAS, "'$set'", "starts with '$'");
    }

    @Test
    void namingThatMakesTwoComponentsOneField() {
        assertError(source("p.R", "@BsonRecord(naming = BsonNaming.SNAKE_CASE) public record R(String maxTemp,\nString max_temp) { }"),
                "String max_temp", Message.DUPLICATE_BSON_NAME, "maxTemp and max_temp", "'max_temp'");
    }

    @Test
    void enumConstantsStoredAsOneString() {
        JavaFileObject channel = source("p.Channel", "public enum Channel { @BsonEnumValue(\"ONLINE\") WEB, ONLINE }");
        JavaFileObject sale = source("p.Sale", "@BsonRecord public record Sale(\nChannel channel) { }");
        Compilation compilation = compile(channel, sale);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(Message.ENUM_VALUE_CLASH.tag()).inFile(sale).onLineContaining("channel");
        assertThat(compilation).hadErrorContaining("would store both WEB and ONLINE as the string 'ONLINE'");
    }

    @Test
    void bsonDiscriminatorOnRecord() {
        assertError(source("p.R", "@BsonDiscriminator\n@BsonRecord public record R(String a) { }"),
                "@BsonDiscriminator", Message.DISCRIMINATOR_ON_RECORD, "R, which implements no sealed @BsonRecord interface");
    }

    @Test
    void bsonCreatorOnConstructor() {
        assertError(source("p.R", "@BsonRecord public record R(String a) {\n@BsonCreator public R { } }"),
                "public R", Message.CREATOR_ON_RECORD);
    }

    @Test
    void annotationOnAccessorInsteadOfComponent() {
        assertError(source("p.R", "@BsonRecord public record R(String a) {\n"
                        + "@BsonProperty(\"x\") public String a() { return a; } }"),
                "public String a()", Message.ANNOTATION_ON_ACCESSOR, "accessor a() of R", "record R(@BsonProperty ... a)");
    }

    @Test
    void annotationOnCanonicalConstructorParameterInsteadOfComponent() {
        assertError(source("p.R", "@BsonRecord public record R(String a, int b) {\n"
                        + "public R(@BsonProperty(\"x\") String a, int b) { this.a = a; this.b = b; } }"),
                "public R(", Message.ANNOTATION_ON_CONSTRUCTOR_PARAMETER, "@BsonProperty is on the parameter a",
                "record R(@BsonProperty ... a)");
        assertError(source("p.S", "@BsonRecord public record S(String a) {\n"
                        + "public S(@BsonId String a) { this.a = a; } }"),
                "public S(", Message.ANNOTATION_ON_CONSTRUCTOR_PARAMETER, "@BsonId is on the parameter a");
    }

    @Test
    void annotationOnComponentReachesCompactConstructorWithoutError() {
        assertThat(compile(source("p.R", "@BsonRecord public record R(@BsonProperty(\"x\") String a) {\n"
                + "public R { java.util.Objects.requireNonNull(a); } }"))).succeeded();
    }

    @Test
    void representationOtherThanObjectId() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonRepresentation(BsonType.INT64) String a) { }"),
                "String a", Message.UNSUPPORTED_REPRESENTATION, "@BsonRepresentation(INT64) on a");
    }

    @Test
    void objectIdRepresentationOnNonString() {
        assertError(source("p.R", "@BsonRecord public record R(\n@BsonRepresentation(BsonType.OBJECT_ID) int a) { }"),
                "int a", Message.REPRESENTATION_ON_NON_STRING, "component a of R");
    }

    @Test
    void recordWithoutBsonRecordGetsAWarning() {
        JavaFileObject source = source("p.R", "@BsonRecord public record R(\nPlain plain) { }\n"
                + "record Plain(int a) { }");
        Compilation compilation = Compilations.compileWithoutWerror(source);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining(Message.RECORD_WITHOUT_ANNOTATION.tag())
                .inFile(source).onLineContaining("Plain plain");
        assertThat(compilation).hadWarningContaining("the record p.Plain").inFile(source).onLineContaining("Plain plain");
    }

    @Test
    void bsonNamesThatLookLikeCommentsOrTagsCompile() {
        assertThat(compile(source("p.R", "@BsonRecord public record R(@BsonProperty(\"a*/b\") String a,\n"
                + "@BsonProperty(\"@see \\\"q\\\" \\u00e9\") String b) { }"))).succeededWithoutWarnings();
    }
}
