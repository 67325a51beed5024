package io.github.bsonrecords.processor.layout;

import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * What the byte path's ordered pass reads: the leading fields of encode order whose BSON type is
 * fixed (the others are matched by name only), and, for a sealed interface's record, the
 * discriminator it passes over where the codec writes it.
 *
 * @param components the fields read in order, a prefix of encode order (indices 0 to size - 1)
 * @param discriminatorAt the encode index the discriminator is written before: 1 after an
 *     {@code _id} component, else 0; empty for a record without a discriminator
 * @param learnsLayouts whether the pass follows the field orders the codec has learned: not when
 *     there is nothing to read in order, nor for a record decoded in groups of more than
 *     {@value #MAX_LAYOUT_COMPONENTS} fields
 */
public record OrderedPrefix(List<ComponentModel> components, OptionalInt discriminatorAt, boolean learnsLayouts) {
    /** A layout names components by index in a byte: wider records keep the ordered pass in groups. */
    static final int MAX_LAYOUT_COMPONENTS = Byte.MAX_VALUE;
    /** The step of {@link #steps()} that stands for the discriminator. */
    public static final int DISCRIMINATOR = -1;

    public OrderedPrefix {
        components = List.copyOf(components);
    }

    static OrderedPrefix of(RecordModel model, List<ComponentModel> encodeOrder, boolean decodedInGroups) {
        List<ComponentModel> prefix = encodeOrder.stream()
                .takeWhile(component -> CodecLayout.fixedType(component).isPresent())
                .toList();
        // encode order puts the _id component first, and the discriminator goes right after it
        OptionalInt discriminatorAt = model.discriminator().isEmpty() ? OptionalInt.empty()
                : OptionalInt.of(!encodeOrder.isEmpty() && encodeOrder.get(0).id() ? 1 : 0);
        boolean learnsLayouts = !prefix.isEmpty() && (!decodedInGroups || encodeOrder.size() <= MAX_LAYOUT_COMPONENTS);
        return new OrderedPrefix(prefix, discriminatorAt, learnsLayouts);
    }

    public boolean isEmpty() {
        return components.isEmpty();
    }

    public int size() {
        return components.size();
    }

    /** Whether the discriminator is passed over right before the field at encode index {@code index}. */
    public boolean discriminatorBefore(int index) {
        return discriminatorAt.isPresent() && discriminatorAt.getAsInt() == index;
    }

    /** The fields read in order, {@link ComponentGroups#SIZE} a group: a method each for a record decoded in groups. */
    public List<List<ComponentModel>> groups() {
        return ComponentGroups.of(components);
    }

    /**
     * The steps of the order the codec writes, as its learned layouts start: each field's encode
     * index, with {@link #DISCRIMINATOR} before the field it precedes.
     */
    public List<Integer> steps() {
        List<Integer> steps = new ArrayList<>();
        for (int i = 0; i < components.size(); i++) {
            if (discriminatorBefore(i)) {
                steps.add(DISCRIMINATOR);
            }
            steps.add(i);
        }
        return steps;
    }
}
