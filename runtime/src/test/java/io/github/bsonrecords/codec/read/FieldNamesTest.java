package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The general loop's lookup of a name: every component's name and alias, to its last byte, and nothing else. */
class FieldNamesTest {
    private static final String LONG = "aNameOfMoreThanSixteenBytes";
    private static final FieldNames NAMES = FieldNames.of("a", "ts", "eightchr", "ninechars", "sixteen-bytes-xy", LONG, "größe")
            .alias("t", 1)
            .alias("time", 1)
            .alias("anotherNameLongerThan16", 0);

    @Test
    void everyNameAndAliasFindsItsComponent() {
        String[] names = {"a", "ts", "eightchr", "ninechars", "sixteen-bytes-xy", LONG, "größe"};
        for (int i = 0; i < names.length; i++) {
            assertEquals(i, index(names[i]), names[i]);
        }
        assertEquals(1, index("t"));
        assertEquals(1, index("time"));
        assertEquals(0, index("anotherNameLongerThan16"));
    }

    @Test
    void namesThatDifferInAnyByteOrInLengthAreNotFound() {
        for (String other : new String[] {"", "b", "tS", "eightchX", "ninechar", "ninecharz", "ninecharsX",
                "sixteen-bytes-xY", LONG.substring(0, LONG.length() - 1) + "X", LONG + "s", "größE", "grösse",
                "anotherNameLongerThan1X", "_id"}) {
            assertEquals(-1, index(other), other);
        }
    }

    @Test
    void theNameIsReadWhereItLiesInTheDocument() {
        byte[] bytes = "xxninecharsyy".getBytes(StandardCharsets.UTF_8);
        assertEquals(3, NAMES.index(bytes, 2, 9));
        assertEquals(-1, NAMES.index(bytes, 2, 8));
    }

    @Test
    void aliasesAreNotExpectedInTheCodecsOrder() {
        byte[] document = "t\0".getBytes(StandardCharsets.UTF_8);
        assertEquals(-1, NAMES.expected(document, 0, document.length, 7));
        assertEquals(7, NAMES.size());
        // an alias's slot is past the components' own names: a learned layout stops at it
        byte[] alias = "time".getBytes(StandardCharsets.UTF_8);
        assertEquals(8, NAMES.slot(alias, 0, alias.length));
        byte[] own = "ts".getBytes(StandardCharsets.UTF_8);
        assertEquals(1, NAMES.slot(own, 0, own.length));
    }

    @Test
    void anAliasOfNoComponentIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> NAMES.alias("x", 7));
        assertThrows(IllegalArgumentException.class, () -> NAMES.alias("x", -1));
    }

    private static int index(String name) {
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        return NAMES.index(bytes, 0, bytes.length);
    }
}
