package io.github.bsonrecords.survey;

import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.SurveyReport;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.bson.BsonValue;

/**
 * Decoding failures grouped by path (array indexes and map keys left out) and kind, each with its
 * count, the {@code _id}s of its first documents and its first message. At most {@link #MAX_GROUPS}
 * groups: past them, failures are counted in one group of path {@value #OTHER_PATHS}.
 */
final class Failures {
    static final int MAX_GROUPS = 256;
    static final String OTHER_PATHS = "(other paths)";
    private static final Pattern INDEX = Pattern.compile("\\[\\d+\\]");
    private static final Pattern KEY = Pattern.compile("\\[\"(?:[^\"\\\\]|\\\\.)*\"\\]");

    private final int samples;
    private final Map<String, Group> groups = new LinkedHashMap<>();

    /** One group's counts. */
    private static final class Group {
        final String path;
        final Kind kind;
        final String example;
        final List<BsonValue> ids = new ArrayList<>();
        long count;

        Group(String path, Kind kind, String example) {
            this.path = path;
            this.kind = kind;
            this.example = example;
        }
    }

    Failures(int samples) {
        this.samples = samples;
    }

    /**
     * One document's failure at {@code path} (as {@code BsonRecordDecodingException.getPath()} gives
     * it, null for the document as a whole); {@code id} gives its {@code _id}, asked only while the
     * group takes samples.
     */
    void add(String path, Kind kind, String message, IdSource id) {
        String normalized = normalize(path);
        String key = kind + " " + normalized;
        Group group = groups.get(key);
        if (group == null) {
            if (groups.size() >= MAX_GROUPS) {
                key = kind + " " + OTHER_PATHS;
                normalized = OTHER_PATHS;
                group = groups.get(key);
            }
            if (group == null) {
                group = new Group(normalized, kind, message);
                groups.put(key, group);
            }
        }
        group.count++;
        if (group.ids.size() < samples) {
            group.ids.add(id.id());
        }
    }

    /** {@code lines[3].sku} as {@code lines[].sku}, {@code tiers["gold"].rate} as {@code tiers.<key>.rate}. */
    static String normalize(String path) {
        if (path == null) {
            return "";
        }
        return INDEX.matcher(KEY.matcher(path).replaceAll(".<key>")).replaceAll("[]");
    }

    List<SurveyReport.Failure> report() {
        return groups.values().stream()
                .sorted(Comparator.comparingLong((Group group) -> group.count).reversed())
                .map(group -> new SurveyReport.Failure(group.path, group.kind, group.count, group.ids, group.example))
                .toList();
    }

    /** The {@code _id} of the failing document, read only when needed. */
    @FunctionalInterface
    interface IdSource {
        BsonValue id();
    }
}
