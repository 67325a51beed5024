package io.github.bsonrecords.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.bsonrecords.processor.Compilations.compile;
import static io.github.bsonrecords.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Records that name deprecated types compile under {@code -Xlint:all -Werror} when the user's own
 * code does: the generated classes suppress {@code deprecation} and {@code removal} exactly when
 * they name the user's deprecated (or terminally deprecated) types or accessors.
 */
class DeprecatedTypesTest {
    /** A legacy sub-document kept for old data, deprecated, inside a record that suppresses the warning. */
    private static final JavaFileObject LEGACY = source("p.Legacy",
            "@Deprecated @BsonRecord public record Legacy(String street, int number) { }");
    private static final JavaFileObject HOLDER = source("p.Holder", "@SuppressWarnings(\"deprecation\")\n"
            + "@BsonRecord public record Holder(Legacy legacy, List<Legacy> previous, Map<String, Legacy> byName,"
            + " Optional<Legacy> maybe, @BsonId String id) { }");

    private static String generated(Compilation compilation, String name) throws IOException {
        return compilation.generatedSourceFile(name).orElseThrow().getCharContent(false).toString();
    }

    @Test
    void aDeprecatedRecordAndTheRecordsThatHoldIt() throws IOException {
        Compilation compilation = compile(LEGACY, HOLDER);
        assertThat(compilation).succeededWithoutWarnings();
        for (String name : new String[] {"p.LegacyBsonCodec", "p.Legacy_", "p.HolderBsonCodec", "p.Holder_",
                "p.BsonRecordCodecProvider"}) {
            assertThat(generated(compilation, name)).contains("@SuppressWarnings(\"deprecation\")\npublic final class");
        }
    }

    @Test
    void aDeprecatedComponentsAccessor() throws IOException {
        // javac's own warning on the canonical constructor's parameter needs the record's suppression
        Compilation compilation = compile(source("p.Contact", "@SuppressWarnings(\"deprecation\")\n"
                + "@BsonRecord public record Contact(String email, @Deprecated String fax) { }"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generated(compilation, "p.ContactBsonCodec")).contains("@SuppressWarnings(\"deprecation\")");
    }

    /** {@code removal} is a lint of its own, which neither suppressing {@code deprecation} nor being deprecated silences. */
    @Test
    void typesDeprecatedForRemovalAnywhereInAComponentOrABound() throws IOException {
        JavaFileObject tier = source("p.Tier", "@Deprecated(forRemoval = true) public enum Tier { GOLD, SILVER }");
        JavaFileObject marker = source("p.Marker", "@Deprecated public interface Marker { }");
        JavaFileObject color = source("p.Color", "@Deprecated public enum Color { RED }");
        JavaFileObject shape = source("p.Shape", "@Deprecated(forRemoval = true) @BsonRecord public sealed interface Shape {\n"
                + "@BsonRecord record Dot(int x) implements Shape { }\n"
                + "@BsonRecord record Line(List<Dot> dots) implements Shape { } }");
        JavaFileObject account = source("p.Account", "@SuppressWarnings({\"deprecation\", \"removal\"})\n"
                + "@BsonRecord public record Account(Map<String, List<Tier>> tiers, Shape shape, Shape.Dot origin,"
                + " Map<String, Shape> shapes, Color[] colors) { }");
        JavaFileObject box = source("p.Box", "@SuppressWarnings(\"deprecation\")\n"
                + "@BsonRecord public record Box<T extends Comparable<T> & Marker>(T value) { }");
        Compilation compilation = compile(tier, marker, color, shape, account, box);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generated(compilation, "p.AccountBsonCodec")).contains("@SuppressWarnings({\"deprecation\", \"removal\"})");
        assertThat(generated(compilation, "p.Account_")).contains("@SuppressWarnings({\"deprecation\", \"removal\"})");
        assertThat(generated(compilation, "p.ShapeBsonCodec")).contains("@SuppressWarnings(\"removal\")");
        assertThat(generated(compilation, "p.Shape_DotBsonCodec")).contains("@SuppressWarnings(\"removal\")");
        assertThat(generated(compilation, "p.BoxBsonCodec")).contains("@SuppressWarnings(\"deprecation\")");
    }

    /** Nothing deprecated, nothing suppressed: deprecated driver API that generated code calls must still warn. */
    @Test
    void recordsThatNameNothingDeprecatedSuppressNothing() throws IOException {
        Compilation compilation = compile(source("p.Plain", "@BsonRecord public record Plain(String s, List<Plain> more) { }"));
        assertThat(compilation).succeededWithoutWarnings();
        for (String name : new String[] {"p.PlainBsonCodec", "p.Plain_", "p.BsonRecordCodecProvider"}) {
            assertThat(generated(compilation, name)).doesNotContain("@SuppressWarnings(\"deprecation\")");
            assertThat(generated(compilation, name)).doesNotContain("\"removal\"");
        }
    }
}
