package io.github.bsonrecords.benchmarks.realistic;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.bson.types.ObjectId;

/** Deterministic words, names and ids for the stored documents: a fixed seed per family, so every fork reads the same. */
final class Vocabulary {
    private static final String[] WORDS = ("the a of and to in his her their young old city man woman family war love "
            + "story life world night house secret small town two friends after before when while finds must "
            + "journey home father mother daughter son brother sister group police detective killer lost new "
            + "power dark past future school team king queen island river mountain village country across "
            + "struggle against escape truth dream fight survive discover mysterious strange ordinary").split(" ");
    private static final String[] FIRST = ("James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth "
            + "William Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Zoë José François Søren "
            + "Małgorzata Jürgen Chloé Björn Ángel Dagný").split(" ");
    private static final String[] LAST = ("Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez "
            + "Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Müller Øberg Núñez "
            + "Dvořák Łukasiewicz O'Brien García").split(" ");
    /** Titles as catalogues hold them, some with characters outside ASCII. */
    static final String[] FOREIGN_TITLES = {"Amélie", "Cidade de Deus", "千と千尋の神隠し", "Ταξίδι στα Κύθηρα",
        "Le fabuleux destin", "Smultronstället", "Пётр Первый", "Mañana será otro día", "Das Boot", "La Dolce Vita",
        "Crouching Tiger (卧虎藏龙)", "Þrestir", "Über die Brücke", "Ça commence aujourd'hui"};

    private final Random random;

    Vocabulary(long seed) {
        this.random = new Random(seed);
    }

    int between(int low, int high) {
        return low + random.nextInt(high - low + 1);
    }

    /** True with the given probability. */
    boolean chance(double probability) {
        return random.nextDouble() < probability;
    }

    double uniform(double low, double high) {
        return low + random.nextDouble() * (high - low);
    }

    <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }

    String word() {
        return pick(WORDS);
    }

    /** Words up to about {@code maxChars} characters, as a sentence. */
    String sentence(int maxChars) {
        StringBuilder text = new StringBuilder();
        text.append(Character.toUpperCase(word().charAt(0))).append(word().substring(1));
        while (text.length() < maxChars - 12) {
            text.append(' ').append(word());
        }
        return text.append('.').toString();
    }

    String personName() {
        return pick(FIRST) + " " + pick(LAST);
    }

    List<String> personNames(int low, int high) {
        int count = between(low, high);
        List<String> names = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            names.add(personName());
        }
        return names;
    }

    String email(String name) {
        return name.toLowerCase().replace(' ', '_').replace("'", "") + between(1, 999) + "@example.com";
    }

    /** {@code length} lower-case hexadecimal digits. */
    String hex(int length) {
        StringBuilder hex = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            hex.append(Character.forDigit(random.nextInt(16), 16));
        }
        return hex.toString();
    }

    /** A bcrypt hash's shape: 60 characters of its alphabet after {@code $2b$12$}. */
    String passwordHash() {
        String alphabet = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        StringBuilder hash = new StringBuilder("$2b$12$");
        while (hash.length() < 60) {
            hash.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return hash.toString();
    }

    /** An ObjectId as a server or driver makes them: a time, then random bytes. */
    ObjectId objectId(Instant at) {
        byte[] bytes = new byte[12];
        random.nextBytes(bytes);
        int seconds = (int) at.getEpochSecond();
        for (int i = 0; i < 4; i++) {
            bytes[i] = (byte) (seconds >>> (24 - 8 * i));
        }
        return new ObjectId(bytes);
    }

    /** Millisecond precision, as BSON date-times hold it, between the two years. */
    Instant instant(int fromYear, int toYear) {
        long from = Instant.parse(fromYear + "-01-01T00:00:00Z").toEpochMilli();
        long to = Instant.parse(toYear + "-01-01T00:00:00Z").toEpochMilli();
        return Instant.ofEpochMilli(from + (long) (random.nextDouble() * (to - from)));
    }
}
