package golden;

import io.github.bsonrecords.codec.FieldPaths;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.codec.PerRegistry;
import io.github.bsonrecords.codec.write.Writes;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.StringField;
import io.github.bsonrecords.query.ValueWriter;
import java.util.List;
import org.bson.BsonWriter;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;

/**
 * Type-safe references to the fields of {@link Clash} documents, for filters, updates, sorts,
 * index keys and projections, whose values are encoded as {@link ClashBsonCodec} encodes them.
 * Written by the bson-records annotation processor. Do not edit: change the record and compile
 * again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Clash_ {
    /**
     * The BSON field name of {@link Clash#reading()}.
     */
    public static final String READING = "reading";

    /**
     * The BSON field name of {@link Clash#readingCodec()}.
     */
    public static final String READING_CODEC = "readingCodec";

    /**
     * The BSON field name of {@link Clash#X()}.
     */
    public static final String X_ = "X";

    /**
     * The BSON field name of {@link Clash#ID()}.
     */
    public static final String ID_ = "ID";

    /**
     * The BSON field name of {@link Clash#Reads()}.
     */
    public static final String READS = "Reads";

    /**
     * The BSON field name of {@link Clash#BsonType()}.
     */
    public static final String BSON_TYPE = "BsonType";

    /**
     * The BSON field name of {@link Clash#lines()}.
     */
    public static final String LINES = "lines";

    /**
     * The BSON field name of {@link Clash#Lines()}.
     */
    public static final String LINES_ = "Lines";

    /**
     * The BSON field name of {@link Clash#index()}.
     */
    public static final String INDEX = "index";

    /**
     * The BSON field name of {@link Clash#expected()}.
     */
    public static final String EXPECTED = "expected";

    /**
     * {@link Clash#reading()}, BSON field "reading".
     */
    public static final Reading_.Embedded reading = Mapping.fieldReading("reading");

    /**
     * {@link Clash#readingCodec()}, BSON field "readingCodec".
     */
    public static final StringField readingCodec = Mapping.fieldReadingCodec("readingCodec");

    /**
     * {@link Clash#X()}, BSON field "X".
     */
    public static final NumberField<Double> X = Mapping.fieldX("X");

    /**
     * {@link Clash#ID()}, BSON field "ID".
     */
    public static final StringField ID = Mapping.fieldID("ID");

    /**
     * {@link Clash#Reads()}, BSON field "Reads".
     */
    public static final NumberField<Integer> Reads = Mapping.fieldReads("Reads");

    /**
     * {@link Clash#BsonType()}, BSON field "BsonType".
     */
    public static final StringField BsonType = Mapping.fieldBsonType("BsonType");

    /**
     * {@link Clash#lines()}, BSON field "lines".
     */
    public static final ArrayField<List<String>, String, StringField> lines = Mapping.fieldLines("lines");

    /**
     * {@link Clash#Lines()}, BSON field "Lines".
     */
    public static final ArrayField<List<String>, String, StringField> Lines = Mapping.fieldLines_("Lines");

    /**
     * {@link Clash#index()}, BSON field "index".
     */
    public static final NumberField<Integer> index = Mapping.fieldIndex("index");

    /**
     * {@link Clash#expected()}, BSON field "expected".
     */
    public static final NumberField<Long> expected = Mapping.fieldExpected("expected");

    private static final Bson PROJECTION = Projection.include("reading", "readingCodec", "X", "ID", "Reads", "BsonType", "lines", "Lines", "index", "expected");

    private Clash_() {
    }

    /**
     * The inclusion projection of the BSON fields {@link Clash} reads, the document of
     * {@code Projections.include} of their names: a collection of wider documents read as this
     * record sends only what it decodes (and {@code _id}, unless excluded).
     */
    public static Bson projection() {
        return PROJECTION;
    }

    /**
     * {@link Clash} as a document nested in another record's document, or as an element of
     * an array of them ({@code matched()}, {@code each()}, ...): the document's own filters and
     * updates, and its components' references under its path.
     */
    public static final class Embedded extends Field<Clash> {
        /**
         * {@link Clash#reading()}, BSON field "reading" under this path.
         */
        public final Reading_.Embedded reading;

        /**
         * {@link Clash#readingCodec()}, BSON field "readingCodec" under this path.
         */
        public final StringField readingCodec;

        /**
         * {@link Clash#X()}, BSON field "X" under this path.
         */
        public final NumberField<Double> X;

        /**
         * {@link Clash#ID()}, BSON field "ID" under this path.
         */
        public final StringField ID;

        /**
         * {@link Clash#Reads()}, BSON field "Reads" under this path.
         */
        public final NumberField<Integer> Reads;

        /**
         * {@link Clash#BsonType()}, BSON field "BsonType" under this path.
         */
        public final StringField BsonType;

        /**
         * {@link Clash#lines()}, BSON field "lines" under this path.
         */
        public final ArrayField<List<String>, String, StringField> lines;

        /**
         * {@link Clash#Lines()}, BSON field "Lines" under this path.
         */
        public final ArrayField<List<String>, String, StringField> Lines;

        /**
         * {@link Clash#index()}, BSON field "index" under this path.
         */
        public final NumberField<Integer> index;

        /**
         * {@link Clash#expected()}, BSON field "expected" under this path.
         */
        public final NumberField<Long> expected;

        /**
         * For generated metamodels: {@code writer} writes the record as the enclosing record's codec does.
         */
        public Embedded(String path, ValueWriter<Clash> writer) {
            super(path, writer);
            this.reading = Mapping.fieldReading(FieldPaths.child(path, "reading"));
            this.readingCodec = Mapping.fieldReadingCodec(FieldPaths.child(path, "readingCodec"));
            this.X = Mapping.fieldX(FieldPaths.child(path, "X"));
            this.ID = Mapping.fieldID(FieldPaths.child(path, "ID"));
            this.Reads = Mapping.fieldReads(FieldPaths.child(path, "Reads"));
            this.BsonType = Mapping.fieldBsonType(FieldPaths.child(path, "BsonType"));
            this.lines = Mapping.fieldLines(FieldPaths.child(path, "lines"));
            this.Lines = Mapping.fieldLines_(FieldPaths.child(path, "Lines"));
            this.index = Mapping.fieldIndex(FieldPaths.child(path, "index"));
            this.expected = Mapping.fieldExpected(FieldPaths.child(path, "expected"));
        }
    }

    /**
     * An array of {@link Clash}: the array's filters and updates, conditions on its elements
     * ({@code elemMatch}), its elements' components under its path (a filter on them matches
     * documents in which any element matches), and the positional forms of updates.
     *
     * @param <C> the component's Java type ({@code List<Clash>})
     */
    public static final class Elements<C> extends RecordArrayField<C, Clash, Embedded> {
        /**
         * {@link Clash#reading()}, BSON field "reading" under this path.
         */
        public final Reading_.Embedded reading;

        /**
         * {@link Clash#readingCodec()}, BSON field "readingCodec" under this path.
         */
        public final StringField readingCodec;

        /**
         * {@link Clash#X()}, BSON field "X" under this path.
         */
        public final NumberField<Double> X;

        /**
         * {@link Clash#ID()}, BSON field "ID" under this path.
         */
        public final StringField ID;

        /**
         * {@link Clash#Reads()}, BSON field "Reads" under this path.
         */
        public final NumberField<Integer> Reads;

        /**
         * {@link Clash#BsonType()}, BSON field "BsonType" under this path.
         */
        public final StringField BsonType;

        /**
         * {@link Clash#lines()}, BSON field "lines" under this path.
         */
        public final ArrayField<List<String>, String, StringField> lines;

        /**
         * {@link Clash#Lines()}, BSON field "Lines" under this path.
         */
        public final ArrayField<List<String>, String, StringField> Lines;

        /**
         * {@link Clash#index()}, BSON field "index" under this path.
         */
        public final NumberField<Integer> index;

        /**
         * {@link Clash#expected()}, BSON field "expected" under this path.
         */
        public final NumberField<Long> expected;

        /**
         * For generated metamodels: the writers write the array and one element as the enclosing record's codec does.
         */
        public Elements(String path, ValueWriter<C> writer, ValueWriter<Clash> elementWriter) {
            super(path, writer, elementWriter, elementPath -> new Embedded(elementPath, elementWriter));
            this.reading = Mapping.fieldReading(FieldPaths.child(path, "reading"));
            this.readingCodec = Mapping.fieldReadingCodec(FieldPaths.child(path, "readingCodec"));
            this.X = Mapping.fieldX(FieldPaths.child(path, "X"));
            this.ID = Mapping.fieldID(FieldPaths.child(path, "ID"));
            this.Reads = Mapping.fieldReads(FieldPaths.child(path, "Reads"));
            this.BsonType = Mapping.fieldBsonType(FieldPaths.child(path, "BsonType"));
            this.lines = Mapping.fieldLines(FieldPaths.child(path, "lines"));
            this.Lines = Mapping.fieldLines_(FieldPaths.child(path, "Lines"));
            this.index = Mapping.fieldIndex(FieldPaths.child(path, "index"));
            this.expected = Mapping.fieldExpected(FieldPaths.child(path, "expected"));
        }
    }

    /**
     * The field references of each component, and the writers of its values: the code of
     * {@link ClashBsonCodec}'s writer path, for one value at a time. Depends on no other metamodel, so that
     * building field references never initialises one.
     */
    private static final class Mapping {
        private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Clash_.class);

        private static final FieldRef READING = new FieldRef("golden.Clash", "reading", "reading");

        private static final FieldRef READING_CODEC = new FieldRef("golden.Clash", "readingCodec", "readingCodec");

        private static final FieldRef X = new FieldRef("golden.Clash", "X", "X");

        private static final FieldRef ID = new FieldRef("golden.Clash", "ID", "ID");

        private static final FieldRef READS = new FieldRef("golden.Clash", "Reads", "Reads");

        private static final FieldRef BSON_TYPE = new FieldRef("golden.Clash", "BsonType", "BsonType");

        private static final FieldRef LINES = new FieldRef("golden.Clash", "lines", "lines");

        private static final FieldRef LINES_ = new FieldRef("golden.Clash", "Lines", "Lines");

        private static final FieldRef INDEX = new FieldRef("golden.Clash", "index", "index");

        private static final FieldRef EXPECTED = new FieldRef("golden.Clash", "expected", "expected");

        private static final PerRegistry<Codecs> CODECS = new PerRegistry<>(Codecs::new);

        private Mapping() {
        }

        private static Reading_.Embedded fieldReading(String path) {
            return new Reading_.Embedded(path, Mapping::writeReading);
        }

        private static void writeReading(BsonWriter writer, Reading value, EncoderContext context,
                CodecRegistry registry) {
            Codecs codecs = CODECS.get(registry);
            codecs.readingCodec.encode(writer, value, context);
        }

        private static StringField fieldReadingCodec(String path) {
            return new StringField(path, Mapping::writeReadingCodec);
        }

        private static void writeReadingCodec(BsonWriter writer, String value,
                EncoderContext context, CodecRegistry registry) {
            Writes.string(writer, value, READING_CODEC);
        }

        private static NumberField<Double> fieldX(String path) {
            return new NumberField<>(path, Mapping::writeX);
        }

        private static void writeX(BsonWriter writer, Double value, EncoderContext context,
                CodecRegistry registry) {
            Writes.doubleValue(writer, value, X);
        }

        private static StringField fieldID(String path) {
            return new StringField(path, Mapping::writeID);
        }

        private static void writeID(BsonWriter writer, String value, EncoderContext context,
                CodecRegistry registry) {
            Writes.string(writer, value, ID);
        }

        private static NumberField<Integer> fieldReads(String path) {
            return new NumberField<>(path, Mapping::writeReads);
        }

        private static void writeReads(BsonWriter writer, Integer value, EncoderContext context,
                CodecRegistry registry) {
            Writes.intValue(writer, value, READS);
        }

        private static StringField fieldBsonType(String path) {
            return new StringField(path, Mapping::writeBsonType);
        }

        private static void writeBsonType(BsonWriter writer, String value, EncoderContext context,
                CodecRegistry registry) {
            Writes.string(writer, value, BSON_TYPE);
        }

        private static ArrayField<List<String>, String, StringField> fieldLines(String path) {
            return new ArrayField<>(path, Mapping::writeLines, Mapping::writeLinesElement, Mapping::fieldLinesElement);
        }

        private static void writeLines(BsonWriter writer, List<String> value,
                EncoderContext context, CodecRegistry registry) {
            writer.writeStartArray();
            for (String element0 : value) {
                if (element0 == null) {
                    writer.writeNull();
                } else {
                    Writes.string(writer, element0, LINES);
                }
            }
            writer.writeEndArray();
        }

        private static StringField fieldLinesElement(String path) {
            return new StringField(path, Mapping::writeLinesElement);
        }

        private static void writeLinesElement(BsonWriter writer, String value,
                EncoderContext context, CodecRegistry registry) {
            Writes.string(writer, value, LINES);
        }

        private static ArrayField<List<String>, String, StringField> fieldLines_(String path) {
            return new ArrayField<>(path, Mapping::writeLines_, Mapping::writeLines_Element, Mapping::fieldLines_Element);
        }

        private static void writeLines_(BsonWriter writer, List<String> value,
                EncoderContext context, CodecRegistry registry) {
            writer.writeStartArray();
            for (String element0 : value) {
                if (element0 == null) {
                    writer.writeNull();
                } else {
                    Writes.string(writer, element0, LINES_);
                }
            }
            writer.writeEndArray();
        }

        private static StringField fieldLines_Element(String path) {
            return new StringField(path, Mapping::writeLines_Element);
        }

        private static void writeLines_Element(BsonWriter writer, String value,
                EncoderContext context, CodecRegistry registry) {
            Writes.string(writer, value, LINES_);
        }

        private static NumberField<Integer> fieldIndex(String path) {
            return new NumberField<>(path, Mapping::writeIndex);
        }

        private static void writeIndex(BsonWriter writer, Integer value, EncoderContext context,
                CodecRegistry registry) {
            Writes.intValue(writer, value, INDEX);
        }

        private static NumberField<Long> fieldExpected(String path) {
            return new NumberField<>(path, Mapping::writeExpected);
        }

        private static void writeExpected(BsonWriter writer, Long value, EncoderContext context,
                CodecRegistry registry) {
            Writes.longValue(writer, value, EXPECTED);
        }
    }

    /**
     * The codecs the record's codec builds in its constructor, built alike from the registry a
     * filter or update is rendered with: once per registry, never per value.
     */
    private static final class Codecs {
        final ReadingBsonCodec readingCodec;

        Codecs(CodecRegistry registry) {
            this.readingCodec = new ReadingBsonCodec(registry);
        }
    }
}
