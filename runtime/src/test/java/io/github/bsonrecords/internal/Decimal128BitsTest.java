package io.github.bsonrecords.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.bson.types.Decimal128;
import org.junit.jupiter.api.Test;

/**
 * {@link Decimal128Bits} against the driver's {@code Decimal128}, its oracle: the same value and scale (or
 * the same bits), or the same exception with the same message, for bit patterns and values on both sides
 * of every fast-path condition.
 */
class Decimal128BitsTest {
    private static final long SIGN = 0x8000000000000000L;
    private static final long NAN = 0x7C00000000000000L;
    private static final long INFINITY = 0x7800000000000000L;
    private static final long COMBINATION_11 = 0x6000000000000000L;

    @Test
    void readsWhatTheDriverReadsForTheEdges() {
        long[] highs = {
            0x3040000000000000L, 0x3040000000000000L | SIGN, 0L, SIGN, 0x7FFE000000000000L,
            0x5FFE000000000000L, 0x5FFE000000000000L | SIGN, 0x3040000000000001L, 0x3041FFFFFFFFFFFFL,
            NAN, NAN | SIGN, INFINITY, INFINITY | SIGN, COMBINATION_11, COMBINATION_11 | 0x0000400000000000L,
            0x6FFFFFFFFFFFFFFFL, 0x1234000000000000L, 0x3000000000000000L | SIGN};
        long[] lows = {0L, 1L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 1234567890123456789L, 999_999_999_999_999_999L};
        for (long high : highs) {
            for (long low : lows) {
                assertReadsAsTheDriver(high, low);
            }
        }
    }

    @Test
    void readsWhatTheDriverReadsForRandomBits() {
        SplittableRandom random = new SplittableRandom(31);
        for (int i = 0; i < 200_000; i++) {
            long exponent = random.nextLong(0, 1L << 14);
            long sign = random.nextBoolean() ? SIGN : 0L;
            long high = switch (i % 4) {
                case 0 -> random.nextLong();
                case 1 -> sign | exponent << 49;
                case 2 -> sign | exponent << 49 | random.nextLong(0, 4);
                default -> sign | 0x3040000000000000L;
            };
            long low = switch (i % 3) {
                case 0 -> random.nextLong();
                case 1 -> random.nextLong(0, 1_000_000);
                default -> random.nextLong() >>> random.nextInt(64);
            };
            assertReadsAsTheDriver(high, low);
        }
    }

    @Test
    void writesWhatTheDriverWritesForTheEdges() {
        BigDecimal[] values = {
            BigDecimal.ZERO, BigDecimal.ONE, BigDecimal.ONE.negate(), new BigDecimal("0.00"), new BigDecimal("-0.00"),
            new BigDecimal("1E+6111"), new BigDecimal("1E+6112"), new BigDecimal("1E-6176"), new BigDecimal("1E-6177"),
            new BigDecimal("10E-6177"), new BigDecimal("999999999999999999"), new BigDecimal("-999999999999999999"),
            new BigDecimal("1000000000000000000"), new BigDecimal("9223372036854775807"),
            new BigDecimal("-9223372036854775808"), new BigDecimal("1234567890123456789012345678901234"),
            new BigDecimal("12345678901234567890123456789012345"), new BigDecimal("12345678901234567890123456789012340"),
            new BigDecimal("199.99"), new BigDecimal("-0.05"), BigDecimal.valueOf(5, -6111), BigDecimal.valueOf(5, 6176),
            new BigDecimal(new BigInteger("42"), 2), new BigDecimal("1E+6200"), new BigDecimal("0E+6200"),
            new BigDecimal("0E-6200")};
        for (BigDecimal value : values) {
            assertWritesAsTheDriver(value);
        }
    }

    @Test
    void writesWhatTheDriverWritesForRandomValues() {
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < 200_000; i++) {
            long unscaled = random.nextLong() / (long) Math.pow(10, random.nextInt(19));
            int scale = switch (i % 3) {
                case 0 -> random.nextInt(-4, 12);
                case 1 -> random.nextInt(-6200, 6200);
                default -> random.nextBoolean() ? random.nextInt(6170, 6180) : random.nextInt(-6115, -6105);
            };
            BigDecimal value = i % 5 == 0
                    ? new BigDecimal(BigInteger.valueOf(unscaled).multiply(BigInteger.valueOf(random.nextLong())), scale)
                    : BigDecimal.valueOf(unscaled, scale);
            assertWritesAsTheDriver(value);
        }
    }

    private static void assertReadsAsTheDriver(long high, long low) {
        Object expected = outcome(() -> Decimal128.fromIEEE754BIDEncoding(high, low).bigDecimalValue());
        Object actual = outcome(() -> Decimal128Bits.bigDecimal(high, low));
        assertEquals(expected, actual, () -> String.format("high %016x low %016x", high, low));
        if (actual instanceof BigDecimal decimal) {
            assertEquals(((BigDecimal) expected).toString(), decimal.toString());
        }
    }

    private static void assertWritesAsTheDriver(BigDecimal value) {
        Object expected = outcome(() -> bits(new Decimal128(value)));
        Object actual = outcome(() -> bits(Decimal128Bits.decimal128(value)));
        assertEquals(expected, actual, () -> value.toString());
    }

    private static String bits(Decimal128 value) {
        return String.format("bits %016x %016x", value.getHigh(), value.getLow());
    }

    /** The value returned, or the exception's class and message: what the two sides must agree on. */
    private static Object outcome(Supplier<?> call) {
        try {
            return call.get();
        } catch (RuntimeException | AssertionError e) { // the driver asserts on some values above 2^113
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }
}
