package io.github.bsonrecords.processor.analysis.component;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.JavaFileObjects;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.analysis.record.AnalysisResult;
import io.github.bsonrecords.processor.analysis.record.RecordAnalyzer;
import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The components the readers build, read from real javac elements: all readers together through
 * the analysis, and one reader alone, which sets its own part of the component and nothing else.
 */
class ComponentReadersTest {

    @Test
    void everyReaderTogether() {
        List<String> components = new ArrayList<>();
        analyze(source("p.Order", """
                @BsonRecord(naming = BsonNaming.SNAKE_CASE, missing = MissingPrimitives.FAIL, nulls = NullValues.WRITE)
                public record Order(@BsonId String orderId, @BsonProperty("qty") int quantity,
                        @BsonAlias({"cents", "total"}) long totalCents, @BsonRequired String note,
                        @BsonNulls(NullValues.OMIT) String comment, @BsonExtraElements Map<String, Object> rest) { }
                """), (env, record) -> {
            AnalysisResult result = new RecordAnalyzer(false, env.getElementUtils()).analyze(record);
            RecordModel model = (RecordModel) ((AnalysisResult.Analyzed) result).model();
            model.components().forEach(component -> components.add(shown(component)));
        });
        assertEquals(List.of(
                "orderId -> _id, id, aliases [], optional, null written, extras NONE, java.lang.String",
                "quantity -> qty, field, aliases [], required, null written, extras NONE, int",
                "totalCents -> total_cents, field, aliases [cents, total], required, null written, extras NONE, long",
                "note -> note, field, aliases [], required, null written, extras NONE, java.lang.String",
                "comment -> comment, field, aliases [], optional, null omitted, extras NONE, java.lang.String",
                "rest -> rest, field, aliases [], optional, null omitted, extras MAP, "
                        + "java.util.Map<java.lang.String, java.lang.Object>"),
                components);
    }

    /** The other annotations on the component change nothing: only {@code @BsonNulls} is read. */
    @Test
    void oneReaderAloneSetsOnlyItsOwnPart() {
        JavaFileObject source = source("p.Reading", """
                @BsonRecord(naming = BsonNaming.SNAKE_CASE)
                public record Reading(@BsonNulls(NullValues.WRITE) @BsonRequired @BsonProperty("t") @BsonAlias("x")
                        String sensorValue, @BsonId int sensorId) { }
                """);
        assertEquals(List.of(
                        "sensorValue -> sensorValue, field, aliases [], optional, null written, extras NONE, java.lang.String",
                        "sensorId -> sensorId, field, aliases [], optional, null omitted, extras NONE, int"),
                readAlone(new NullsReader(false), source, new ArrayList<>()));
        assertEquals(List.of(
                        "sensorValue -> sensorValue, field, aliases [], required, null omitted, extras NONE, java.lang.String",
                        "sensorId -> sensorId, field, aliases [], optional, null omitted, extras NONE, int"),
                readAlone(new RequiredReader(false), source, new ArrayList<>()));
        assertEquals(List.of(
                        "sensorValue -> sensorValue, field, aliases [], required, null omitted, extras NONE, java.lang.String",
                        "sensorId -> sensorId, field, aliases [], required, null omitted, extras NONE, int"),
                readAlone(new RequiredReader(true), source, new ArrayList<>()));
    }

    @Test
    void aReaderReportsWhatItRefusesAndKeepsTheRest() {
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<String> components = readAlone(new AliasReader(), source("p.Legacy", """
                @BsonRecord public record Legacy(@BsonAlias({"old", "$old", "older"}) String name) { }
                """), diagnostics);
        assertEquals(List.of("name -> name, field, aliases [old, older], optional, null omitted, extras NONE, java.lang.String"),
                components);
        assertEquals(List.of(Message.INVALID_ALIAS), diagnostics.stream().map(Diagnostic::id).toList());
        assertEquals(Message.INVALID_ALIAS.format("$old", "name", "starts with '$', which MongoDB reserves for operators"),
                diagnostics.get(0).message());
    }

    @Test
    void aReaderRemembersTheEarlierComponentsOfItsRecord() {
        List<Diagnostic> diagnostics = new ArrayList<>();
        IdReader ids = new IdReader();
        readAlone(ids, source("p.Twice", "@BsonRecord public record Twice(@BsonId String a, @BsonId String b) { }"),
                diagnostics);
        assertEquals(List.of(Message.DUPLICATE_ID), diagnostics.stream().map(Diagnostic::id).toList());
        assertEquals(Message.DUPLICATE_ID.format("a", "b"), diagnostics.get(0).message());
    }

    /**
     * Runs {@code reader} alone on each component of the source's record, on a builder given only
     * the component's name (as its BSON name) and a type of its Java type (the kind matters to no reader here).
     */
    private static List<String> readAlone(ComponentReader reader, JavaFileObject source, List<Diagnostic> diagnostics) {
        List<String> components = new ArrayList<>();
        analyze(source, (env, record) -> {
            for (RecordComponentElement element : record.getRecordComponents()) {
                String name = element.getSimpleName().toString();
                ComponentModel.Builder component = ComponentModel.builder(name).bsonName(name)
                        .type(new ValueType.Scalar(TypeName.get(element.asType()), ScalarKind.STRING));
                try {
                    reader.read(ComponentSite.of(record, element, diagnostics), component);
                } catch (io.github.bsonrecords.processor.analysis.UnresolvedTypeException e) {
                    throw new AssertionError(e);
                }
                components.add(shown(component.build()));
            }
        });
        return components;
    }

    private static String shown(ComponentModel component) {
        return component.name() + " -> " + component.bsonName() + ", " + (component.id() ? "id" : "field")
                + ", aliases " + component.aliases() + ", " + (component.required() ? "required" : "optional")
                + ", " + (component.writeNull() ? "null written" : "null omitted") + ", extras " + component.extras()
                + ", " + component.type().javaType();
    }

    /** Compiles the source with a processor that hands each {@code @BsonRecord} record to {@code action}. */
    private static void analyze(JavaFileObject source, BiConsumer<ProcessingEnvironment, TypeElement> action) {
        List<String> seen = new ArrayList<>();
        AbstractProcessor processor = new AbstractProcessor() {
            @Override
            public Set<String> getSupportedAnnotationTypes() {
                return Set.of("io.github.bsonrecords.BsonRecord");
            }

            @Override
            public SourceVersion getSupportedSourceVersion() {
                return SourceVersion.latestSupported();
            }

            @Override
            public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
                for (TypeElement annotation : annotations) {
                    for (Element element : round.getElementsAnnotatedWith(annotation)) {
                        action.accept(processingEnv, (TypeElement) element);
                        seen.add(element.getSimpleName().toString());
                    }
                }
                return false;
            }
        };
        assertThat(javac().withProcessors(processor).compile(source)).succeeded();
        assertEquals(1, seen.size(), "records read: " + seen);
    }

    private static JavaFileObject source(String qualifiedName, String body) {
        String packageName = qualifiedName.substring(0, qualifiedName.lastIndexOf('.'));
        return JavaFileObjects.forSourceString(qualifiedName, "package " + packageName + ";\n"
                + "import io.github.bsonrecords.*;\n"
                + "import java.util.*;\n"
                + "import org.bson.codecs.pojo.annotations.*;\n"
                + body);
    }
}
