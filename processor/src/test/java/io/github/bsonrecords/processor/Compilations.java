package io.github.bsonrecords.processor;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;

/** Compiles test sources with the processor under the flags users' builds use. */
final class Compilations {
    private Compilations() {
    }

    static Compilation compile(JavaFileObject... sources) {
        return compile(List.of(), sources);
    }

    static Compilation compile(List<Processor> otherProcessors, JavaFileObject... sources) {
        List<Processor> processors = new ArrayList<>(otherProcessors);
        processors.add(new BsonRecordProcessor());
        return javac()
                .withProcessors(processors)
                .withOptions("-Xlint:all", "-Werror")
                .compile(sources);
    }

    /** With processor options ({@code -Akey=value}) besides the usual flags. */
    static Compilation compileWithOptions(List<String> options, JavaFileObject... sources) {
        List<String> all = new ArrayList<>(List.of("-Xlint:all", "-Werror"));
        all.addAll(options);
        return javac().withProcessors(new BsonRecordProcessor()).withOptions(all).compile(sources);
    }

    /** For tests of warnings, which {@code -Werror} would turn into a failure. */
    static Compilation compileWithoutWerror(JavaFileObject... sources) {
        return javac().withProcessors(new BsonRecordProcessor()).withOptions("-Xlint:all").compile(sources);
    }

    /** A source {@code p.Name} in package {@code p} with the common imports of these tests. */
    static JavaFileObject source(String qualifiedName, String body) {
        String packageName = qualifiedName.substring(0, qualifiedName.lastIndexOf('.'));
        return JavaFileObjects.forSourceString(qualifiedName, "package " + packageName + ";\n"
                + "import io.github.bsonrecords.*;\n"
                + "import java.util.*;\n"
                + "import org.bson.BsonType;\n"
                + "import org.bson.codecs.pojo.annotations.*;\n"
                + body);
    }
}
