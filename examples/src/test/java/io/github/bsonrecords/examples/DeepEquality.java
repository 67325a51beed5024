package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Component-by-component equality that also looks into arrays (records compare arrays by
 * identity). Maps and sets compare as the {@code Map}/{@code Set} contracts say, so that values
 * decoded by the driver (HashMap, HashSet) compare equal to the originals; lists compare in order.
 */
public final class DeepEquality {
    private DeepEquality() {
    }

    static void assertDeepEquals(Object expected, Object actual) {
        assertDeepEquals(expected, actual, expected == null ? "value" : expected.getClass().getSimpleName());
    }

    public static void assertDeepEquals(Object expected, Object actual, String path) {
        if (expected == null) {
            assertNull(actual, path);
            return;
        }
        assertNotNull(actual, path);
        if (expected.getClass().isRecord()) {
            assertEquals(expected.getClass(), actual.getClass(), path);
            for (RecordComponent component : expected.getClass().getRecordComponents()) {
                assertDeepEquals(read(component, expected), read(component, actual), path + "." + component.getName());
            }
        } else if (expected.getClass().isArray()) {
            assertEquals(expected.getClass(), actual.getClass(), path);
            assertEquals(Array.getLength(expected), Array.getLength(actual), path + ".length");
            for (int i = 0; i < Array.getLength(expected); i++) {
                assertDeepEquals(Array.get(expected, i), Array.get(actual, i), path + "[" + i + "]");
            }
        } else if (expected instanceof List<?> expectedList) {
            List<?> actualList = assertInstance(List.class, actual, path);
            assertEquals(expectedList.size(), actualList.size(), path + ".size()");
            Iterator<?> actualElements = actualList.iterator();
            int index = 0;
            for (Object element : expectedList) {
                assertDeepEquals(element, actualElements.next(), path + "[" + index++ + "]");
            }
        } else if (expected instanceof Map<?, ?> expectedMap) {
            Map<?, ?> actualMap = assertInstance(Map.class, actual, path);
            assertEquals(expectedMap.keySet(), actualMap.keySet(), path + ".keySet()");
            for (Map.Entry<?, ?> entry : expectedMap.entrySet()) {
                assertDeepEquals(entry.getValue(), actualMap.get(entry.getKey()), path + "[" + entry.getKey() + "]");
            }
        } else if (expected instanceof Set<?>) {
            assertEquals(expected, assertInstance(Set.class, actual, path), path);
        } else if (expected instanceof Optional<?> expectedOptional) {
            Optional<?> actualOptional = assertInstance(Optional.class, actual, path);
            assertEquals(expectedOptional.isPresent(), actualOptional.isPresent(), path + ".isPresent()");
            expectedOptional.ifPresent(value -> assertDeepEquals(value, actualOptional.get(), path + ".get()"));
        } else {
            assertEquals(expected, actual, path);
        }
    }

    private static <T> T assertInstance(Class<T> type, Object actual, String path) {
        if (!type.isInstance(actual)) {
            fail(path + ": expected a " + type.getSimpleName() + " but was a " + actual.getClass().getName());
        }
        return type.cast(actual);
    }

    private static Object read(RecordComponent component, Object record) {
        try {
            component.getAccessor().setAccessible(true);
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new AssertionError("cannot read " + component, e);
        }
    }
}
