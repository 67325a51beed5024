package io.github.bsonrecords.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.bsonrecords.processor.Compilations.compile;
import static io.github.bsonrecords.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * HotSpot compiles no method that calls a constructor of very many arguments, so records above
 * 48 argument slots decode into a holder and construct in a method of their own; records at or
 * below it keep locals and the direct call.
 */
class WideRecordEmissionTest {

    /** A record of {@code longs} long components (2 slots each) and {@code ints} int components. */
    private static Compilation compileRecord(int longs, int ints) {
        String components = IntStream.range(0, longs).mapToObj(i -> "long l" + i)
                .collect(Collectors.joining(", "));
        String more = IntStream.range(0, ints).mapToObj(i -> "int i" + i).collect(Collectors.joining(", "));
        String all = ints == 0 ? components : components + ", " + more;
        return compile(source("p.Wide", "@BsonRecord public record Wide(" + all + ") { }"));
    }

    @Test
    void aRecordAboveTheLimitDecodesIntoAHolder() {
        Compilation compilation = compileRecord(24, 1); // 49 slots
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("p.WideBsonCodec").contentsAsUtf8String()
                .contains("Decoded decoded = new Decoded();");
        assertThat(compilation).generatedSourceFile("p.WideBsonCodec").contentsAsUtf8String()
                .contains("private static Wide construct(Decoded decoded) {");
    }

    @Test
    void aRecordAtTheLimitKeepsTheDirectCall() {
        Compilation compilation = compileRecord(24, 0); // 48 slots
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("p.WideBsonCodec").contentsAsUtf8String()
                .doesNotContain("Decoded");
    }
}
