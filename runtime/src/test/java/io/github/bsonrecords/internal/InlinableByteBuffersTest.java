package io.github.bsonrecords.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class InlinableByteBuffersTest {

    /** A JDK that renames the class in the constructor's signature fails here, not silently in allocation. */
    @Test
    void loadsTheClassesInTheSignatureOfTheConstructorByteBufferWrapCalls() throws ClassNotFoundException {
        List<String> loaded = List.of(InlinableByteBuffers.SIGNATURE_CLASSES);
        List<String> signatureClasses = Arrays.stream(Class.forName("java.nio.HeapByteBuffer").getDeclaredConstructors())
                .map(Constructor::getParameterTypes)
                .filter(types -> types.length > 0 && types[0] == byte[].class)
                .flatMap(Arrays::stream)
                .filter(type -> !type.isPrimitive() && !type.isArray())
                .map(Class::getName)
                .distinct()
                .collect(Collectors.toList());
        assertTrue(!signatureClasses.isEmpty() && loaded.containsAll(signatureClasses),
                "HeapByteBuffer(byte[], ...) names " + signatureClasses + "; InlinableByteBuffers loads " + loaded);
    }
}
