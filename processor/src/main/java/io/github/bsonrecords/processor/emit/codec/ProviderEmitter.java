package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.CLASS;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODECS_BY_NAME;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_REGISTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.GENERATED_CODEC_PROVIDER;
import static io.github.bsonrecords.processor.emit.KnownTypes.LIST;
import static io.github.bsonrecords.processor.emit.KnownTypes.REFLECT_TYPE;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import io.github.bsonrecords.processor.emit.GeneratedClass;
import io.github.bsonrecords.processor.emit.SuppressedWarnings;
import io.github.bsonrecords.processor.model.CodecModel;
import io.github.bsonrecords.processor.model.CodecNames;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Renders the {@code BsonRecordCodecProvider} of one package: the codecs of this compilation by
 * direct construction, those of the package's other compilations by name, null for anything else.
 */
public final class ProviderEmitter {

    public JavaFile emit(String packageName, Collection<CodecModel> codecs, Collection<? extends Element> originating) {
        List<CodecModel> sorted = codecs.stream().sorted(Comparator.comparing(CodecModel::qualifiedName)).toList();
        TypeVariableName t = TypeVariableName.get("T");
        ParameterizedTypeName codecOfT = ParameterizedTypeName.get(CODEC, t);
        ParameterizedTypeName classOfT = ParameterizedTypeName.get(CLASS, t);
        ParameterizedTypeName typeList = ParameterizedTypeName.get(LIST, REFLECT_TYPE);

        // explicit, as ServiceLoader needs it: an implicit one warns under -Xlint:all in an exported package of a module
        MethodSpec constructor = MethodSpec.constructorBuilder()
                .addJavadoc("Called by {@code ServiceLoader}.\n")
                .addModifiers(Modifier.PUBLIC)
                .build();
        MethodSpec simpleGet = MethodSpec.methodBuilder("get")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addTypeVariable(t)
                .returns(codecOfT)
                .addParameter(classOfT, "clazz")
                .addParameter(CODEC_REGISTRY, "registry")
                .addStatement("return get(clazz, $T.of(), registry)", LIST)
                .build();
        CodeBlock.Builder lookup = CodeBlock.builder();
        for (CodecModel record : sorted) {
            lookup.beginControlFlow("if (clazz == $T.class)", record.javaClass());
            if (record.generic()) {
                lookup.addStatement("return ($T) new $T<>(registry, typeArguments)", codecOfT, record.codecClass());
            } else {
                lookup.addStatement("return ($T) new $T(registry)", codecOfT, record.codecClass());
            }
            lookup.endControlFlow();
        }
        lookup.add("// records of this package compiled separately (test sources, another jar)\n");
        lookup.addStatement("return $T.find(clazz, typeArguments, registry, $S)", CODECS_BY_NAME, packageName);
        MethodSpec genericGet = MethodSpec.methodBuilder("get")
                .addAnnotation(Override.class)
                .addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "unchecked").build())
                .addModifiers(Modifier.PUBLIC)
                .addTypeVariable(t)
                .returns(codecOfT)
                .addParameter(classOfT, "clazz")
                .addParameter(typeList, "typeArguments")
                .addParameter(CODEC_REGISTRY, "registry")
                .addCode(lookup.build())
                .build();
        CodeBlock recordClasses = sorted.stream()
                .map(record -> CodeBlock.of("$T.class", record.javaClass()))
                .collect(CodeBlock.joining(", "));
        MethodSpec recordTypes = MethodSpec.methodBuilder("recordTypes")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(LIST, ParameterizedTypeName.get(CLASS, WildcardTypeName.subtypeOf(Object.class))))
                .addStatement("return $T.of($L)", LIST, recordClasses)
                .build();
        MethodSpec toString = MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return $S", CodecNames.PROVIDER_SIMPLE_NAME + "[" + packageName + "]")
                .build();

        ClassName providerName = CodecNames.providerFor(packageName);
        TypeSpec.Builder provider = GeneratedClass.builder(providerName)
                .addJavadoc("The generated codecs of package {@code $L}. Found by {@code BsonRecords.codecProvider()};\n"
                        + "register it before the driver's default registry. Written by bson-records; do not edit.\n",
                        packageName)
                .addSuperinterface(GENERATED_CODEC_PROVIDER)
                .addMethod(constructor)
                .addMethod(simpleGet)
                .addMethod(genericGet)
                .addMethod(recordTypes)
                .addMethod(toString);
        originating.forEach(provider::addOriginatingElement);
        // it names every record class: what any of its codecs suppresses
        SuppressedWarnings.addTo(provider, sorted.stream().flatMap(codec -> codec.suppressedWarnings().stream())
                .collect(Collectors.toCollection(TreeSet::new)));
        return GeneratedClass.file(packageName, provider.build());
    }
}
