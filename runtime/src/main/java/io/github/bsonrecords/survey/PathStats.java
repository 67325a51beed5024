package io.github.bsonrecords.survey;

import io.github.bsonrecords.SurveyReport;
import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.SurveyReport.Reading;
import io.github.bsonrecords.SurveyReport.TypeCount;
import io.github.bsonrecords.codec.shape.FieldShape;
import io.github.bsonrecords.codec.shape.ValueShape;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.bson.BsonType;

/** The counts of one path: how often it holds a value, of which BSON type, and how often it is absent. */
final class PathStats {
    /** The BSON type codes 0x00 to 0x13, then max key (0x7F) and min key (0xFF). */
    private static final int SLOTS = 0x16;

    private final String path;
    private final PathStats parent;
    private final Mapping mapping;
    private final FieldShape field;
    private final ValueShape shape;
    private final long[] types = new long[SLOTS];
    private long present;
    private long absent;

    /**
     * @param parent the path this one is inside of, or null at the top
     * @param field the record's field at this path, or null (an element, a map value, an unmapped field)
     * @param shape what the record reads there, or null when nothing does
     */
    PathStats(String path, PathStats parent, Mapping mapping, FieldShape field, ValueShape shape) {
        this.path = path;
        this.parent = parent;
        this.mapping = mapping;
        this.field = field;
        this.shape = shape;
    }

    String path() {
        return path;
    }

    /** The path this one is inside of (a field's record, an element's array), or null at the top. */
    PathStats parent() {
        return parent;
    }

    /** A value of BSON type {@code type} (a code {@code BsonBytes.valueEnd} accepted) at this path. */
    void seen(int type) {
        present++;
        types[slot(type)]++;
    }

    /** A document, or the records of a variant, without a type of their own. */
    void seen() {
        present++;
    }

    void absent() {
        absent++;
    }

    SurveyReport.PathReport report() {
        List<TypeCount> counts = new ArrayList<>();
        for (int slot = 0; slot < SLOTS; slot++) {
            if (types[slot] > 0) {
                int code = code(slot);
                counts.add(new TypeCount(name(code), types[slot], TypeReadings.of(shape, code)));
            }
        }
        // most frequent first; ties in the order of the type codes, so that a report does not depend on a hash
        counts.sort(Comparator.comparingLong(TypeCount::count).reversed());
        return new SurveyReport.PathReport(path, mapping, field == null ? null : field.component(), present, absent,
                field == null ? null : field.whenAbsent().name().toLowerCase(Locale.ROOT), counts);
    }

    private static int slot(int type) {
        return switch (type) {
            case 0x7F -> 0x14;
            case 0xFF -> 0x15;
            default -> type;
        };
    }

    private static int code(int slot) {
        return switch (slot) {
            case 0x14 -> 0x7F;
            case 0x15 -> 0xFF;
            default -> slot;
        };
    }

    private static String name(int code) {
        BsonType type = BsonType.findByValue(code);
        return type == null ? "0x" + Integer.toHexString(code) : type.name().toLowerCase(Locale.ROOT);
    }
}
