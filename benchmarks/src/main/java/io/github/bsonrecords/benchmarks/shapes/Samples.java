package io.github.bsonrecords.benchmarks.shapes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.bson.types.ObjectId;

/** Deterministic sample values (a fixed seed), so every fork and the report see the same documents. */
final class Samples {
    private static final String ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ";
    /** 2-byte (Latin-1 supplement, Greek, Cyrillic) and 3-byte (CJK, Hiragana) characters, no surrogates. */
    private static final String MULTI_BYTE = "äöüßéñçøÅΑβγδΩжщЮя日本語中文字漢ひらがなカタ";
    private static final long EPOCH_2025 = Instant.parse("2025-01-01T00:00:00Z").toEpochMilli();

    private final Random random;

    Samples(long seed) {
        this.random = new Random(seed);
    }

    String ascii(int length) {
        return text(length, false);
    }

    /** {@code length} chars: ASCII, or (when {@code utf8}) every other char multi-byte. */
    String text(int length, boolean utf8) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            String alphabet = utf8 && i % 2 == 0 ? MULTI_BYTE : ASCII;
            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }

    int int32() {
        return random.nextInt();
    }

    long int64() {
        return random.nextLong();
    }

    double float64() {
        return random.nextDouble() * 1_000_000;
    }

    boolean bool() {
        return random.nextBoolean();
    }

    /** Millisecond precision, as BSON date-times hold. */
    Instant instant() {
        return Instant.ofEpochMilli(EPOCH_2025 + random.nextInt(365 * 86_400) * 1000L + random.nextInt(1000));
    }

    ObjectId objectId() {
        byte[] bytes = new byte[12];
        random.nextBytes(bytes);
        return new ObjectId(bytes);
    }

    Level level() {
        Level[] levels = Level.values();
        return levels[random.nextInt(levels.length)];
    }

    Point point() {
        return new Point(float64(), float64());
    }

    List<String> tags() {
        List<String> tags = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            tags.add(ascii(8));
        }
        return tags;
    }

    Map<String, Integer> counts() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (int i = 0; i < 3; i++) {
            counts.put(ascii(6), int32());
        }
        return counts;
    }

    double[] doubles(int length) {
        double[] values = new double[length];
        for (int i = 0; i < length; i++) {
            values[i] = float64();
        }
        return values;
    }
}
