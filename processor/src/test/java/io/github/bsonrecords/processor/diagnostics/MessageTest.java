package io.github.bsonrecords.processor.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.IllegalFormatException;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every message of the catalogue renders: its tag, what is wrong and what to do, all arguments used. */
class MessageTest {

    @ParameterizedTest
    @EnumSource(Message.class)
    void rendersWithItsTagAndUsesEveryArgument(Message message) {
        String text = null;
        int arguments = 0;
        // the fewest arguments the message accepts: formatting with fewer throws
        for (; arguments <= 6 && text == null; arguments++) {
            try {
                text = message.format(arguments(arguments));
            } catch (IllegalFormatException e) {
                text = null;
            }
        }
        assertTrue(text != null, message + " does not format with up to 6 arguments");
        int used = arguments - 1;
        assertTrue(text.startsWith("[bson-records:" + message.name() + "] "), text);
        for (int i = 0; i < used; i++) {
            assertTrue(text.contains("<argument " + i + ">"), message + " does not show argument " + i + ": " + text);
        }
        assertFalse(text.contains("%"), text);
        String[] halves = text.split("; ", 2);
        assertEquals(2, halves.length, message + " says what to do after '; ': " + text);
        assertFalse(halves[1].isBlank(), text);
    }

    private static Object[] arguments(int count) {
        return IntStream.range(0, count).mapToObj(i -> "<argument " + i + ">").toArray();
    }
}
