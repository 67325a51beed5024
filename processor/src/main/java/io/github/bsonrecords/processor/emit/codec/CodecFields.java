package io.github.bsonrecords.processor.emit.codec;

import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.NameAllocator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The fields of a codec class, asked for by its methods as they are emitted and declared in a
 * fixed order however they were asked for: the version check, each component's constants in
 * declaration order, the constants of the whole record, then the codecs and other instance fields.
 * Once declared, no field can be added: one asked for later fails instead of going missing.
 */
final class CodecFields {
    /** Where a field is declared. */
    enum Group { VERSION, COMPONENT, SHARED, CODECS }

    private record Member(Group group, int component, int order, FieldSpec field) {
    }

    private final NameAllocator names = new NameAllocator();
    private final List<Member> members = new ArrayList<>();
    private boolean declared;

    /** The names of the class's members, one per field and local name of a component. */
    NameAllocator names() {
        return names;
    }

    /** Adds a field of the whole class (not of one component). */
    void add(Group group, FieldSpec field) {
        add(group, -1, field);
    }

    /** Adds a field of the component at {@code component} in declaration order. */
    void add(Group group, int component, FieldSpec field) {
        if (declared) {
            throw new IllegalStateException("field " + field.name() + " asked for after the fields were declared");
        }
        members.add(new Member(group, component, members.size(), field));
    }

    /** Every field asked for, in their fixed order; none can be added after. */
    List<FieldSpec> declare() {
        declared = true;
        return members.stream()
                .sorted(Comparator.comparing(Member::group).thenComparingInt(Member::component)
                        .thenComparingInt(Member::order))
                .map(Member::field)
                .toList();
    }
}
