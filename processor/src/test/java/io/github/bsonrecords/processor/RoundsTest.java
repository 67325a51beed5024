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

    /** Writes one file in its {@code round}-th round (1 for the first), as another code generator would. */
    static final class WritesInRound extends AbstractProcessor {
        private final int round;
        private final String name;
        private final String text;
        private final boolean resource;
        private int rounds;

        private WritesInRound(int round, String name, String text, boolean resource) {
            this.round = round;
            this.name = name;
            this.text = text;
            this.resource = resource;
        }

        static WritesInRound source(int round, String qualifiedName, String text) {
            return new WritesInRound(round, qualifiedName, text, false);
        }

        static WritesInRound resource(int round, String path, String text) {
            return new WritesInRound(round, path, text, true);
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment environment) {
            if (++rounds == round) {
                try (Writer writer = (resource
                        ? processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", name)
                        : processingEnv.getFiler().createSourceFile(name)).openWriter()) {
                    writer.write(text);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    private static final String SERVICE_FILE = "META-INF/services/io.github.bsonrecords.GeneratedCodecProvider";

    @Test
    void aRecordOfAPackageWhoseProviderIsWrittenIsReported() {
        // round 1 generates Holder's codec, round 2 writes p's provider; the record appears in round 3
        Compilation compilation = compile(List.of(WritesInRound.source(2, "p.Late",
                        "package p;\n@io.github.bsonrecords.BsonRecord public record Late(String value) { }\n")),
                source("p.Holder", "@BsonRecord public record Holder(String name) { }"));
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(Message.LATE_ROUND_RECORD.tag());
        assertThat(compilation).hadErrorContaining("p.Late appeared in a late processing round, after the"
                + " BsonRecordCodecProvider of p was written");
        assertThat(compilation).hadErrorContaining("move the record to another package");
    }

    @Test
    void aLateRecordInAPackageOfItsOwnIsListedInTheOneServiceFile() {
        Compilation compilation = compile(List.of(WritesInRound.source(2, "q.Late",
                        "package q;\n@io.github.bsonrecords.BsonRecord public record Late(String value) { }\n")),
                source("p.Holder", "@BsonRecord public record Holder(String name) { }"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("q.BsonRecordCodecProvider");
        assertThat(compilation).generatedFile(StandardLocation.CLASS_OUTPUT, SERVICE_FILE)
                .contentsAsUtf8String().isEqualTo("p.BsonRecordCodecProvider\nq.BsonRecordCodecProvider\n");
    }

    @Test
    void aProviderAnotherProcessorWroteIsReportedOnTheRecord() {
        JavaFileObject holder = source("p.Holder", "@BsonRecord public record Holder(String name) { }");
        Compilation compilation = compile(List.of(WritesInRound.source(1, "p.BsonRecordCodecProvider",
                "package p;\npublic final class BsonRecordCodecProvider { }\n")), holder);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(Message.PROVIDER_NOT_WRITTEN.tag()).inFile(holder)
                .onLineContaining("record Holder");
        assertThat(compilation).hadErrorContaining("could not write BsonRecordCodecProvider for package p");
    }

    @Test
    void aCodecAnotherProcessorWroteIsReportedOnTheRecord() {
        JavaFileObject holder = source("p.Holder", "@BsonRecord public record Holder(String name) { }");
        Compilation compilation = compile(List.of(WritesInRound.source(1, "p.HolderBsonCodec",
                "package p;\npublic final class HolderBsonCodec { }\n")), holder);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(Message.CODEC_NOT_WRITTEN.tag()).inFile(holder)
                .onLineContaining("record Holder");
        assertThat(compilation).hadErrorContaining("could not write the generated classes of p.Holder");
        assertThat(compilation).hadErrorContaining("p.HolderBsonCodec");
        assertThat(compilation).hadErrorContaining("another processor wrote a class of that name");
    }

    @Test
    void aServiceFileAnotherProcessorWroteIsReported() {
        Compilation compilation = compile(List.of(WritesInRound.resource(1, SERVICE_FILE, "p.HandWritten\n")),
                source("p.Holder", "@BsonRecord public record Holder(String name) { }"));
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(Message.SERVICE_FILE_NOT_WRITTEN.tag());
        assertThat(compilation).hadErrorContaining("could not write " + SERVICE_FILE);
        assertThat(compilation).hadErrorContaining("Another processor wrote that file in this compilation");
        assertThat(compilation).hadErrorContaining("leave that file to bson-records");
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
