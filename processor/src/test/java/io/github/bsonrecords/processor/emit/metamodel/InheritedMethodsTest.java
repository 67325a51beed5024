package io.github.bsonrecords.processor.emit.metamodel;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.RecordField;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A cycle component's accessor must not take the name of a method {@code Embedded} or
 * {@code Elements} inherits: every public or protected one of the runtime's base classes is listed.
 */
class InheritedMethodsTest {
    @Test
    void everyMethodAGeneratedSubclassInheritsIsListed() {
        Set<String> missing = new TreeSet<>();
        for (Class<?> base : new Class<?>[] {RecordField.class, RecordArrayField.class}) {
            for (Class<?> type = base; type != null; type = type.getSuperclass()) {
                for (Method method : type.getDeclaredMethods()) {
                    int modifiers = method.getModifiers();
                    if ((Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers)) && !method.isSynthetic()
                            && !MetamodelEmitter.INHERITED_METHODS.contains(method.getName())) {
                        missing.add(type.getSimpleName() + "." + method.getName());
                    }
                }
            }
        }
        assertTrue(missing.isEmpty(), "not in MetamodelEmitter.INHERITED_METHODS: " + missing);
    }
}
