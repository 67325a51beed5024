package io.github.bsonrecords.examples.legal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles sources held in memory with the processor, under the flags of users' strictest builds
 * ({@code -Xlint:all -Werror}), into a directory, and loads the classes from there (the generated
 * {@code META-INF/services} file included, so {@code BsonRecords.codecProvider(loader)} finds them).
 */
final class InProcessCompiler {
    /** The outcome: a class loader over the output when it compiled, else javac's diagnostics. */
    record Result(URLClassLoader loader, List<Diagnostic<? extends JavaFileObject>> diagnostics) {
        boolean compiled() {
            return loader != null;
        }
    }

    private InProcessCompiler() {
    }

    static Result compile(Path output, List<DeclarationWriter.Unit> units) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<JavaFileObject> sources = new ArrayList<>();
        for (DeclarationWriter.Unit unit : units) {
            sources.add(new Source(unit));
        }
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            List<String> options = List.of("-Xlint:all", "-Werror", "-classpath", System.getProperty("java.class.path"),
                    "-d", output.toString());
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics, options, null, sources);
            task.setProcessors(List.of(processor()));
            if (!task.call()) {
                return new Result(null, diagnostics.getDiagnostics());
            }
            return new Result(new URLClassLoader(new URL[] {output.toUri().toURL()},
                    InProcessCompiler.class.getClassLoader()), diagnostics.getDiagnostics());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The processor as javac finds it, through its service file (the class itself is not named here:
     * its {@code @AutoService} annotation's class is not on this class path, and javac would warn).
     */
    private static Processor processor() {
        return ServiceLoader.load(Processor.class, InProcessCompiler.class.getClassLoader()).stream()
                .filter(provider -> provider.type().getName().equals("io.github.bsonrecords.processor.BsonRecordProcessor"))
                .findFirst().orElseThrow(() -> new IllegalStateException("the bson-records processor is not on the class path"))
                .get();
    }

    private static final class Source extends SimpleJavaFileObject {
        private final String text;

        Source(DeclarationWriter.Unit unit) {
            super(URI.create("string:///" + unit.qualifiedName().replace('.', '/') + Kind.SOURCE.extension), Kind.SOURCE);
            this.text = unit.source();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}
