package io.github.bsonrecords.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The table both decode paths and the byte-path encoder share, for enums stored by name or by {@code @BsonEnumValue}. */
class EnumNamesTest {
    enum Channel { IN_STORE, ONLINE, PHONE }

    @Test
    void renamedConstantsAreFoundByTheirStoredStringOnlyOnEveryLookup() {
        EnumNames<Channel> names = EnumNames.of(Channel.class, "In store", "Online", "PHONE");
        assertEquals(Channel.IN_STORE, names.find("In store"));
        assertNull(names.find("IN_STORE"), "a renamed constant's Java name is not a stored value");
        byte[] stored = "Online".getBytes(StandardCharsets.UTF_8);
        assertEquals(Channel.ONLINE, names.find(stored, 0, stored.length));
        byte[] value = names.nameBytes(Channel.IN_STORE);
        assertArrayEquals("In store".getBytes(StandardCharsets.UTF_8), Arrays.copyOfRange(value, 4, value.length - 1));
        assertEquals(9, value[0], "int32 length, the terminating 0 counted");
        assertEquals("a Channel value ('In store', 'Online', 'PHONE')", names.expectation());
        assertEquals("the name of a Channel constant", EnumNames.of(Channel.class).expectation());
        assertEquals("In store", names.value(Channel.IN_STORE));
        assertEquals("PHONE", names.value(Channel.PHONE));
        assertEquals("ONLINE", EnumNames.of(Channel.class).value(Channel.ONLINE));
    }

    @Test
    void aTableForAnotherNumberOfConstantsIsRefusedWithTheFix() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> EnumNames.of(Channel.class, "In store", "Online"));
        assertTrue(e.getMessage().contains("knows 2 constants") && e.getMessage().contains("compile the records"),
                e.getMessage());
    }
}
