package io.github.bsonrecords.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generated sources for records (flat scalars; nested records, containers, enum, Optional and
 * {@code _id}; a generic record; components named like what generated code uses; aliases and the
 * naming, missing and null policies), for a sealed interface and its records, and the metamodels
 * of two records and of the generic one (its unbounded type parameter as {@code Object}, as a type
 * argument {@code ?}), must match the reviewed files under {@code src/test/resources/golden/expected}
 * to the character. After an intended change to the output, regenerate them with
 * {@code -Dgolden.update=true} and review the diff.
 */
class GoldenSourcesTest {
    private static final Path EXPECTED = Path.of("src/test/resources/golden/expected");
    private static final List<String> INPUTS = List.of("Reading", "Order", "Page", "Clash", "Shape", "Legacy");

    private static Compilation compileGoldenInputs() {
        return Compilations.compile(INPUTS.stream()
                .map(name -> JavaFileObjects.forResource("golden/input/" + name + ".java"))
                .toArray(JavaFileObject[]::new));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ReadingBsonCodec", "OrderBsonCodec", "Order_LineBsonCodec", "PageBsonCodec", "ClashBsonCodec",
            "ShapeBsonCodec", "Shape_CircleBsonCodec", "Shape_GroupBsonCodec", "LegacyBsonCodec", "BsonRecordCodecProvider",
            "Order_", "Clash_", "Page_"})
    void generatedSourceMatchesGolden(String simpleName) throws IOException {
        Compilation compilation = compileGoldenInputs();
        assertThat(compilation).succeededWithoutWarnings();
        String actual = withoutVersion(contents(compilation.generatedSourceFile("golden." + simpleName)));
        Path expected = EXPECTED.resolve(simpleName + ".java");
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(expected, actual, StandardCharsets.UTF_8);
        }
        assertThat(actual).isEqualTo(Files.readString(expected, StandardCharsets.UTF_8));
    }

    @Test
    void outputIsDeterministic() {
        Compilation first = compileGoldenInputs();
        Compilation second = compileGoldenInputs();
        assertThat(first.generatedFiles()).hasSize(second.generatedFiles().size());
        for (JavaFileObject file : first.generatedFiles()) {
            JavaFileObject twin = second.generatedFiles().stream()
                    .filter(other -> other.getName().equals(file.getName()))
                    .findFirst()
                    .orElseThrow();
            assertThat(contents(Optional.of(twin))).isEqualTo(contents(Optional.of(file)));
        }
    }

    @Test
    void providerIsListedForServiceLoader() {
        Compilation compilation = compileGoldenInputs();
        assertThat(compilation)
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/services/io.github.bsonrecords.GeneratedCodecProvider")
                .contentsAsUtf8String()
                .isEqualTo("golden.BsonRecordCodecProvider\n");
    }

    /** The processor version stamped into codecs, as a placeholder, so that a release does not change the goldens. */
    private static String withoutVersion(String source) {
        return source.replaceAll("GeneratedCodeVersion\\.check\\(\"[^\"]*\"", "GeneratedCodeVersion.check(\"@PROCESSOR_VERSION@\"");
    }

    private static String contents(Optional<JavaFileObject> file) {
        try {
            return file.orElseThrow(() -> new AssertionError("not generated")).getCharContent(false).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
