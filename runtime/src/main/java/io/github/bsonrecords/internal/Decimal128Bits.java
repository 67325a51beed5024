package io.github.bsonrecords.internal;

import java.math.BigDecimal;
import org.bson.types.Decimal128;

/**
 * {@code BigDecimal} to and from the bits of a decimal128, straight from a {@code long} significand where
 * it fits one: the prices, amounts and rates documents hold. The driver's {@code Decimal128} goes through
 * a byte array and a {@code BigInteger} for every value (four objects a read, a bit-by-bit loop a write);
 * these give the same values and bits with one object. Any other value (a significand above 63 bits, an
 * exponent out of range, NaN, infinities, negative zero) goes to the driver's {@code Decimal128}, so its
 * results and its errors are the driver's.
 */
public final class Decimal128Bits {
    private static final long SIGN = 0x8000000000000000L;
    /** Both set: NaN, an infinity, or the form whose significand the driver reads as zero. */
    private static final long TWO_HIGHEST_COMBINATION_BITS = 0x6000000000000000L;
    private static final long EXPONENT = 0x7FFE000000000000L;
    private static final long HIGH_SIGNIFICAND = 0x0001FFFFFFFFFFFFL;
    private static final int EXPONENT_SHIFT = 49;
    private static final int EXPONENT_BIAS = 6176;
    private static final int MAX_EXPONENT = 6111;
    /** Below 10^18, so any significand of this many digits fits a long. */
    private static final int LONG_DIGITS = 18;

    private Decimal128Bits() {
    }

    /** What {@code Decimal128.fromIEEE754BIDEncoding(high, low).bigDecimalValue()} returns or throws. */
    public static BigDecimal bigDecimal(long high, long low) {
        if ((high & TWO_HIGHEST_COMBINATION_BITS) != TWO_HIGHEST_COMBINATION_BITS
                && (high & HIGH_SIGNIFICAND) == 0 && low >= 0 && (low != 0 || high >= 0)) {
            int scale = EXPONENT_BIAS - (int) ((high & EXPONENT) >>> EXPONENT_SHIFT);
            return BigDecimal.valueOf(high < 0 ? -low : low, scale);
        }
        return Decimal128.fromIEEE754BIDEncoding(high, low).bigDecimalValue();
    }

    /** What {@code new Decimal128(value)} returns or throws. */
    public static Decimal128 decimal128(BigDecimal value) {
        if (fitsLong(value)) {
            long unscaled = unscaled(value);
            return Decimal128.fromIEEE754BIDEncoding(high(value, unscaled), low(unscaled));
        }
        return new Decimal128(value);
    }

    /** True when {@link #high} and {@link #low} give {@code value}'s bits: else ask {@link #decimal128}. */
    public static boolean fitsLong(BigDecimal value) {
        int scale = value.scale();
        return scale >= -MAX_EXPONENT && scale <= EXPONENT_BIAS && value.precision() <= LONG_DIGITS;
    }

    /** The significand of a value that {@link #fitsLong}, with its sign. */
    public static long unscaled(BigDecimal value) {
        // at scale 0 the long is the significand itself; scaleByPowerOfTen makes one BigDecimal (no
        // BigInteger), which escape analysis removes where this is inlined
        return value.scaleByPowerOfTen(value.scale()).longValue();
    }

    /** The high 64 bits of a value that {@link #fitsLong}: sign and exponent, no significand bits. */
    public static long high(BigDecimal value, long unscaled) {
        long high = (long) (EXPONENT_BIAS - value.scale()) << EXPONENT_SHIFT;
        return unscaled < 0 ? high | SIGN : high;
    }

    /** The low 64 bits of a value that {@link #fitsLong}: the significand's magnitude. */
    public static long low(long unscaled) {
        return Math.abs(unscaled);
    }
}
