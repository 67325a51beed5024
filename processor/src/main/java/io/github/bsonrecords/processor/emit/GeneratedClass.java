package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.GENERATED;
import static io.github.bsonrecords.processor.emit.KnownTypes.GENERATED_CODE_VERSION;
import static io.github.bsonrecords.processor.emit.KnownTypes.PROCESSOR;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.io.IOException;
import java.io.Writer;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.tools.JavaFileObject;

/**
 * What every class the processor writes has alike: a public final class marked {@code @Generated},
 * the check that the runtime is the version it was generated for, and the file's settings.
 */
public final class GeneratedClass {
    /** The name of the version check, where no member of the class can take it first. */
    public static final String VERSION_CHECK = "RUNTIME_VERSION_CHECKED";

    private GeneratedClass() {
    }

    /** A public final class marked {@code @Generated} by this processor. */
    public static TypeSpec.Builder builder(ClassName name) {
        return TypeSpec.classBuilder(name)
                .addAnnotation(AnnotationSpec.builder(GENERATED).addMember("value", "$S", PROCESSOR).build())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL);
    }

    /**
     * The static field {@code name} that checks the runtime's version when {@code generated} is
     * initialised: its first static initialiser, so that a runtime of another version is reported
     * before any other call into it.
     */
    public static FieldSpec versionCheck(String name, ClassName generated) {
        return FieldSpec.builder(TypeName.BOOLEAN, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.check($S, $T.class)", GENERATED_CODE_VERSION, ProcessorVersion.VALUE, generated)
                .build();
    }

    /**
     * Writes {@code file} with {@code filer}, for the elements it was generated from, its one-line
     * fields in blocks ({@link GroupedFields}).
     */
    public static void write(JavaFile file, Filer filer) throws IOException {
        TypeSpec type = file.typeSpec();
        String name = file.packageName().isEmpty() ? type.name() : file.packageName() + "." + type.name();
        JavaFileObject source = filer.createSourceFile(name, type.originatingElements().toArray(Element[]::new));
        try (Writer writer = source.openWriter()) {
            writer.write(GroupedFields.of(file.toString()));
        }
    }

    /** The source file of {@code type}, as every generated class is written. */
    public static JavaFile file(String packageName, TypeSpec type) {
        return JavaFile.builder(packageName, type)
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }
}
