package io.github.bsonrecords.processor.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The naming strategies of {@code io.github.bsonrecords.BsonNaming}, applied at compile time (the
 * runtime enum documents the rules; this is the one implementation of them).
 */
public enum Naming {
    IDENTITY,
    SNAKE_CASE,
    LOWER_CAMEL,
    UPPER_CAMEL,
    KEBAB_CASE;

    /** The BSON name of a component called {@code name}. */
    public String apply(String name) {
        if (this == IDENTITY) {
            return name;
        }
        List<String> words = words(name);
        StringBuilder out = new StringBuilder(name.length() + words.size());
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            switch (this) {
                case SNAKE_CASE, KEBAB_CASE -> {
                    if (i > 0) {
                        out.append(this == SNAKE_CASE ? '_' : '-');
                    }
                    out.append(word.toLowerCase(Locale.ROOT));
                }
                case LOWER_CAMEL -> out.append(i == 0 ? word.toLowerCase(Locale.ROOT) : capitalized(word));
                case UPPER_CAMEL -> out.append(capitalized(word));
                default -> throw new IllegalStateException(name());
            }
        }
        return out.toString();
    }

    /**
     * The words of a Java identifier: split before an upper-case letter that follows a lower-case
     * letter or a digit, and before the last capital of a run when a lower-case letter follows it;
     * {@code _} and {@code $} separate and are dropped; digits stay with the word they follow.
     */
    static List<String> words(String name) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '_' || c == '$') {
                flush(word, words);
                continue;
            }
            if (Character.isUpperCase(c) && word.length() > 0) {
                char previous = name.charAt(i - 1);
                boolean afterLowerOrDigit = Character.isLowerCase(previous) || Character.isDigit(previous);
                boolean endsAcronym = Character.isUpperCase(previous) && i + 1 < name.length()
                        && Character.isLowerCase(name.charAt(i + 1));
                if (afterLowerOrDigit || endsAcronym) {
                    flush(word, words);
                }
            }
            word.append(c);
        }
        flush(word, words);
        return words;
    }

    private static void flush(StringBuilder word, List<String> words) {
        if (word.length() > 0) {
            words.add(word.toString());
            word.setLength(0);
        }
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
