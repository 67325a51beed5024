package io.github.bsonrecords.processor.layout;

import io.github.bsonrecords.processor.model.ComponentModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Wide records' components in groups, each decoded and encoded by a method of its own: HotSpot
 * never compiles a method of more than 8,000 bytes of bytecode ({@code HugeMethodLimit}), and a
 * record of a few hundred components would need more in one method. A group of 64 components
 * stays near 3,000 bytes on the reader path, the largest.
 */
public final class ComponentGroups {
    public static final int SIZE = 64;
    /** {@code index >> SHIFT} is the group of a component's index. */
    public static final int SHIFT = 6;

    private ComponentGroups() {
    }

    /** Whether the components need more than one group. */
    public static boolean needed(List<ComponentModel> components) {
        return components.size() > SIZE;
    }

    /** The components, {@link #SIZE} a group, in their order. */
    public static List<List<ComponentModel>> of(List<ComponentModel> components) {
        List<List<ComponentModel>> groups = new ArrayList<>();
        for (int from = 0; from < components.size(); from += SIZE) {
            groups.add(components.subList(from, Math.min(from + SIZE, components.size())));
        }
        return groups;
    }
}
