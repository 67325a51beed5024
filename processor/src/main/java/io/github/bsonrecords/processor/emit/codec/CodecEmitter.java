package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.BINARY_CODEC;
import static io.github.bsonrecords.processor.emit.KnownTypes.CLASS;
import static io.github.bsonrecords.processor.emit.KnownTypes.TYPE_ARGUMENTS;

import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import io.github.bsonrecords.processor.emit.GeneratedClass;
import io.github.bsonrecords.processor.emit.SuppressedWarnings;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/** Renders a {@link RecordModel} as the source of its codec class. */
public final class CodecEmitter {

    public JavaFile emit(RecordModel model, Element originatingElement) {
        TypeName recordType = model.generic()
                ? ParameterizedTypeName.get(model.recordClass(), model.typeVariables().toArray(TypeVariableName[]::new))
                : model.recordClass();
        CodecLayout layout = CodecLayout.of(model);
        CodecMembers members = new CodecMembers(layout);
        DecodeMethods decodeMethods = new DecodeMethods(layout, members, recordType);
        List<MethodSpec> decode = decodeMethods.methods();
        List<MethodSpec> encode = new EncodeMethods(layout, members, recordType).methods();
        MethodSpec shape = ShapeMethod.of(model, members);
        CodecMembers.Declarations declared = members.declare();

        TypeSpec.Builder codec = GeneratedClass.builder(model.codecClass())
                .addJavadoc("Codec for {@link $T}, written by the bson-records annotation processor. Do not edit:\n"
                        + "change the record and compile again.\n", model.recordClass())
                .addTypeVariables(model.typeVariables())
                .addSuperinterface(ParameterizedTypeName.get(BINARY_CODEC, recordType))
                .addOriginatingElement(originatingElement)
                .addFields(declared.fields())
                .addMethods(declared.constructors())
                .addMethods(decode)
                .addMethods(encode)
                .addMethod(encoderClassMethod(model, recordType))
                .addMethod(shape)
                .addMethods(declared.lazyAccessors())
                .addTypes(decodeMethods.types())
                // a component named like a class the code calls (Reads, BsonType, Optional) would hide it
                .alwaysQualify(members.localNames());
        SuppressedWarnings.addTo(codec, model.suppressedWarnings());
        return GeneratedClass.file(model.codecClass().packageName(), codec.build());
    }

    private static MethodSpec encoderClassMethod(RecordModel model, TypeName recordType) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("getEncoderClass")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(CLASS, recordType));
        return model.generic()
                ? method.addStatement("return $T.genericClass($T.class)", TYPE_ARGUMENTS, model.recordClass()).build()
                : method.addStatement("return $T.class", model.recordClass()).build();
    }
}
