package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BYTES;
import static io.github.bsonrecords.processor.emit.KnownTypes.DECODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.ELEMENT_HEADER;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_LAYOUT;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.GeneratedNames;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.emit.value.Cursor;
import io.github.bsonrecords.processor.emit.value.ValueReading;
import io.github.bsonrecords.processor.layout.BsonTypes;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.layout.ComponentGroups;
import io.github.bsonrecords.processor.layout.OrderedPrefix;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ScalarKind.BsonTypeCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The ordered pass of the byte path, emitted before its general loop. Documents mostly hold the
 * fields in the order the codec writes them, so each is first read where it is expected: its
 * whole header (type, name, 0) matched against the pre-encoded one in one or two word compares,
 * its value's end found by the type's own rule, with no scan for the name's end and no switch on
 * the type.
 *
 * <p>Stored documents often hold another order: the server's {@code _id} first, fields written by
 * another application, fields the record does not map, optional fields left out. A field the record
 * does not map where a component was expected (with no extra elements to keep it) is skipped out of
 * line ({@code LearnedLayouts.pastUnmapped}) and the pass goes on expecting the same component;
 * {@code position} then stays at the first field skipped until the component is read, so the catch
 * names the component's field through {@code LearnedLayouts.failedAt}. At any other surprise the
 * pass goes on with the field orders the codec has read lately ({@code LearnedLayouts},
 * a small table of steps: a component's index, the discriminator, or an unmapped field with its
 * header), one case per component whose BSON type is fixed; only a field no remembered layout
 * expects hands the rest of the document to the general loop, after which the codec learns the
 * document's order. Each field is matched by its whole header before it is read or skipped, so a
 * layout decides speed only.
 *
 * <p>A wide record reads its fields in order in groups, one method each, so that every method stays
 * compilable; a group that meets a surprise or an error returns -1 and the layouts (or the loop)
 * read the whole group again, and the loop locates any error itself. Its layout cases are methods
 * per group too. Records of more than 127 components keep the groups and the loop only.
 */
final class OrderedReads {
    private static final String LABEL = "ordered";
    private static final String LEARNED = "learned";
    /** The byte path's method for documents whose first field surprises the ordered pass. */
    static final String FROM_LAYOUTS = "decodeFromLayouts";

    private final CodecLayout layout;
    private final OrderedPrefix prefix;
    private final List<ComponentModel> components;
    private final CodecMembers members;
    private final ValueReading fromBytes;
    private final Function<ComponentModel, CodeBlock> target;
    private final Presence presence;
    private final ClassName holder;
    /** The pre-encoded discriminator field of a sealed interface's record, passed over in order. */
    private final Optional<HeaderWords> discriminator;
    private final List<MethodSpec> groupMethods = new ArrayList<>();
    /** Whether {@link #block()} read a component past unmapped fields, leaving {@code position} at the first. */
    private boolean skipsUnmappedInOrder;
    /** What the ordered pass does with a field the record does not map: skip it, or keep it as an extra element. */
    private final CodeBlock unmapped;

    /**
     * @param target the local or holder field a component's value goes to
     * @param holder the holder class of a record decoded in groups, or null when it is not
     */
    OrderedReads(CodecLayout layout, CodecMembers members, ValueReading fromBytes,
            Function<ComponentModel, CodeBlock> target, Presence presence, ClassName holder, CodeBlock unmapped) {
        this.layout = layout;
        this.unmapped = unmapped;
        this.prefix = layout.orderedPrefix();
        this.components = prefix.components();
        this.members = members;
        this.fromBytes = fromBytes;
        this.target = target;
        this.presence = presence;
        this.holder = holder;
        this.discriminator = layout.model().discriminator().map(members::discriminatorWords);
    }

    /**
     * The labeled block, inside the byte path's {@code try}, that reads the components in order and
     * leaves {@code position} and {@code expected} at the first it did not read; empty when the
     * first component in encode order has no fixed type.
     */
    CodeBlock block() {
        if (components.isEmpty()) {
            return CodeBlock.of("");
        }
        CodeBlock.Builder code = CodeBlock.builder();
        if (learnsLayouts()) {
            code.add("// where the pass starts: here, past a leading _id, or -1 when the layouts read the document\n")
                    .addStatement("int orderedFrom = position");
        }
        code.add("// the fields in the order this codec writes them, each matched by its whole header\n")
                .add("$L: {\n$>", LABEL);
        CodeBlock miss = CodeBlock.builder().addStatement("break $L", LABEL).build();
        if (holder == null) {
            code.addStatement("int valueStart").addStatement("int valueEnd");
            for (int i = 0; i < components.size(); i++) {
                boolean pastId = i == 0 && learnsLayouts();
                code.add(passDiscriminator(i, miss, pastId));
                code.add(read(components.get(i), miss, pastId && !hasDiscriminatorAt(0), !pastId || hasDiscriminatorAt(0)));
                code.add(presence.markStatement(components.get(i)));
                code.addStatement("position = valueEnd");
                code.addStatement("expected = $L", i + 1);
            }
            if (skipsUnmapped()) {
                code.add("// every component read: past the fields the record does not map after them\n")
                        .addStatement("position = $N.pastUnmappedTail(bytes, position, limit)", layouts());
            }
        } else {
            code.addStatement("int valueEnd");
            List<List<ComponentModel>> groups = prefix.groups();
            int read = 0;
            for (int g = 0; g < groups.size(); g++) {
                String method = "ordered" + members.groupSuffix(g);
                groupMethods.add(groupMethod(method, groups.get(g)));
                read += groups.get(g).size();
                CodeBlock call = CodeBlock.of("valueEnd = $N(bytes, position, limit, decoded, context, depth)", method);
                code.addStatement(call);
                code.beginControlFlow("if (valueEnd < 0)")
                        .add(g == 0 && learnsLayouts() ? retryPastId(call, "valueEnd") : miss)
                        .endControlFlow();
                code.add(presence.markAll(groups.get(g)));
                code.addStatement("position = valueEnd");
                code.addStatement("expected = $L", read);
            }
        }
        return code.add("$<}\n").build();
    }

    /**
     * After the ordered pass: a document whose very first field surprised it (the server's
     * {@code _id}, another order), or the field after a leading {@code _id}, is read from the learned
     * layouts; one that surprised it later goes on in the general loop, which would read again no
     * field already read.
     */
    CodeBlock toLayouts() {
        if (!learnsLayouts()) {
            return CodeBlock.of("");
        }
        return CodeBlock.builder()
                .add("// its first field surprised the pass, or a later one past a leading _id, skipped or read (a\n")
                .add("// stored document in another layout), or the layouts read this codec's documents lately\n")
                .beginControlFlow("if (position < limit && (position == orderedFrom"
                        + " || $N.stoppedPastId(orderedFrom, start, expected, $L)))", layouts(), components.size())
                .add("// read by $N, outside this try, which would locate its errors twice\n", FROM_LAYOUTS)
                .addStatement("fromLayouts = true")
                .addStatement("position = limit")
                .endControlFlow()
                .build();
    }

    /** Before the byte path's {@code try}: whether the document goes to the learned layouts. */
    CodeBlock declareFromLayouts() {
        if (!learnsLayouts()) {
            return CodeBlock.of("");
        }
        return CodeBlock.builder()
                .beginControlFlow("if ($N.learnedFirst())", layouts())
                .add("// documents lately had an _id then another order: not this codec's order first\n")
                .addStatement("return $N(bytes, start, limit, context, depth)", FROM_LAYOUTS)
                .endControlFlow()
                .addStatement("boolean fromLayouts = false")
                .build();
    }

    /** After the byte path's {@code try}: the document read from the learned layouts. */
    CodeBlock returnFromLayouts() {
        if (!learnsLayouts()) {
            return CodeBlock.of("");
        }
        return CodeBlock.builder()
                .beginControlFlow("if (fromLayouts)")
                .addStatement("return $N(bytes, start, limit, context, depth)", FROM_LAYOUTS)
                .endControlFlow()
                .build();
    }

    private boolean hasDiscriminatorAt(int index) {
        return prefix.discriminatorBefore(index);
    }

    /** The codec's learned layouts, declared with their table on first use. */
    private String layouts() {
        List<CodeBlock> headers = new ArrayList<>();
        for (ComponentModel component : layout.encodeOrder()) {
            headers.add(layout.constants(component).header()
                    ? CodeBlock.of("$N", members.headerWords(component).header())
                    : CodeBlock.of("null"));
        }
        List<CodeBlock> written = prefix.steps().stream()
                .map(step -> step == OrderedPrefix.DISCRIMINATOR ? CodeBlock.of("$T.DISCRIMINATOR", FIELD_LAYOUT)
                        : CodeBlock.of("$L", step))
                .toList();
        return members.layouts(headers, discriminator.map(d -> CodeBlock.of("$N", d.header()))
                .orElse(CodeBlock.of("null")), written);
    }

    /**
     * The ordered pass of a record decoded into locals: the steps of a layout the codec remembers
     * (its own order until it has read documents in another), one case per component whose BSON type
     * is fixed, the discriminator, and fields the record does not map. A field that is not the one
     * the layout expects is tried against the older layouts at the same step, then against this
     * layout's later steps (the fields between are absent from the document); when none expects it,
     * the general loop reads the rest, and the codec learns the document's order afterwards.
     */
    CodeBlock layoutBlock() {
        String layouts = layouts();
        // a case that reads its field sets valueEnd; one that leaves it at -1 missed
        CodeBlock miss = CodeBlock.of("break");
        CodeBlock.Builder code = CodeBlock.builder()
                .add("// the fields in the orders of the documents this codec has read lately, newest first\n")
                .addStatement("$T layout = $N.first()", FIELD_LAYOUT, layouts)
                .addStatement("byte[] steps = layout.steps()")
                .add("// past a leading _id the layout expects, skipped as the straight pass skips it\n")
                .addStatement("position = layout.afterId(bytes, position, limit)")
                .addStatement("int step = position == start + 4 ? 0 : 1")
                .add("// whether a step's field was absent: such a document does not send the next to the straight pass\n")
                .addStatement("boolean skipped = false")
                .add(deferredDeclarations())
                .add("// to the END step after the layout's last; at the document's end no header matches\n")
                .beginControlFlow("$L: while (true)", LEARNED)
                .addStatement("int valueStart")
                .addStatement("int valueEnd = -1");
        if (holder == null) {
            code.beginControlFlow("switch (steps[step])");
            for (ComponentModel component : layout.encodeOrder()) {
                if (layout.constants(component).header()) {
                    code.beginControlFlow("case $L ->", layout.index(component))
                            .add(deferred(component) ? readBounds(component, miss) : read(component, miss))
                            .add(presence.markStatement(component))
                            .endControlFlow();
                }
            }
        } else {
            // a wide record: one method per group of components reads the one at index into the holder
            code.addStatement("int index = steps[step]")
                    .beginControlFlow("if (index >= 0)")
                    .add("valueEnd = switch (index >> $L) {\n$>", ComponentGroups.SHIFT);
            List<List<ComponentModel>> groups = layout.decodeGroups();
            for (int g = 0; g < groups.size(); g++) {
                if (groups.get(g).stream().noneMatch(c -> layout.constants(c).header())) {
                    continue;
                }
                String method = "layout" + members.groupSuffix(g);
                groupMethods.add(layoutGroupMethod(method, groups.get(g)));
                code.addStatement("case $L -> $N(bytes, position, limit, index, decoded, context, depth)", g, method);
            }
            code.addStatement("default -> -1").add("$<};\n");
            if (presence.tracked()) {
                code.beginControlFlow("if (valueEnd >= 0)").add(presence.markIndex()).endControlFlow();
            }
            code.nextControlFlow("else")
                    .beginControlFlow("switch (index)");
        }
        discriminator.ifPresent(field -> code.beginControlFlow("case $T.DISCRIMINATOR ->", FIELD_LAYOUT)
                .addStatement("valueEnd = $T.end(bytes, position, limit, $N, $L, $L)", ELEMENT_HEADER, field.header(),
                        field.first(), field.last())
                .beginControlFlow("if (valueEnd < 0)").addStatement(miss).endControlFlow()
                .endControlFlow());
        code.beginControlFlow("case $T.END ->", FIELD_LAYOUT).addStatement("break $L", LEARNED).endControlFlow();
        code.beginControlFlow("default ->").add("// a field this record does not map, met here before\n");
        if (layout.extraElements().isEmpty()) {
            // -1 when the field is not the one expected: the tail below tries the older layouts
            code.addStatement("valueEnd = layout.skipUnmapped(bytes, position, limit, step)");
        } else {
            code.addStatement("valueStart = layout.unmappedEnd(bytes, position, limit, step)")
                    .beginControlFlow("if (valueStart < 0)").addStatement(miss).endControlFlow()
                    .addStatement("int type = bytes[position] & 0xFF")
                    .addStatement("valueEnd = $T.valueEnd(bytes, type, valueStart, limit)", BSON_BYTES)
                    .addStatement(unmapped);
        }
        code.endControlFlow().endControlFlow();
        if (holder != null) {
            code.endControlFlow();
        }
        return code.beginControlFlow("if (valueEnd >= 0)")
                .addStatement("position = valueEnd")
                .addStatement("step++")
                .addStatement("continue")
                .endControlFlow()
                .add("// not the field expected: an older layout that expects it here, else a later step of this one\n")
                .add("// (the fields between are absent here), else the general loop\n")
                .addStatement("$T older = $N.other(layout, step, bytes, position, limit)", FIELD_LAYOUT, layouts)
                .beginControlFlow("if (older != null)")
                .addStatement("layout = older")
                .addStatement("steps = layout.steps()")
                .addStatement("continue")
                .endControlFlow()
                .addStatement("int later = $N.later(layout, step, bytes, position, limit)", layouts)
                .beginControlFlow("if (later < 0)").addStatement("break").endControlFlow()
                .addStatement("step = later")
                .addStatement("skipped = true")
                .endControlFlow()
                .add(deferredStrings())
                .build();
    }

    /**
     * Whether the layout loop keeps only the bounds of the component's value and makes its value after
     * the loop: a {@code String} of BSON type string, whose constructor is a call too large to inline;
     * a call inside the loop would spill every value the loop holds around it, in every document.
     * Nothing about such a value can fail once its end is found, so no error moves; but the {@code _id}
     * component is read in place, as an error later in the document names it.
     */
    private boolean deferred(ComponentModel component) {
        return holder == null && !component.id()
                && component.type().scalarKind().equals(Optional.of(ScalarKind.STRING))
                && layout.constants(component).headerType().orElse(-1) == BsonTypeCode.STRING;
    }

    private List<ComponentModel> deferredComponents() {
        return layout.encodeOrder().stream().filter(this::deferred).toList();
    }

    private CodeBlock deferredDeclarations() {
        List<ComponentModel> deferred = deferredComponents();
        if (deferred.isEmpty()) {
            return CodeBlock.of("");
        }
        CodeBlock.Builder code = CodeBlock.builder()
                .add("// where the strings lie: made after the loop, which then calls nothing per field\n");
        for (ComponentModel component : deferred) {
            code.addStatement("int $N = -1", GeneratedNames.stringAt(layout.index(component)))
                    .addStatement("int $N = 0", GeneratedNames.stringEnd(layout.index(component)));
        }
        return code.build();
    }

    private CodeBlock deferredStrings() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (ComponentModel component : deferredComponents()) {
            String at = GeneratedNames.stringAt(layout.index(component));
            String end = GeneratedNames.stringEnd(layout.index(component));
            code.beginControlFlow("if ($N >= 0)", at)
                    .addStatement("$L = $L", target.apply(component),
                            fromBytes.component(component, Cursor.ofKnownType("0x02", at, end)))
                    .endControlFlow();
        }
        return code.build();
    }

    /** {@link #read(ComponentModel, CodeBlock)} of a {@link #deferred} component: its header matched, its bounds kept. */
    private CodeBlock readBounds(ComponentModel component, CodeBlock miss) {
        return CodeBlock.builder()
                .addStatement(headerMatch(component))
                .beginControlFlow("if (valueStart < 0)").addStatement(miss).endControlFlow()
                .addStatement("valueEnd = $L", valueEnd(BsonTypeCode.STRING, "0x02"))
                .addStatement("$N = valueStart", GeneratedNames.stringAt(layout.index(component)))
                .addStatement("$N = valueEnd", GeneratedNames.stringEnd(layout.index(component)))
                .build();
    }

    /** After the general loop, for a document the ordered pass did not read whole: the codec learns its order. */
    CodeBlock learn() {
        if (!learnsLayouts()) {
            return CodeBlock.of("");
        }
        return CodeBlock.builder()
                .addStatement("$N.afterDocument(layout, learn, skipped, bytes, start, limit)", members.layouts(null, null, null))
                .build();
    }

    /** Before the general loop: whether the ordered pass left fields to it. */
    CodeBlock surprised() {
        if (!learnsLayouts()) {
            return CodeBlock.of("");
        }
        return CodeBlock.builder().addStatement("boolean learn = position < limit").build();
    }

    /**
     * Whether the ordered pass skips a field the record does not map where it expected a component and
     * goes on expecting it: with learned layouts, unless the record keeps such fields as extra elements.
     */
    private boolean skipsUnmapped() {
        return learnsLayouts() && layout.extraElements().isEmpty();
    }

    /**
     * Where the element the byte path's catch names starts: {@code position}, or past the fields the
     * ordered pass skipped there before the component that failed (the failure path only).
     */
    CodeBlock failedAt() {
        if (!skipsUnmappedInOrder || holder != null) {
            return CodeBlock.of("position");
        }
        return CodeBlock.of("$N.failedAt(bytes, position, limit)", layouts());
    }

    /** Whether the ordered pass follows learned layouts (not for records too wide, nor with nothing to read in order). */
    boolean learnsLayouts() {
        return prefix.learnsLayouts();
    }

    /**
     * A wide record's group, in a layout: reads the component at {@code index} into the holder when
     * the element at {@code position} has its header, and returns the value's end, else -1.
     */
    private MethodSpec layoutGroupMethod(String name, List<ComponentModel> group) {
        CodeBlock.Builder body = CodeBlock.builder()
                .addStatement("int valueStart")
                .addStatement("int valueEnd")
                .beginControlFlow("switch (index)");
        for (ComponentModel component : group) {
            if (layout.constants(component).header()) {
                body.beginControlFlow("case $L ->", layout.index(component)).add(read(component, CodeBlock.of("return -1"))).endControlFlow();
            }
        }
        body.beginControlFlow("default ->").addStatement("return -1").endControlFlow();
        body.endControlFlow().addStatement("return valueEnd");
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE)
                .returns(TypeName.INT)
                .addParameter(ArrayTypeName.of(TypeName.BYTE), "bytes")
                .addParameter(TypeName.INT, "position")
                .addParameter(TypeName.INT, "limit")
                .addParameter(TypeName.INT, "index")
                .addParameter(holder, "decoded")
                .addParameter(DECODER_CONTEXT, "context")
                .addParameter(TypeName.INT, "depth")
                .addCode(body.build())
                .build();
    }

    /** The group methods of a wide record, once {@link #block()} has been emitted. */
    List<MethodSpec> methods() {
        return groupMethods;
    }

    /**
     * Statements that read the component at {@code position} into its target when its header is
     * there, with {@code valueStart} and {@code valueEnd} set; {@code miss} when it is not.
     */
    private CodeBlock read(ComponentModel component, CodeBlock miss) {
        return read(component, CodeBlock.builder().addStatement(miss).build(), false, false);
    }

    /**
     * {@link #read(ComponentModel, CodeBlock)} with {@code miss} as statements; when {@code pastId},
     * a miss is first tried again past a leading {@code _id}; when {@code pastUnmapped}, past the
     * fields there that the record does not map (out of line: documents as written never call it).
     */
    private CodeBlock read(ComponentModel component, CodeBlock miss, boolean pastId, boolean pastUnmapped) {
        int type = layout.constants(component).headerType().orElseThrow();
        String typeCode = String.format("0x%02X", type);
        CodeBlock match = headerMatch(component);
        CodeBlock.Builder code = CodeBlock.builder().addStatement(match);
        if (pastUnmapped && skipsUnmapped()) {
            // position stays at the first field skipped: the catch names the component's field by failedAt
            skipsUnmappedInOrder = true;
            code.beginControlFlow("if (valueStart < 0 && (valueStart = $N.pastUnmapped(bytes, position, limit, $L)) < 0)",
                    layouts(), layout.index(component)).add(miss);
        } else {
            code.beginControlFlow("if (valueStart < 0)").add(pastId ? retryPastId(match, "valueStart") : miss);
        }
        return code.endControlFlow()
                .addStatement("valueEnd = $L", valueEnd(type, typeCode))
                .addStatement("$L = $L", target.apply(component),
                        fromBytes.component(component, Cursor.ofKnownType(typeCode, "valueStart", "valueEnd")))
                .build();
    }

    /**
     * Before the component at encode index {@code index}: for a sealed interface's record, the
     * discriminator field it writes there (after {@code _id}, or first), passed over when it holds
     * exactly this record's value; {@code miss} otherwise (the loop then skips whatever is there).
     */
    private CodeBlock passDiscriminator(int index, CodeBlock miss) {
        return passDiscriminator(index, CodeBlock.builder().addStatement(miss).build(), false);
    }

    private CodeBlock passDiscriminator(int index, CodeBlock miss, boolean pastId) {
        if (!hasDiscriminatorAt(index)) {
            return CodeBlock.of("");
        }
        HeaderWords field = discriminator.get();
        CodeBlock match = CodeBlock.of("valueEnd = $T.end(bytes, position, limit, $N, $L, $L)", ELEMENT_HEADER,
                field.header(), field.first(), field.last());
        return CodeBlock.builder()
                .add("// the discriminator this record writes here\n")
                .addStatement(match)
                .beginControlFlow("if (valueEnd < 0)").add(pastId ? retryPastId(match, "valueEnd") : miss).endControlFlow()
                .addStatement("position = valueEnd")
                .build();
    }

    /**
     * The ordered pass's first field missed: past a leading {@code _id} the record does not map (the
     * server's), {@code match} again; -1 (no such {@code _id}, or documents lately in another order)
     * leaves the document to the layouts. Documents as written never run it.
     */
    private CodeBlock retryPastId(CodeBlock match, String result) {
        return CodeBlock.builder()
                .add("// not the first field this codec writes: past a leading _id it does not map, else the layouts\n")
                .addStatement("orderedFrom = $N.orderedStart(bytes, position, limit)", layouts())
                .beginControlFlow("if (orderedFrom < 0)").addStatement("break $L", LABEL).endControlFlow()
                .addStatement("position = orderedFrom")
                .addStatement(match)
                .beginControlFlow("if ($N < 0)", result).addStatement("break $L", LABEL).endControlFlow()
                .build();
    }

    /** {@code valueStart} past the component's whole header at {@code position}, or -1. */
    private CodeBlock headerMatch(ComponentModel component) {
        HeaderWords header = members.headerWords(component);
        return CodeBlock.of("valueStart = $T.end(bytes, position, limit, $N, $L, $L)", ELEMENT_HEADER,
                header.header(), header.first(), header.last());
    }

    /** The end of a value of a known type: its size, or the rule of its type, with no switch on the type. */
    private static CodeBlock valueEnd(int type, String typeCode) {
        Optional<Integer> size = BsonTypes.fixedSize(type);
        if (size.isPresent()) {
            return CodeBlock.of("$T.fixedEnd($L, valueStart, limit, $L)", BSON_BYTES, typeCode, size.get());
        }
        return switch (type) {
            case BsonTypeCode.STRING, BsonTypeCode.SYMBOL -> CodeBlock.of("$T.stringEnd(bytes, valueStart, limit)", BSON_BYTES);
            case BsonTypeCode.DOCUMENT, BsonTypeCode.ARRAY ->
                    CodeBlock.of("$T.embeddedDocumentEnd(bytes, valueStart, limit)", BSON_BYTES);
            case BsonTypeCode.BINARY -> CodeBlock.of("$T.binaryEnd(bytes, valueStart, limit)", BSON_BYTES);
            default -> CodeBlock.of("$T.valueEnd(bytes, $L, valueStart, limit)", BSON_BYTES, typeCode);
        };
    }

    /**
     * One group of a wide record: the position after its last component, or -1 at the first that is
     * not where expected or does not decode (the general loop then reads the group again).
     */
    private MethodSpec groupMethod(String name, List<ComponentModel> group) {
        CodeBlock.Builder body = CodeBlock.builder()
                .beginControlFlow("try")
                .addStatement("int valueStart")
                .addStatement("int valueEnd = -1");
        for (ComponentModel component : group) {
            body.add(passDiscriminator(layout.index(component), CodeBlock.of("return -1")));
            // past unmapped fields, but for the first component, which decode tries again past an _id
            body.add(read(component, CodeBlock.builder().addStatement("return -1").build(), false,
                    component != components.get(0)));
            body.addStatement("position = valueEnd");
        }
        body.addStatement("return position")
                // a decoding error is a BsonSerializationException too
                .nextControlFlow("catch ($T e)", KnownTypes.BSON_SERIALIZATION_EXCEPTION)
                .add("// read again by the general loop, which says where\n")
                .addStatement("return -1")
                .endControlFlow();
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE)
                .returns(TypeName.INT)
                .addParameter(ArrayTypeName.of(TypeName.BYTE), "bytes")
                .addParameter(TypeName.INT, "position")
                .addParameter(TypeName.INT, "limit")
                .addParameter(holder, "decoded")
                .addParameter(DECODER_CONTEXT, "context")
                .addParameter(TypeName.INT, "depth")
                .addCode(body.build())
                .build();
    }
}
