package io.github.bsonrecords.benchmarks.report;

import java.util.Locale;

/** Number formatting for the report tables. */
final class Format {
    private Format() {
    }

    /** A duration with a unit that keeps it between 1 and 1000 (ns, us, ms, s). */
    static String duration(double nanos) {
        if (Double.isNaN(nanos)) {
            return "n/a";
        }
        String[] units = {"ns", "us", "ms", "s"};
        double value = nanos;
        int unit = 0;
        while (value >= 1000 && unit < units.length - 1) {
            value /= 1000;
            unit++;
        }
        return number(value) + " " + units[unit];
    }

    /** Three significant digits at most, no exponent. */
    static String number(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        double magnitude = Math.abs(value);
        if (magnitude >= 100) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        if (magnitude >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** {@code value / reference} as "2.31x"; "n/a" when the reference is (nearly) zero or missing. */
    static String ratio(double value, double reference) {
        if (Double.isNaN(value) || Double.isNaN(reference) || reference < 1e-9) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%.2fx", value / reference);
    }

    /** A length of time in milliseconds as "1 s", "100 ms". */
    static String millis(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    /** Bytes with a thousands separator and no decimals past 100 ("2,584"), else 3 significant digits. */
    static String bytes(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        return Math.abs(value) < 0.05 ? "0" : number(value);
    }
}
