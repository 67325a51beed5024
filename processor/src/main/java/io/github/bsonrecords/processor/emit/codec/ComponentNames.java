package io.github.bsonrecords.processor.emit.codec;

import com.palantir.javapoet.NameAllocator;
import io.github.bsonrecords.processor.emit.GeneratedNames;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The names a codec's code gives each component: its local in the decode and encode methods, and
 * the suffix of its helper methods ({@code parseTags}); and the suffixes of a wide record's group
 * methods ({@code parseGroup0}), clear of the components'.
 */
final class ComponentNames {
    private final Map<ComponentModel, String> locals = new LinkedHashMap<>();
    private final Map<ComponentModel, String> helperSuffixes = new LinkedHashMap<>();
    private final Map<Integer, String> groupSuffixes = new LinkedHashMap<>();
    private final NameAllocator helperNames = new NameAllocator();

    /** Reserves the locals' names in {@code memberNames}, before any member takes a name. */
    ComponentNames(RecordModel model, NameAllocator memberNames) {
        NameAllocator localNames = new NameAllocator();
        GeneratedNames.RESERVED.forEach(name -> localNames.newName(name, name));
        // Fields are referenced by simple name from methods that declare a local per component: give
        // the locals their names first and keep every member name clear of them.
        for (ComponentModel component : model.components()) {
            String local = localNames.newName(GeneratedNames.localFor(component.name()), component);
            locals.put(component, local);
            memberNames.newName(local, component);
            String suffix = Character.toUpperCase(component.name().charAt(0)) + component.name().substring(1);
            helperSuffixes.put(component, helperNames.newName(suffix, component));
        }
    }

    /** The local variable that holds the component's value in a decode or encode method. */
    String local(ComponentModel component) {
        return locals.get(component);
    }

    /** The components' local names, which generated code must never use as a simple type name. */
    String[] locals() {
        return locals.values().toArray(String[]::new);
    }

    /** {@code Tags} for component {@code tags}: helper methods are {@code parseTags}, {@code putTags}, ... */
    String helperSuffix(ComponentModel component) {
        return helperSuffixes.get(component);
    }

    /** {@code Group0} for the first group of a wide record's components: its methods are {@code parseGroup0}, ... */
    String groupSuffix(int group) {
        return groupSuffixes.computeIfAbsent(group, g -> helperNames.newName("Group" + g));
    }
}
