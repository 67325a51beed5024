package golden;

import io.github.bsonrecords.codec.FieldPaths;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.StringField;
import io.github.bsonrecords.query.ValueWriter;
import io.github.bsonrecords.query.ValueWriters;
import java.util.List;
import org.bson.conversions.Bson;

/**
 * Type-safe references to the fields of {@link Clash} documents, for filters, updates, sorts,
 * index keys and projections, whose values are encoded as {@link ClashBsonCodec} encodes them.
 * Written by the bson-records annotation processor. Do not edit: change the record and compile
 * again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Clash_ {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Clash_.class);

    public static final String READING = "reading";

    public static final String READING_CODEC = "readingCodec";

    public static final String X_ = "X";

    public static final String ID_ = "ID";

    public static final String READS = "Reads";

    public static final String BSON_TYPE = "BsonType";

    public static final String LINES = "lines";

    public static final String LINES_ = "Lines";

    public static final String INDEX = "index";

    public static final String EXPECTED = "expected";

    /**
     * The record at the root of its documents, whose references are those below.
     */
    private static final Embedded ROOT = new Embedded("");

    /**
     * {@link Clash#reading()}, BSON field "reading" ({@link #READING}).
     */
    public static final Reading_.Embedded reading = ROOT.reading;

    /**
     * {@link Clash#readingCodec()}, BSON field "readingCodec" ({@link #READING_CODEC}).
     */
    public static final StringField readingCodec = ROOT.readingCodec;

    /**
     * {@link Clash#X()}, BSON field "X" ({@link #X_}).
     */
    public static final NumberField<Double> X = ROOT.X;

    /**
     * {@link Clash#ID()}, BSON field "ID" ({@link #ID_}).
     */
    public static final StringField ID = ROOT.ID;

    /**
     * {@link Clash#Reads()}, BSON field "Reads" ({@link #READS}).
     */
    public static final NumberField<Integer> Reads = ROOT.Reads;

    /**
     * {@link Clash#BsonType()}, BSON field "BsonType" ({@link #BSON_TYPE}).
     */
    public static final StringField BsonType = ROOT.BsonType;

    /**
     * {@link Clash#lines()}, BSON field "lines" ({@link #LINES}).
     */
    public static final ArrayField<List<String>, String, StringField> lines = ROOT.lines;

    /**
     * {@link Clash#Lines()}, BSON field "Lines" ({@link #LINES_}).
     */
    public static final ArrayField<List<String>, String, StringField> Lines = ROOT.Lines;

    /**
     * {@link Clash#index()}, BSON field "index" ({@link #INDEX}).
     */
    public static final NumberField<Integer> index = ROOT.index;

    /**
     * {@link Clash#expected()}, BSON field "expected" ({@link #EXPECTED}).
     */
    public static final NumberField<Long> expected = ROOT.expected;

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
     * updates, and its components' references under its path, as the metamodel's own.
     */
    public static final class Embedded extends Field<Clash> {
        private static final ValueWriter<Clash> WRITER = ValueWriters.record(ClashBsonCodec::new);

        public final Reading_.Embedded reading = new Reading_.Embedded(FieldPaths.child(path(), "reading"));

        public final StringField readingCodec = new StringField(FieldPaths.child(path(), "readingCodec"), ValueWriters.string(new FieldRef("golden.Clash", "readingCodec", "readingCodec")));

        public final NumberField<Double> X = new NumberField<>(FieldPaths.child(path(), "X"), ValueWriters.doubleValue(new FieldRef("golden.Clash", "X", "X")));

        public final StringField ID = new StringField(FieldPaths.child(path(), "ID"), ValueWriters.string(new FieldRef("golden.Clash", "ID", "ID")));

        public final NumberField<Integer> Reads = new NumberField<>(FieldPaths.child(path(), "Reads"), ValueWriters.intValue(new FieldRef("golden.Clash", "Reads", "Reads")));

        public final StringField BsonType = new StringField(FieldPaths.child(path(), "BsonType"), ValueWriters.string(new FieldRef("golden.Clash", "BsonType", "BsonType")));

        public final ArrayField<List<String>, String, StringField> lines = new ArrayField<>(FieldPaths.child(path(), "lines"), elementPath -> new StringField(elementPath, ValueWriters.string(new FieldRef("golden.Clash", "lines", "lines"))));

        public final ArrayField<List<String>, String, StringField> Lines = new ArrayField<>(FieldPaths.child(path(), "Lines"), elementPath -> new StringField(elementPath, ValueWriters.string(new FieldRef("golden.Clash", "Lines", "Lines"))));

        public final NumberField<Integer> index = new NumberField<>(FieldPaths.child(path(), "index"), ValueWriters.intValue(new FieldRef("golden.Clash", "index", "index")));

        public final NumberField<Long> expected = new NumberField<>(FieldPaths.child(path(), "expected"), ValueWriters.longValue(new FieldRef("golden.Clash", "expected", "expected")));

        /**
         * For generated metamodels: the record at {@code path}, written by its codec.
         */
        public Embedded(String path) {
            super(path, WRITER);
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
        private final Embedded components = new Embedded(path());

        public final Reading_.Embedded reading = components.reading;

        public final StringField readingCodec = components.readingCodec;

        public final NumberField<Double> X = components.X;

        public final StringField ID = components.ID;

        public final NumberField<Integer> Reads = components.Reads;

        public final StringField BsonType = components.BsonType;

        public final ArrayField<List<String>, String, StringField> lines = components.lines;

        public final ArrayField<List<String>, String, StringField> Lines = components.Lines;

        public final NumberField<Integer> index = components.index;

        public final NumberField<Long> expected = components.expected;

        /**
         * For generated metamodels: the array at {@code path}, its elements written by the record's codec.
         */
        public Elements(String path) {
            super(path, Embedded.WRITER, Embedded::new);
        }
    }
}
