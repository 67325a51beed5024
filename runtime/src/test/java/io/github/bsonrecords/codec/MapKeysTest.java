package io.github.bsonrecords.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.read.ByteReads;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A map key decodes from exactly the field name it encodes to: on many candidate names, a name is
 * accepted if and only if the JDK's own {@code toString} of what it parses to gives it back.
 */
class MapKeysTest {
    private static final FieldRef FIELD = new FieldRef("p.R", "byKey", "byKey");
    private static final long SEED = 20261125L;

    enum Channel { IN_STORE, ONLINE }

    @Test
    void integerKeysAreExactlyTheNamesIntegerToStringWrites() {
        for (String name : candidates("-+0123456789 x\u0661", 12, List.of("0", "-0", "2147483647", "2147483648",
                "-2147483648", "-2147483649", "007", "", "-", "99999999999999999999"))) {
            Integer expected = roundTrips(name, Integer::parseInt, String::valueOf);
            assertSameOnBytes(name, MapKeys::intKey, ByteReads::intKey);
            if (expected == null) {
                assertThrows(BsonRecordDecodingException.class, () -> MapKeys.intKey(name, FIELD), name);
            } else {
                assertEquals(expected, MapKeys.intKey(name, FIELD));
                assertEquals(name, MapKeys.name(expected));
            }
        }
    }

    @Test
    void longKeysAreExactlyTheNamesLongToStringWrites() {
        for (String name : candidates("-+0123456789x", 21, List.of("9223372036854775807", "9223372036854775808",
                "-9223372036854775808", "-9223372036854775809", "-0", "00"))) {
            Long expected = roundTrips(name, Long::parseLong, String::valueOf);
            assertSameOnBytes(name, MapKeys::longKey, ByteReads::longKey);
            if (expected == null) {
                assertThrows(BsonRecordDecodingException.class, () -> MapKeys.longKey(name, FIELD), name);
            } else {
                assertEquals(expected, MapKeys.longKey(name, FIELD));
                assertEquals(name, MapKeys.name(expected));
            }
        }
    }

    @Test
    void uuidKeysAreExactlyTheNamesUuidToStringWrites() {
        Random random = new Random(SEED);
        List<String> names = new ArrayList<>(List.of("00000000-0000-0000-0000-000000000000", "1-1-1-1-1",
                "123e4567-e89b-12d3-a456-4266141740000", "123e4567e89b12d3a456426614174000"));
        for (int i = 0; i < 2000; i++) {
            String canonical = new UUID(random.nextLong(), random.nextLong()).toString();
            StringBuilder name = new StringBuilder(canonical);
            int at = random.nextInt(canonical.length());
            name.setCharAt(at, "0aF-g+".charAt(random.nextInt(6)));
            names.add(canonical);
            names.add(name.toString());
        }
        for (String name : names) {
            UUID expected = roundTrips(name, UUID::fromString, UUID::toString);
            assertSameOnBytes(name, MapKeys::uuidKey, ByteReads::uuidKey);
            if (expected == null) {
                assertThrows(BsonRecordDecodingException.class, () -> MapKeys.uuidKey(name, FIELD), name);
            } else {
                assertEquals(expected, MapKeys.uuidKey(name, FIELD));
                assertEquals(name, MapKeys.name(expected));
            }
        }
    }

    @Test
    void enumKeysMatchTheStoredStringsOnBothPaths() {
        EnumNames<Channel> names = EnumNames.of(Channel.class, "In store", "ONLINE");
        for (String name : List.of("In store", "ONLINE", "IN_STORE", "online", "", "In store ")) {
            byte[] bytes = ("x" + name + "\0").getBytes(StandardCharsets.UTF_8);
            Channel fromName = names.find(name);
            if (fromName == null) {
                BsonRecordDecodingException reader = assertThrows(BsonRecordDecodingException.class,
                        () -> MapKeys.enumKey(name, names, FIELD));
                BsonRecordDecodingException bytePath = assertThrows(BsonRecordDecodingException.class,
                        () -> ByteReads.enumKey(bytes, 1, bytes.length - 1, names, FIELD));
                assertEquals(reader.getMessage(), bytePath.getMessage());
                assertTrue(reader.getMessage().contains("found '" + name + "'"), reader.getMessage());
            } else {
                assertEquals(fromName, MapKeys.enumKey(name, names, FIELD));
                assertEquals(fromName, ByteReads.enumKey(bytes, 1, bytes.length - 1, names, FIELD));
                assertEquals(name, names.value(fromName));
            }
        }
    }

    @Test
    void aKeyPutTwiceFailsEvenWhenItsFirstValueIsNull() {
        Map<Integer, String> map = new LinkedHashMap<>();
        MapKeys.putNew(map, 7, null, FIELD);
        MapKeys.putNew(map, 8, "b", FIELD);
        BsonRecordDecodingException e = assertThrows(BsonRecordDecodingException.class,
                () -> MapKeys.putNew(map, 7, "c", FIELD));
        assertTrue(e.getMessage().startsWith("Cannot decode p.R.byKey from BSON field 'byKey': found a second entry"
                + " for the map key 7"), e.getMessage());
    }

    /** A name's key read from its bytes (in a longer array, as in a document) is the one read from its String, or the same error. */
    private static <K> void assertSameOnBytes(String name, FromName<K> fromName, FromBytes<K> fromBytes) {
        byte[] bytes = ("\3" + name + "\0").getBytes(StandardCharsets.UTF_8);
        assertEquals(outcome(() -> fromName.read(name, FIELD)), outcome(() -> fromBytes.read(bytes, 1, bytes.length - 1, FIELD)),
                name);
    }

    private static String outcome(java.util.function.Supplier<?> read) {
        try {
            return "key " + read.get();
        } catch (BsonRecordDecodingException e) {
            return "failed: " + e.getMessage();
        }
    }

    private interface FromName<K> {
        K read(String name, FieldRef field);
    }

    private interface FromBytes<K> {
        K read(byte[] bytes, int start, int nameEnd, FieldRef field);
    }

    /** What {@code name} parses to, if the JDK's {@code toString} of that gives {@code name} back; else null. */
    private static <K> K roundTrips(String name, Function<String, K> parse, Function<K, String> print) {
        try {
            K key = parse.apply(name);
            return print.apply(key).equals(name) ? key : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The given names, and random strings of {@code alphabet} up to {@code maxLength} long. */
    private static List<String> candidates(String alphabet, int maxLength, List<String> given) {
        Random random = new Random(SEED);
        List<String> names = new ArrayList<>(given);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder name = new StringBuilder();
            int length = random.nextInt(maxLength + 1);
            for (int j = 0; j < length; j++) {
                name.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            names.add(name.toString());
            names.add(String.valueOf(random.nextInt(4) == 0 ? random.nextLong() : random.nextInt()));
        }
        return names;
    }

    @Test
    void candidatesIncludeAcceptedAndRefusedNames() {
        List<String> names = candidates("-0123456789", 4, List.of());
        long accepted = names.stream().filter(name -> roundTrips(name, Integer::parseInt, String::valueOf) != null).count();
        assertTrue(accepted > 1000 && accepted < names.size() - 1000, "accepted " + accepted + " of " + names.size());
        assertNull(roundTrips("01", Integer::parseInt, String::valueOf));
    }
}
