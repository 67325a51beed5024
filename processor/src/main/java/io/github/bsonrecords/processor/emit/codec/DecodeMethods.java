package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BINARY_READER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BYTES;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_READER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_TYPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.DECODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.DOCUMENT_SOURCE;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.emit.value.ByteSource;
import io.github.bsonrecords.processor.emit.value.Cursor;
import io.github.bsonrecords.processor.emit.value.ReaderSource;
import io.github.bsonrecords.processor.emit.value.ValueReading;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.layout.ComponentGroups;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The decode half of a codec: {@code decode(BsonReader, ...)} takes the document's bytes when the
 * reader is a {@code BsonBinaryReader} and decodes them directly; any other reader goes through
 * the reader API. Both paths share {@link ValueReading}, so they decode every type alike.
 */
final class DecodeMethods {
    private final RecordModel model;
    private final CodecLayout layout;
    private final ClassName holder;
    private final CodecMembers members;
    private final TypeName recordType;
    private final ValueReading fromReader;
    private final ValueReading fromBytes;
    private final List<MethodSpec> groupMethods = new ArrayList<>();
    private final Presence presence;
    private final OrderedReads ordered;
    private CodeBlock generalLoop;

    DecodeMethods(CodecLayout layout, CodecMembers members, TypeName recordType) {
        this.model = layout.model();
        this.layout = layout;
        this.holder = model.codecClass().nestedClass("Decoded");
        this.members = members;
        this.recordType = recordType;
        this.fromReader = new ValueReading(new ReaderSource(), members, "read");
        this.fromBytes = new ValueReading(new ByteSource(), members, "parse");
        this.presence = new Presence(layout.presence());
        this.ordered = new OrderedReads(layout, members, fromBytes, this::target, presence,
                layout.decodedInGroups() ? holder : null, unknownField(true));
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(dispatch());
        methods.add(fromBytes(false));
        if (ordered.learnsLayouts()) {
            methods.add(fromBytes(true));
        }
        methods.add(fromReader());
        if (layout.decodedInGroups()) {
            methods.addAll(FieldNameMatcher.stringMethods(layout));
            methods.addAll(ordered.methods());
            methods.addAll(groupMethods);
        }
        methods.addAll(fromBytes.helpers());
        methods.addAll(fromReader.helpers());
        if (layout.decodesIntoHolder()) {
            methods.add(constructFromHolder());
        }
        return methods;
    }

    private MethodSpec dispatch() {
        return dispatch(recordType);
    }

    /**
     * {@code decode(reader, context)}: the document's bytes for a binary reader that shows them
     * (the byte-path {@code decode}), else the reader path from depth 1. A sealed interface's codec
     * has the same.
     */
    static MethodSpec dispatch(TypeName recordType) {
        CodeBlock body = CodeBlock.builder()
                .beginControlFlow("if (reader instanceof $T binary)", BSON_BINARY_READER)
                .add("// the document's bytes, where the reader holds them when it can show them\n")
                .addStatement("$T decoded = $T.decode(binary, this, context)", recordType, DOCUMENT_SOURCE)
                .beginControlFlow("if (decoded != null)")
                .addStatement("return decoded")
                .endControlFlow()
                .endControlFlow()
                .addStatement("return decode(reader, context, 1)")
                .build();
        return MethodSpec.methodBuilder("decode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(recordType)
                .addParameter(BSON_READER, "reader")
                .addParameter(DECODER_CONTEXT, "context")
                .addCode(body)
                .build();
    }

    private MethodSpec fromReader() {
        CodeBlock.Builder body = CodeBlock.builder();
        declareLocals(body);
        layout.extraElements().ifPresent(extras -> body.addStatement("$T unknownFields = null", KnownTypes.BSON_DOCUMENT));
        body.addStatement("reader.readStartDocument()");
        // the field being read, for the path in a decode error
        body.addStatement("$T fieldName = null", KnownTypes.STRING);
        body.beginControlFlow("try");
        body.beginControlFlow("while (reader.readBsonType() != $T.END_OF_DOCUMENT)", BSON_TYPE);
        if (layout.decodedInGroups()) {
            body.addStatement("fieldName = reader.readName()");
            body.addStatement("int index = $N(fieldName)", FieldNameMatcher.STRING_METHOD);
            body.add(groupDispatch("read", CodeBlock.of("reader, index, decoded, context, depth"),
                    unknownField(false), List.of(
                            ParameterSpec.builder(BSON_READER, "reader").build(),
                            ParameterSpec.builder(TypeName.INT, "index").build(),
                            ParameterSpec.builder(holder, "decoded").build(),
                            ParameterSpec.builder(DECODER_CONTEXT, "context").build(),
                            ParameterSpec.builder(TypeName.INT, "depth").build()),
                    component -> fromReader.component(component, Cursor.READER)));
            if (presence.tracked()) {
                body.beginControlFlow("if (index >= 0)").add(presence.markIndex()).endControlFlow();
            }
        } else {
            body.beginControlFlow("switch (fieldName = reader.readName())");
            // a switch on names: its cases in declaration order
            for (ComponentModel component : model.components()) {
                if (component.extraElements()) {
                    continue;
                }
                CodeBlock decode = fromReader.component(component, Cursor.READER);
                if (component.required()) {
                    body.add("case $L -> {\n$>$L = $L;\n$L;\n$<}\n", FieldNameMatcher.labels(component),
                            target(component), decode, presence.mark(component));
                } else {
                    body.addStatement("case $L -> $L = $L", FieldNameMatcher.labels(component), target(component), decode);
                }
            }
            body.addStatement("default -> $L", unknownField(false));
            body.endControlFlow();
        }
        body.endControlFlow();
        body.nextControlFlow("catch ($T e)", KnownTypes.DECODING_EXCEPTION);
        body.addStatement("throw $T.field(e, fieldName, $L)", KnownTypes.DECODE_PATHS, documentId());
        body.add(malformed());
        body.endControlFlow();
        body.addStatement("reader.readEndDocument()");
        body.add(extrasFromCollected());
        body.add(presence.check(members, documentId()));
        return MethodSpec.methodBuilder("decode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(recordType)
                .addParameter(BSON_READER, "reader")
                .addParameter(DECODER_CONTEXT, "context")
                .addParameter(TypeName.INT, "depth")
                .addCode(body.add(construct()).build())
                .build();
    }

    /**
     * The byte path. The ordered pass reads the fields this codec writes in its order; from the
     * first surprise, the loop compares each field's name with the one expected next, then looks
     * it up among all the names and aliases ({@code FieldNames.index}); cases are numbered in encode order.
     */
    private MethodSpec fromBytes(boolean fromLayouts) {
        CodeBlock.Builder body = CodeBlock.builder();
        declareLocals(body);
        layout.extraElements().ifPresent(extras -> body.addStatement("$T unknownFields = null",
                KnownTypes.EXTRA_ELEMENTS.nestedClass("Collected")));
        if (!fromLayouts) {
            body.addStatement("int limit = $T.documentEnd(bytes, start) - 1", BSON_BYTES);
        }
        body.addStatement("int position = start + 4");
        body.addStatement("int expected = 0");
        if (!fromLayouts) {
            body.add(ordered.declareFromLayouts());
        }
        body.beginControlFlow("try");
        // the general loop first, so that the codecs its components need are looked up in encode order
        CodeBlock loop = generalLoop();
        if (fromLayouts) {
            body.add(ordered.layoutBlock());
            body.add(ordered.surprised());
            body.add(loop);
            body.add(ordered.learn());
        } else {
            body.add(ordered.block());
            body.add(ordered.toLayouts());
            body.add(loop);
        }
        // the failure path only: where in the document, added as the exception leaves each level
        body.nextControlFlow("catch ($T e)", KnownTypes.DECODING_EXCEPTION);
        body.addStatement("throw $T.field(e, bytes, $L + 1, $L)", KnownTypes.DECODE_PATHS,
                fromLayouts ? CodeBlock.of("position") : ordered.failedAt(), documentId());
        body.add(malformed());
        body.endControlFlow();
        if (!fromLayouts) {
            body.add(ordered.returnFromLayouts());
        }
        body.add(extrasFromCollected());
        body.add(presence.check(members, documentId()));
        MethodSpec.Builder method = fromLayouts
                ? MethodSpec.methodBuilder(OrderedReads.FROM_LAYOUTS)
                        .addJavadoc("{@code decode} of a document whose first field is not the one this codec writes first (the\n"
                                + "server's {@code _id}, another order): its fields in the layouts this codec has learned.\n")
                        .addModifiers(Modifier.PRIVATE)
                : MethodSpec.methodBuilder("decode")
                        .addJavadoc("Decodes the document that starts at {@code start} in {@code bytes}, reading no further than\n"
                                + "the size it declares, nested {@code depth} levels deep (1 at the top). Used by the codecs of\n"
                                + "enclosing records and by {@code BsonRecords}.\n")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC);
        method.returns(recordType)
                .addParameter(ArrayTypeName.of(TypeName.BYTE), "bytes")
                .addParameter(TypeName.INT, "start");
        if (fromLayouts) {
            // the document's end, which decode has checked
            method.addParameter(TypeName.INT, "limit");
        }
        return method
                .addParameter(DECODER_CONTEXT, "context")
                .addParameter(TypeName.INT, "depth")
                .addCode(body.add(construct()).build())
                .build();
    }

    /**
     * The general loop, built once for the byte path's methods: each field's name compared with the
     * one expected after the previous one (at first the next in encode order, then what followed it
     * lately), then looked up among all the names ({@code FieldNames.index}); cases numbered in encode order.
     */
    private CodeBlock generalLoop() {
        if (generalLoop != null) {
            return generalLoop;
        }
        CodeBlock.Builder loop = CodeBlock.builder();
        loop.beginControlFlow("while (position < limit)");
        loop.addStatement("int type = bytes[position] & 0xFF");
        String names = members.fieldNames();
        loop.addStatement("int index = $N.expected(bytes, position + 1, limit, expected)", names);
        loop.addStatement("int valueStart");
        loop.beginControlFlow("if (index >= 0)");
        loop.addStatement("valueStart = position + 2 + $N.length(index)", names);
        loop.nextControlFlow("else");
        loop.addStatement("int nameEnd = $T.nameEnd(bytes, position + 1, limit)", BSON_BYTES);
        loop.addStatement("index = $N.index(bytes, position + 1, nameEnd - position - 1, expected)", names);
        loop.addStatement("valueStart = nameEnd + 1");
        loop.endControlFlow();
        loop.addStatement("int valueEnd = $T.valueEnd(bytes, type, valueStart, limit)", BSON_BYTES);
        CodeBlock skip = unknownField(true);
        if (layout.decodedInGroups()) {
            loop.add(groupDispatch("parse", CodeBlock.of("bytes, type, valueStart, valueEnd, index, decoded, context, depth"),
                    skip, List.of(
                            ParameterSpec.builder(ArrayTypeName.of(TypeName.BYTE), "bytes").build(),
                            ParameterSpec.builder(TypeName.INT, "type").build(),
                            ParameterSpec.builder(TypeName.INT, "start").build(),
                            ParameterSpec.builder(TypeName.INT, "end").build(),
                            ParameterSpec.builder(TypeName.INT, "index").build(),
                            ParameterSpec.builder(holder, "decoded").build(),
                            ParameterSpec.builder(DECODER_CONTEXT, "context").build(),
                            ParameterSpec.builder(TypeName.INT, "depth").build()),
                    component -> fromBytes.component(component, new Cursor("type", "start", "end"))));
        } else {
            loop.beginControlFlow("switch (index)");
            Cursor value = new Cursor("type", "valueStart", "valueEnd");
            for (ComponentModel component : layout.encodeOrder()) {
                loop.addStatement("case $L -> $L = $L", layout.index(component), target(component),
                        fromBytes.component(component, value));
            }
            loop.addStatement("default -> $L", skip);
            loop.endControlFlow();
        }
        loop.beginControlFlow("if (index >= 0)");
        loop.addStatement("expected = index + 1");
        if (presence.tracked()) {
            loop.add(presence.markIndex());
        }
        loop.endControlFlow();
        loop.addStatement("position = valueEnd");
        loop.endControlFlow();
        generalLoop = loop.build();
        return generalLoop;
    }

    /**
     * For a wide record: a switch on the group of {@code index} (its encode position) calling that
     * group's method, which switches on {@code index} itself; -1 (an unknown field) takes {@code otherwise}.
     */
    private CodeBlock groupDispatch(String prefix, CodeBlock arguments, CodeBlock otherwise,
            List<ParameterSpec> parameters, Function<ComponentModel, CodeBlock> decode) {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (index >> $L)", ComponentGroups.SHIFT);
        List<List<ComponentModel>> groups = layout.decodeGroups();
        for (int g = 0; g < groups.size(); g++) {
            String method = prefix + members.groupSuffix(g);
            code.addStatement("case $L -> $N($L)", g, method, arguments);
            CodeBlock.Builder cases = CodeBlock.builder().beginControlFlow("switch (index)");
            for (ComponentModel component : groups.get(g)) {
                cases.addStatement("case $L -> $L = $L", layout.index(component), target(component),
                        decode.apply(component));
            }
            groupMethods.add(MethodSpec.methodBuilder(method)
                    .addModifiers(Modifier.PRIVATE)
                    .addParameters(parameters)
                    .addCode(cases.endControlFlow().build())
                    .build());
        }
        return code.addStatement("default -> $L", otherwise).endControlFlow().build();
    }

    /**
     * A field no component claims: skipped (its value checked as the driver would), or collected
     * for the extra-elements component; the discriminator of a sealed interface's record is never
     * collected (the record writes it itself), wherever it stands.
     */
    private CodeBlock unknownField(boolean bytes) {
        if (layout.extraElements().isEmpty()) {
            return bytes ? CodeBlock.of("$T.checkSkipped(bytes, type, valueStart, valueEnd)", BSON_BYTES)
                    : CodeBlock.of("reader.skipValue()");
        }
        if (model.discriminator().isPresent()) {
            return bytes
                    ? CodeBlock.of("unknownFields = $T.collect(unknownFields, bytes, type, position, valueStart, valueEnd, $N)",
                            KnownTypes.EXTRA_ELEMENTS, members.discriminatorWords(model.discriminator().get()).header())
                    : CodeBlock.of("unknownFields = $T.collect(unknownFields, reader, fieldName, context, $S)",
                            KnownTypes.EXTRA_ELEMENTS, model.discriminator().get().key());
        }
        return bytes
                ? CodeBlock.of("unknownFields = $T.collect(unknownFields, bytes, type, position, valueStart, valueEnd)",
                        KnownTypes.EXTRA_ELEMENTS)
                : CodeBlock.of("unknownFields = $T.collect(unknownFields, reader, fieldName, context)",
                        KnownTypes.EXTRA_ELEMENTS);
    }

    /** After the loop: the collected fields become the extra-elements component's value. */
    private CodeBlock extrasFromCollected() {
        if (layout.extraElements().isEmpty()) {
            return CodeBlock.of("");
        }
        ComponentModel extras = layout.extraElements().get();
        String constant = members.extraElements(extras);
        CodeBlock conversion = members.extraValuesCodec(extras)
                .map(codec -> CodeBlock.of("$N.$L(unknownFields, $L, context)", constant, extras.extras().conversion(), codec))
                .orElse(CodeBlock.of("$N.$L(unknownFields)", constant, extras.extras().conversion()));
        return CodeBlock.builder().addStatement("$L = $L", target(extras), conversion).build();
    }

    /** Malformed input becomes a decoding error of this record, which the enclosing levels locate. */
    private CodeBlock malformed() {
        return CodeBlock.builder()
                .nextControlFlow("catch ($T e)", KnownTypes.BSON_SERIALIZATION_EXCEPTION)
                .addStatement("throw $T.malformed(e, $S, $L)", KnownTypes.DECODE_PATHS, model.recordName(), documentId())
                .build();
    }

    /** The record's {@code _id} as decoded so far (null until read), or null when no component is the _id. */
    private CodeBlock documentId() {
        return layout.encodeOrder().stream()
                .filter(component -> component.bsonName().equals("_id"))
                .findFirst()
                .map(this::readId)
                .orElse(CodeBlock.of("null"));
    }

    /**
     * The id as read so far, null until then: a primitive holds its zero before it is read, which
     * could pass for an id, so its value is not shown; an {@code Optional} shows its content.
     */
    private CodeBlock readId(ComponentModel id) {
        CodeBlock target = target(id);
        CodeBlock none = CodeBlock.of("null");
        return id.type().accept(new ValueType.Cases<>() {
            @Override
            public CodeBlock scalar(ValueType.Scalar scalar) {
                return scalar.javaType().isPrimitive() ? none : target;
            }

            @Override
            public CodeBlock enumValue(ValueType.EnumValue enumValue) {
                return target;
            }

            @Override
            public CodeBlock nestedRecord(ValueType.NestedRecord nested) {
                return target;
            }

            @Override
            public CodeBlock sequence(ValueType.Sequence sequence) {
                return target;
            }

            @Override
            public CodeBlock stringMap(ValueType.StringMap map) {
                return target;
            }

            @Override
            public CodeBlock optional(ValueType.OptionalValue optional) {
                return CodeBlock.of("$L.orElse(null)", target);
            }

            @Override
            public CodeBlock optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return none; // empty before it is read, and a zero could pass for an id
            }

            @Override
            public CodeBlock rawDocument(ValueType.RawDocument raw) {
                return target;
            }

            @Override
            public CodeBlock fromRegistry(ValueType.FromRegistry fromRegistry) {
                return target;
            }
        });
    }

    private CodeBlock target(ComponentModel component) {
        return layout.decodesIntoHolder()
                ? CodeBlock.of("decoded.$N", component.name())
                : CodeBlock.of("$N", members.local(component));
    }

    private void declareLocals(CodeBlock.Builder body) {
        presence.declare(body);
        if (layout.decodesIntoHolder()) {
            body.addStatement("$T decoded = new $T()", holder, holder);
            return;
        }
        for (ComponentModel component : model.components()) {
            body.addStatement("$T $N = $L", component.type().javaType(), members.local(component),
                    initialValue(component.type()));
        }
    }

    private CodeBlock construct() {
        return layout.decodesIntoHolder()
                ? CodeBlock.builder().addStatement("return construct(decoded)").build()
                : constructorCall(model.components().stream().map(c -> CodeBlock.of("$N", members.local(c))).toList());
    }

    private CodeBlock constructorCall(List<CodeBlock> arguments) {
        return CodeBlock.builder()
                .beginControlFlow("try")
                .addStatement("return new $T$L($L)", model.recordClass(), model.generic() ? "<>" : "",
                        CodeBlock.join(arguments, ", "))
                .nextControlFlow("catch (RuntimeException e)")
                .addStatement("throw $T.constructorFailed($S, e)", KnownTypes.READS, model.recordName())
                .endControlFlow()
                .build();
    }

    /** The holder class, for records decoded into one. */
    List<TypeSpec> types() {
        if (!layout.decodesIntoHolder()) {
            return List.of();
        }
        TypeSpec.Builder type = TypeSpec.classBuilder(holder)
                .addJavadoc("The decoded values of a document, until the record is constructed.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
        for (ComponentModel component : model.components()) {
            type.addField(FieldSpec.builder(component.type().javaType(), component.name())
                    .initializer(initialValue(component.type()))
                    .build());
        }
        return List.of(type.build());
    }

    private MethodSpec constructFromHolder() {
        return MethodSpec.methodBuilder("construct")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(recordType)
                .addParameter(holder, "decoded")
                .addCode(constructorCall(model.components().stream()
                        .map(c -> CodeBlock.of("decoded.$N", c.name())).toList()))
                .build();
    }

    /**
     * What a component holds when its field is missing: the primitive's zero, an empty Optional, or
     * null. Through {@link ValueType.Cases}, so a new variant must say what it starts as.
     */
    private static CodeBlock initialValue(ValueType type) {
        CodeBlock none = CodeBlock.of("null");
        return type.accept(new ValueType.Cases<>() {
            @Override
            public CodeBlock scalar(ValueType.Scalar scalar) {
                // a primitive kind's zero comes from its primitive column, so a new kind needs no case here
                return scalar.javaType().isPrimitive() ? CodeBlock.of(scalar.kind().zero()) : none;
            }

            @Override
            public CodeBlock enumValue(ValueType.EnumValue enumValue) {
                return none;
            }

            @Override
            public CodeBlock nestedRecord(ValueType.NestedRecord nested) {
                return none;
            }

            @Override
            public CodeBlock sequence(ValueType.Sequence sequence) {
                return none;
            }

            @Override
            public CodeBlock stringMap(ValueType.StringMap map) {
                return none;
            }

            @Override
            public CodeBlock optional(ValueType.OptionalValue optional) {
                return CodeBlock.of("$T.empty()", KnownTypes.OPTIONAL);
            }

            @Override
            public CodeBlock optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return CodeBlock.of("$T.empty()", optional.javaType());
            }

            @Override
            public CodeBlock rawDocument(ValueType.RawDocument raw) {
                return none;
            }

            @Override
            public CodeBlock fromRegistry(ValueType.FromRegistry fromRegistry) {
                return none;
            }
        });
    }
}
