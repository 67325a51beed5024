package io.github.bsonrecords.processor;

import com.google.auto.service.AutoService;
import io.github.bsonrecords.processor.analysis.record.AnalysisResult;
import io.github.bsonrecords.processor.analysis.record.RecordAnalyzer;
import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.emit.GeneratedClass;
import io.github.bsonrecords.processor.emit.codec.CodecEmitter;
import io.github.bsonrecords.processor.emit.codec.HierarchyCodecEmitter;
import io.github.bsonrecords.processor.emit.codec.ProviderEmitter;
import io.github.bsonrecords.processor.emit.metamodel.MetamodelEmitter;
import io.github.bsonrecords.processor.model.CodecModel;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.HierarchyModel;
import io.github.bsonrecords.processor.model.RecordModel;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes a codec and a metamodel ({@code Reading_}, type-safe field references for queries) for every
 * {@code @BsonRecord} record and, per package, a provider listing the codecs.
 *
 * <p>Rounds: a record whose component types do not exist yet (another processor writes them) is
 * analysed again next round. Providers and the service file are written once, in the first round
 * that brings no new records, which is never the last round (javac runs one more after any round
 * that writes a file), so no source is ever written in the last round.
 */
@AutoService(Processor.class)
public final class BsonRecordProcessor extends AbstractProcessor {
    static final String BSON_RECORD = "io.github.bsonrecords.BsonRecord";
    /**
     * {@code -Absonrecords.metamodel=false}: no metamodels, but for records (or packages) that ask
     * for one with {@code metamodel = true}.
     */
    static final String METAMODEL_OPTION = "bsonrecords.metamodel";

    private RecordAnalyzer analyzer;
    private final CodecEmitter codecEmitter = new CodecEmitter();
    private final HierarchyCodecEmitter hierarchyEmitter = new HierarchyCodecEmitter();
    private final MetamodelEmitter metamodelEmitter = new MetamodelEmitter();
    private final ProviderEmitter providerEmitter = new ProviderEmitter();
    /** Qualified names of records to analyse again, with the type that could not be resolved. */
    private final Map<String, String> deferred = new TreeMap<>();
    private final Set<String> generated = new TreeSet<>();
    /** Package -> type name -> model, for codecs written but not yet listed in a provider. */
    private final Map<String, Map<String, CodecModel>> unlisted = new TreeMap<>();
    private final Map<String, List<Element>> originatingByPackage = new TreeMap<>();
    private final Set<String> packagesWithProvider = new TreeSet<>();
    private final Set<String> providerClasses = new TreeSet<>();

    /**
     * Our own annotations (with the {@code @Generated} on what we write) and the driver's mapping
     * annotations that records use. {@link #process} claims them, so that {@code -Xlint:processing}
     * (and with it {@code -Werror}) does not report them as unclaimed in the users' builds; no other
     * processor has a use for them.
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("io.github.bsonrecords.*", "org.bson.codecs.pojo.annotations.*");
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(METAMODEL_OPTION);
    }

    @Override
    public synchronized void init(ProcessingEnvironment processingEnv) {
        super.init(processingEnv);
        String metamodel = processingEnv.getOptions().getOrDefault(METAMODEL_OPTION, "true");
        if (!metamodel.equals("true") && !metamodel.equals("false")) {
            report(Diagnostic.at(Message.INVALID_OPTION, null, METAMODEL_OPTION, metamodel));
        }
        analyzer = new RecordAnalyzer(!metamodel.equals("false"), processingEnv.getElementUtils());
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (round.processingOver()) {
            reportStillDeferred();
            if (!providerClasses.isEmpty()) {
                writeServiceFile();
            }
            return true;
        }
        Set<Element> work = new LinkedHashSet<>();
        for (String name : deferred.keySet()) {
            TypeElement element = processingEnv.getElementUtils().getTypeElement(name);
            if (element != null) {
                work.add(element);
            }
        }
        TypeElement annotation = processingEnv.getElementUtils().getTypeElement(BSON_RECORD);
        if (annotation != null) {
            work.addAll(round.getElementsAnnotatedWith(annotation));
        }
        int newRecords = 0;
        for (Element element : work) {
            String name = element instanceof TypeElement type ? type.getQualifiedName().toString() : element.toString();
            if (!generated.contains(name)) {
                newRecords++;
                process(element, name);
            }
        }
        if (newRecords == 0 && deferred.isEmpty()) {
            writeProviders();
        }
        return true;
    }

    private void process(Element element, String name) {
        try {
            AnalysisResult result = analyzer.analyze(element);
            if (result instanceof AnalysisResult.Deferred deferral) {
                deferred.put(name, deferral.unresolvedType());
                return;
            }
            deferred.remove(name);
            report(result.diagnostics());
            if (result instanceof AnalysisResult.Analyzed analyzed) {
                writeCodec(analyzed.model(), element);
                generated.add(name);
            }
        } catch (IOException e) {
            // the Filer refuses a file another processor already wrote: not a bug of ours
            deferred.remove(name);
            report(Diagnostic.at(Message.CODEC_NOT_WRITTEN, element, name, e.getMessage()));
        } catch (RuntimeException e) {
            deferred.remove(name);
            report(Diagnostic.at(Message.PROCESSOR_BUG, element, name, stackTrace(e)));
        }
    }

    private void writeCodec(CodecModel model, Element element) throws IOException {
        String packageName = model.javaClass().packageName();
        if (packagesWithProvider.contains(packageName)) {
            report(Diagnostic.at(Message.LATE_ROUND_RECORD, element, model.qualifiedName(), packageName));
            return;
        }
        if (model instanceof RecordModel record) {
            GeneratedClass.write(codecEmitter.emit(record, element), processingEnv.getFiler());
            if (record.metamodel()) {
                metamodelEmitter.write(record, element, processingEnv.getFiler());
            }
        } else if (model instanceof HierarchyModel hierarchy) {
            GeneratedClass.write(hierarchyEmitter.emit(hierarchy, element), processingEnv.getFiler());
        }
        unlisted.computeIfAbsent(packageName, p -> new TreeMap<>()).put(model.qualifiedName(), model);
        originatingByPackage.computeIfAbsent(packageName, p -> new ArrayList<>()).add(element);
    }

    private void writeProviders() {
        if (unlisted.isEmpty()) {
            return;
        }
        for (Map.Entry<String, Map<String, CodecModel>> entry : unlisted.entrySet()) {
            String packageName = entry.getKey();
            List<Element> originating = originatingByPackage.get(packageName);
            try {
                GeneratedClass.write(providerEmitter.emit(packageName, entry.getValue().values(), originating),
                        processingEnv.getFiler());
                packagesWithProvider.add(packageName);
                providerClasses.add(CodecNames.providerFor(packageName).canonicalName());
            } catch (IOException | RuntimeException e) {
                report(Diagnostic.at(Message.PROVIDER_NOT_WRITTEN, originating.get(0), packageName, stackTrace(e)));
            }
        }
        unlisted.clear();
    }

    /**
     * Lists every provider under {@code io.github.bsonrecords.GeneratedCodecProvider} for ServiceLoader, once, in
     * the last round: the Filer opens a resource only once, and a record another processor writes in a late round
     * gets its package's provider after the first providers were written.
     */
    private void writeServiceFile() {
        List<Element> originating = originatingByPackage.values().stream().flatMap(List::stream).toList();
        try {
            FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "",
                    CodecNames.SERVICE_FILE, originating.toArray(Element[]::new));
            try (Writer writer = file.openWriter()) {
                for (String provider : providerClasses) {
                    writer.write(provider);
                    writer.write('\n');
                }
            }
        } catch (IOException | RuntimeException e) {
            report(Diagnostic.at(Message.SERVICE_FILE_NOT_WRITTEN, originating.isEmpty() ? null : originating.get(0),
                    CodecNames.SERVICE_FILE, e));
        }
    }

    private void reportStillDeferred() {
        deferred.forEach((name, type) -> {
            TypeElement element = processingEnv.getElementUtils().getTypeElement(name);
            report(Diagnostic.at(Message.UNRESOLVED_TYPE, element, name, type));
        });
    }

    private void report(List<Diagnostic> diagnostics) {
        diagnostics.forEach(this::report);
    }

    private void report(Diagnostic diagnostic) {
        processingEnv.getMessager().printMessage(diagnostic.kind(), diagnostic.message(), diagnostic.element(),
                diagnostic.annotation());
    }

    private static String stackTrace(Throwable e) {
        StringWriter text = new StringWriter();
        e.printStackTrace(new PrintWriter(text));
        return text.toString();
    }
}
