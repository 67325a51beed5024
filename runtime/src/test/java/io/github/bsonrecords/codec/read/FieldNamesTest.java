package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The general loop's lookup of a name: every component's name and alias, to its last byte, and nothing else;
 * and the name it expects next, learned from the names that did follow.
 */
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
        assertEquals(3, NAMES.index(bytes, 2, 9, NAMES.size()));
        assertEquals(-1, NAMES.index(bytes, 2, 8, NAMES.size()));
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
    void theNameThatFollowedIsExpectedNext() {
        FieldNames names = FieldNames.of("a", "b", "c").alias("cc", 2);
        byte[] c = "c\0".getBytes(StandardCharsets.UTF_8);
        byte[] b = "b\0".getBytes(StandardCharsets.UTF_8);
        // at first the codec's order: after "a" (state 1), "b"
        assertEquals(1, names.expected(b, 0, b.length, 1));
        assertEquals(-1, names.expected(c, 0, c.length, 1));
        // "c" came after "a": it is expected there from now on, and "b" no longer
        assertEquals(2, names.index(c, 0, 1, 1));
        assertEquals(2, names.expected(c, 0, c.length, 1));
        assertEquals(-1, names.expected(b, 0, b.length, 1));
        // the other states keep what they had: "c" after "b" (state 2), nothing after "c" (state 3)
        assertEquals(2, names.expected(c, 0, c.length, 2));
        assertEquals(-1, names.expected(c, 0, c.length, 3));
        // an alias is looked up but never expected, and an unknown name teaches nothing
        byte[] alias = "cc".getBytes(StandardCharsets.UTF_8);
        assertEquals(2, names.index(alias, 0, alias.length, 0));
        byte[] a = "a\0".getBytes(StandardCharsets.UTF_8);
        assertEquals(0, names.expected(a, 0, a.length, 0));
        byte[] unknown = "zz".getBytes(StandardCharsets.UTF_8);
        assertEquals(-1, names.index(unknown, 0, unknown.length, 1));
        assertEquals(2, names.expected(c, 0, c.length, 1));
    }

    @Test
    void anAliasOfNoComponentIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> NAMES.alias("x", 7));
        assertThrows(IllegalArgumentException.class, () -> NAMES.alias("x", -1));
    }

    private static int index(String name) {
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        return NAMES.index(bytes, 0, bytes.length, NAMES.size());
    }
}
