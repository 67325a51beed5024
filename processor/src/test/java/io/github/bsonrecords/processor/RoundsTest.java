package io.github.bsonrecords.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.bsonrecords.processor.Compilations.compile;
import static io.github.bsonrecords.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import io.github.bsonrecords.processor.diagnostics.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/** Records whose component types other processors write are generated once those types exist. */
class RoundsTest {

    /** Writes {@code p.Later} (a record) in its first round, as another code generator would. */
    static final class WritesLaterType extends AbstractProcessor {
        private boolean written;

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (!written) {
                written = true;
                try (Writer writer = processingEnv.getFiler().createSourceFile("p.Later").openWriter()) {
                    writer.write("package p;\n@io.github.bsonrecords.BsonRecord public record Later(String value) { }\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    @Test
    void componentTypeWrittenByAnotherProcessorIsWaitedFor() {
        JavaFileObject holder = source("p.Holder", "@BsonRecord public record Holder(Later later, List<Later> all) { }");
        Compilation compilation = compile(List.of(new WritesLaterType()), holder);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("p.HolderBsonCodec").contentsAsUtf8String()
                .contains("private final LaterBsonCodec laterCodec;");
        assertThat(compilation).generatedSourceFile("p.BsonRecordCodecProvider").contentsAsUtf8String()
                .contains("if (clazz == Later.class)");
        assertThat(compilation)
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/services/io.github.bsonrecords.GeneratedCodecProvider")
                .contentsAsUtf8String().isEqualTo("p.BsonRecordCodecProvider\n");
    }

    @Test
    void componentTypeThatNeverAppearsIsReported() {
        JavaFileObject holder = source("p.Holder", "@BsonRecord public record Holder(\nNowhere missing) { }");
        Compilation compilation = compile(holder);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(Message.UNRESOLVED_TYPE.tag()).inFile(holder)
                .onLineContaining("record Holder");
        assertThat(compilation).hadErrorContaining("p.Holder: the component type Nowhere");
    }

    @Test
    void mutuallyRecursiveRecordsBuildTheirCodecsLazily() {
        Compilation compilation = compile(
                source("p.Person", "@BsonRecord public record Person(String name, Team team) { }"),
                source("p.Team", "@BsonRecord public record Team(String name, List<Person> members) { }"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("p.PersonBsonCodec").contentsAsUtf8String()
                .contains("private TeamBsonCodec teamCodec() {");
        assertThat(compilation).generatedSourceFile("p.TeamBsonCodec").contentsAsUtf8String()
                .contains("private PersonBsonCodec personCodec() {");
    }

    @Test
    void packagesGetOneProviderEach() {
        Compilation compilation = compile(
                source("a.First", "@BsonRecord public record First(int x) { }"),
                source("b.Second", "@BsonRecord public record Second(a.First first) { }"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("a.BsonRecordCodecProvider");
        assertThat(compilation).generatedSourceFile("b.BsonRecordCodecProvider");
        assertThat(compilation)
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/services/io.github.bsonrecords.GeneratedCodecProvider")
                .contentsAsUtf8String().isEqualTo("a.BsonRecordCodecProvider\nb.BsonRecordCodecProvider\n");
    }
}
