package golden;

import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.FieldKinds;
import io.github.bsonrecords.query.MapField;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.RecordField;
import io.github.bsonrecords.query.StringField;
import java.util.List;
import java.util.Map;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.bson.types.ObjectId;

/**
 * Type-safe references to the fields of {@link Order} documents, one per component, encoding
 * values as {@link OrderBsonCodec} does, and each BSON name as a constant ({@code NAME} for
 * {@code name}). Written by the bson-records annotation processor: do not edit.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Order_ {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Order_.class);

    public static final String CUSTOMER = "customer";
    public static final String ID = "_id";
    public static final String STATUS = "status";
    public static final String LINES = "lines";
    public static final String ATTRIBUTES = "attributes";
    public static final String NOTE = "note";
    public static final String PRIORITIES = "priorities";
    public static final String PREVIOUS = "previous";

    private static final Embedded ROOT = new Embedded("");

    public static final StringField customer = ROOT.customer;
    public static final Field<ObjectId> id = ROOT.id;
    public static final Field<Order.Status> status = ROOT.status;
    public static final Order_Line_.Elements<List<Order.Line>> lines = ROOT.lines;
    public static final MapField<Map<String, String>, String, StringField> attributes = ROOT.attributes;
    public static final StringField note = ROOT.note;
    public static final ArrayField<int[], Integer, NumberField<Integer>> priorities = ROOT.priorities;
    public static final Embedded previous = ROOT.previous();

    private Order_() {
    }

    /**
     * {@code Projections.include} of the fields {@link Order} reads, so that the server sends
     * only those (and {@code _id}, unless excluded).
     */
    public static Bson projection() {
        return Projection.include("_id", "customer", "status", "lines", "attributes", "note", "priorities", "previous");
    }

    /**
     * {@link Order} as a nested document or array element, with its components under its path.
     */
    public static final class Embedded extends RecordField<Order> {
        public final StringField customer = component("customer", FieldKinds.STRING);
        public final Field<ObjectId> id = component("id", "_id", FieldKinds.OBJECT_ID);
        public final Field<Order.Status> status = component("status", FieldKinds.enumValue(EnumNames.of(Order.Status.class)));
        public final Order_Line_.Elements<List<Order.Line>> lines = new Order_Line_.Elements<>(child("lines"));
        public final MapField<Map<String, String>, String, StringField> attributes = component("attributes", FieldKinds.map(FieldKinds.STRING));
        public final StringField note = component("note", FieldKinds.STRING);
        public final ArrayField<int[], Integer, NumberField<Integer>> priorities = component("priorities", FieldKinds.array(FieldKinds.INT_VALUE));

        public Embedded(String path) {
            super(path, "golden.Order");
        }

        @Override
        protected Codec<Order> codec(CodecRegistry registry) {
            return new OrderBsonCodec(registry);
        }

        /**
         * {@link Order#previous()}, built on each call: the record leads back to this one.
         */
        public Embedded previous() {
            return new Embedded(child("previous"));
        }
    }

    /**
     * An array ({@code C}) of {@link Order}, with its elements' components under its path.
     */
    public static final class Elements<C> extends RecordArrayField<C, Order, Embedded> {
        public final StringField customer = components().customer;
        public final Field<ObjectId> id = components().id;
        public final Field<Order.Status> status = components().status;
        public final Order_Line_.Elements<List<Order.Line>> lines = components().lines;
        public final MapField<Map<String, String>, String, StringField> attributes = components().attributes;
        public final StringField note = components().note;
        public final ArrayField<int[], Integer, NumberField<Integer>> priorities = components().priorities;

        public Elements(String path) {
            super(path, new Embedded(path));
        }

        @Override
        protected Embedded elementAt(String path) {
            return new Embedded(path);
        }

        /**
         * {@link Order#previous()}, built on each call: the record leads back to this one.
         */
        public Embedded previous() {
            return components().previous();
        }
    }
}
