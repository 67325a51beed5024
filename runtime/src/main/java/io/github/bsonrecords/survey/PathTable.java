package io.github.bsonrecords.survey;

import io.github.bsonrecords.SurveyReport;
import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.codec.shape.CodecShape;
import io.github.bsonrecords.codec.shape.FieldShape;
import io.github.bsonrecords.codec.shape.ValueShape;
import io.github.bsonrecords.codec.write.BinaryCodec;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.bson.codecs.Codec;

/**
 * Every path one survey tracks, in the order first met, up to a limit (so that documents with
 * ever new field names cannot grow the table without end), and the shapes of the codecs met, asked
 * of each codec once.
 */
final class PathTable {
    private final int limit;
    private final List<PathStats> paths = new ArrayList<>();
    private final Map<Codec<?>, CodecShape> shapes = new IdentityHashMap<>();
    private long untracked;

    PathTable(int limit) {
        this.limit = limit;
    }

    /** Whether {@code count} more paths fit. */
    boolean hasRoom(int count) {
        return paths.size() + count <= limit;
    }

    /** A new path, or null past the limit (then counted as untracked). */
    PathStats add(String path, PathStats parent, Mapping mapping, FieldShape field, ValueShape shape) {
        if (!hasRoom(1)) {
            untracked++;
            return null;
        }
        PathStats stats = new PathStats(path, parent, mapping, field, shape);
        paths.add(stats);
        return stats;
    }

    /** A value at a path past the limit. */
    void untracked() {
        untracked++;
    }

    long untrackedCount() {
        return untracked;
    }

    /** The shape of a generated codec, or null for any other codec (whose values the survey does not enter). */
    CodecShape shapeOf(Codec<?> codec) {
        if (!(codec instanceof BinaryCodec<?> binary)) {
            return null;
        }
        return shapes.computeIfAbsent(codec, c -> binary.shape());
    }

    /** Each path followed by the paths inside it, depth first, each level in the order first met. */
    List<SurveyReport.PathReport> report() {
        Map<PathStats, List<PathStats>> children = new IdentityHashMap<>();
        List<PathStats> top = new ArrayList<>();
        for (PathStats stats : paths) {
            (stats.parent() == null ? top : children.computeIfAbsent(stats.parent(), p -> new ArrayList<>())).add(stats);
        }
        List<SurveyReport.PathReport> ordered = new ArrayList<>(paths.size());
        Deque<PathStats> pending = new ArrayDeque<>();
        for (int i = top.size() - 1; i >= 0; i--) {
            pending.push(top.get(i));
        }
        while (!pending.isEmpty()) {
            PathStats stats = pending.pop();
            ordered.add(stats.report());
            List<PathStats> inside = children.getOrDefault(stats, List.of());
            for (int i = inside.size() - 1; i >= 0; i--) {
                pending.push(inside.get(i));
            }
        }
        return ordered;
    }
}
