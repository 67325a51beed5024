package golden;

import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.FieldKinds;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.RecordField;
import io.github.bsonrecords.query.StringField;
import java.util.List;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;

/**
 * Type-safe references to the fields of {@link Clash} documents, one per component, encoding
 * values as {@link ClashBsonCodec} does, and each BSON name as a constant ({@code NAME} for
 * {@code name}). Written by the bson-records annotation processor: do not edit.
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

    private static final Embedded ROOT = new Embedded("");

    public static final Reading_.Embedded reading = ROOT.reading;
    public static final StringField readingCodec = ROOT.readingCodec;
    public static final NumberField<Double> X = ROOT.X;
    public static final StringField ID = ROOT.ID;
    public static final NumberField<Integer> Reads = ROOT.Reads;
    public static final StringField BsonType = ROOT.BsonType;
    public static final ArrayField<List<String>, String, StringField> lines = ROOT.lines;
    public static final ArrayField<List<String>, String, StringField> Lines = ROOT.Lines;
    public static final NumberField<Integer> index = ROOT.index;
    public static final NumberField<Long> expected = ROOT.expected;

    private Clash_() {
    }

    /**
     * {@code Projections.include} of the fields {@link Clash} reads, so that the server sends
     * only those (and {@code _id}, unless excluded).
     */
    public static Bson projection() {
        return Projection.include("reading", "readingCodec", "X", "ID", "Reads", "BsonType", "lines", "Lines", "index", "expected");
    }

    /**
     * {@link Clash} as a nested document or array element, with its components under its path.
     */
    public static final class Embedded extends RecordField<Clash> {
        public final Reading_.Embedded reading = new Reading_.Embedded(child("reading"));
        public final StringField readingCodec = component("readingCodec", FieldKinds.STRING);
        public final NumberField<Double> X = component("X", FieldKinds.DOUBLE_VALUE);
        public final StringField ID = component("ID", FieldKinds.STRING);
        public final NumberField<Integer> Reads = component("Reads", FieldKinds.INT_VALUE);
        public final StringField BsonType = component("BsonType", FieldKinds.STRING);
        public final ArrayField<List<String>, String, StringField> lines = component("lines", FieldKinds.array(FieldKinds.STRING));
        public final ArrayField<List<String>, String, StringField> Lines = component("Lines", FieldKinds.array(FieldKinds.STRING));
        public final NumberField<Integer> index = component("index", FieldKinds.INT_VALUE);
        public final NumberField<Long> expected = component("expected", FieldKinds.LONG_VALUE);

        public Embedded(String path) {
            super(path, "golden.Clash");
        }

        @Override
        protected Codec<Clash> codec(CodecRegistry registry) {
            return new ClashBsonCodec(registry);
        }
    }

    /**
     * An array ({@code C}) of {@link Clash}, with its elements' components under its path.
     */
    public static final class Elements<C> extends RecordArrayField<C, Clash, Embedded> {
        public final Reading_.Embedded reading = components().reading;
        public final StringField readingCodec = components().readingCodec;
        public final NumberField<Double> X = components().X;
        public final StringField ID = components().ID;
        public final NumberField<Integer> Reads = components().Reads;
        public final StringField BsonType = components().BsonType;
        public final ArrayField<List<String>, String, StringField> lines = components().lines;
        public final ArrayField<List<String>, String, StringField> Lines = components().Lines;
        public final NumberField<Integer> index = components().index;
        public final NumberField<Long> expected = components().expected;

        public Elements(String path) {
            super(path, new Embedded(path));
        }

        @Override
        protected Embedded elementAt(String path) {
            return new Embedded(path);
        }
    }
}
