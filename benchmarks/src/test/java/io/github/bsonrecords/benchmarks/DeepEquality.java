package io.github.bsonrecords.benchmarks;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Equality that looks into records, lists, maps and arrays (a record's own equals compares arrays by identity). */
final class DeepEquality {
    private DeepEquality() {
    }

    /** Null when equal, else the path to the first difference. */
    static String difference(Object expected, Object actual) {
        return difference("", expected, actual);
    }

    private static String difference(String path, Object expected, Object actual) {
        if (expected == null || actual == null) {
            return expected == actual ? null : path + ": " + expected + " != " + actual;
        }
        if (expected.getClass().isArray() && actual.getClass().isArray()) {
            int length = Array.getLength(expected);
            if (length != Array.getLength(actual)) {
                return path + ": array length " + length + " != " + Array.getLength(actual);
            }
            for (int i = 0; i < length; i++) {
                String difference = difference(path + "[" + i + "]", Array.get(expected, i), Array.get(actual, i));
                if (difference != null) {
                    return difference;
                }
            }
            return null;
        }
        if (expected instanceof Record && expected.getClass() == actual.getClass()) {
            for (RecordComponent component : expected.getClass().getRecordComponents()) {
                String difference = difference(path + "." + component.getName(), value(component, expected),
                        value(component, actual));
                if (difference != null) {
                    return difference;
                }
            }
            return null;
        }
        if (expected instanceof List<?> expectedList && actual instanceof List<?> actualList) {
            if (expectedList.size() != actualList.size()) {
                return path + ": list size " + expectedList.size() + " != " + actualList.size();
            }
            Iterator<?> actualElements = actualList.iterator();
            int index = 0;
            for (Object element : expectedList) {
                String difference = difference(path + "[" + index++ + "]", element, actualElements.next());
                if (difference != null) {
                    return difference;
                }
            }
            return null;
        }
        if (expected instanceof Map<?, ?> expectedMap && actual instanceof Map<?, ?> actualMap) {
            if (!expectedMap.keySet().equals(actualMap.keySet())) {
                return path + ": keys " + expectedMap.keySet() + " != " + actualMap.keySet();
            }
            for (Map.Entry<?, ?> entry : expectedMap.entrySet()) {
                String difference = difference(path + "." + entry.getKey(), entry.getValue(),
                        actualMap.get(entry.getKey()));
                if (difference != null) {
                    return difference;
                }
            }
            return null;
        }
        return Objects.equals(expected, actual) ? null
                : path + ": " + expected + " (" + expected.getClass().getName() + ") != " + actual + " ("
                        + actual.getClass().getName() + ")";
    }

    private static Object value(RecordComponent component, Object record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException(e);
        }
    }
}
