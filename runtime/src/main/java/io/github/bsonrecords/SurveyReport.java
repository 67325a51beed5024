package io.github.bsonrecords;

import java.util.List;
import java.util.Objects;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.json.JsonWriterSettings;

/**
 * What {@link BsonRecords#survey(Iterable, Class)} found in stored documents: which ones the record
 * reads and why the others fail, and, path by path, what the documents hold that the record does
 * not map, what they leave out, and the BSON types they store. {@link #toText()} (and
 * {@link #toString()}) is for a person; {@link #toBsonDocument()} and {@link #toJson()} for a CI job.
 *
 * <p>Paths name arrays' elements {@code lines[]}, maps' values {@code tiers.<key>} and a sealed
 * interface's records by discriminator value, {@code shapes[](circle)}.
 *
 * @param record the record's (or sealed interface's) qualified name
 * @param documents how many documents were read
 * @param readable how many of them decode
 * @param failures the others, grouped by the path and kind of the failure decoding throws, most
 *     frequent first
 * @param paths every path the documents hold or the record maps, in the order first met
 * @param untrackedPaths distinct paths met past the survey's limit, counted here and not listed
 */
public record SurveyReport(String record, long documents, long readable, List<Failure> failures, List<PathReport> paths,
        long untrackedPaths) {

    public SurveyReport {
        Objects.requireNonNull(record, "record");
        failures = List.copyOf(failures);
        paths = List.copyOf(paths);
    }

    /**
     * Documents that fail at one path in one way.
     *
     * @param path where, array indexes and map keys left out ({@code lines[].quantity}); empty for
     *     the document as a whole
     * @param kind how
     * @param count how many documents
     * @param sampleIds the {@code _id}s of the first few (BSON null for a document without one)
     * @param example the message of the first
     */
    public record Failure(String path, BsonRecordDecodingException.Kind kind, long count, List<BsonValue> sampleIds,
            String example) {
        public Failure {
            sampleIds = List.copyOf(sampleIds);
        }
    }

    /** How the record treats a path. */
    public enum Mapping {
        /** A component reads it. */
        MAPPED,
        /** Nothing reads it, and the record does not keep it: a replace with the record drops it. */
        UNMAPPED_LOST,
        /** Nothing reads it, and {@code @BsonExtraElements} keeps it: it survives a replace. */
        UNMAPPED_KEPT,
        /**
         * The top-level {@code _id} of a record without an {@code _id} component: a replace keeps it (the
         * server never changes a document's {@code _id}).
         */
        ID_KEPT,
        /** A sealed interface's discriminator field. */
        DISCRIMINATOR,
        /** The documents of one record of a sealed interface, by discriminator value. */
        VARIANT
    }

    /** How the record's codec reads one BSON type at a path. */
    public enum Reading {
        /** The type the codec writes. */
        AS_WRITTEN,
        /** Another type the codec converts, when no precision is lost (an int32 for a long). */
        WIDENED,
        /** BSON null, which the component reads as null (or empty). */
        NULL,
        /** A type the codec refuses: decoding these documents fails. */
        REFUSED,
        /** The path is not mapped, or a registry codec reads it: the shape does not say. */
        UNKNOWN
    }

    /**
     * One BSON type found at a path.
     *
     * @param type the BSON type's name ({@code int32}, {@code string}, {@code null})
     * @param count how many values
     * @param reading how the record reads it
     */
    public record TypeCount(String type, long count, Reading reading) {
    }

    /**
     * One path.
     *
     * @param path the path ({@code lines[].sku})
     * @param mapping how the record treats it
     * @param component the record component that reads it, or null
     * @param present how many times the path holds a value (an array's elements each count)
     * @param absent for a mapped field, how many of its enclosing documents leave it out; else 0
     * @param whenAbsent what the component gets then ({@code null}, {@code empty}, {@code zero},
     *     {@code fails}), or null for a path that is not a component's field
     * @param types the BSON types held there, most frequent first
     */
    public record PathReport(String path, Mapping mapping, String component, long present, long absent,
            String whenAbsent, List<TypeCount> types) {
        public PathReport {
            types = List.copyOf(types);
        }
    }

    /** How many documents fail to decode. */
    public long failed() {
        return documents - readable;
    }

    /** The paths of one mapping, in the order first met. */
    public List<PathReport> paths(Mapping mapping) {
        return paths.stream().filter(path -> path.mapping() == mapping).toList();
    }

    /** The report as a person reads it, one section per question. */
    public String toText() {
        return SurveyText.render(this);
    }

    /** The report as a document: the same fields as this record's, names in camel case. */
    public BsonDocument toBsonDocument() {
        return SurveyDocument.render(this);
    }

    /** {@link #toBsonDocument()} as relaxed extended JSON. */
    public String toJson() {
        return toBsonDocument().toJson(JsonWriterSettings.builder().indent(true).build());
    }

    @Override
    public String toString() {
        return toText();
    }
}
