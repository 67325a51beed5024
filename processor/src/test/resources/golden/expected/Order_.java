package golden;

import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldPaths;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.MapField;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.StringField;
import io.github.bsonrecords.query.ValueWriter;
import io.github.bsonrecords.query.ValueWriters;
import java.util.List;
import java.util.Map;
import org.bson.conversions.Bson;
import org.bson.types.ObjectId;

/**
 * Type-safe references to the fields of {@link Order} documents, for filters, updates, sorts,
 * index keys and projections, whose values are encoded as {@link OrderBsonCodec} encodes them.
 * Written by the bson-records annotation processor. Do not edit: change the record and compile
 * again.
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

    /**
     * The record at the root of its documents, whose references are those below.
     */
    private static final Embedded ROOT = new Embedded("");

    /**
     * {@link Order#customer()}, BSON field "customer" ({@link #CUSTOMER}).
     */
    public static final StringField customer = ROOT.customer;

    /**
     * {@link Order#id()}, BSON field "_id" ({@link #ID}).
     */
    public static final Field<ObjectId> id = ROOT.id;

    /**
     * {@link Order#status()}, BSON field "status" ({@link #STATUS}).
     */
    public static final Field<Order.Status> status = ROOT.status;

    /**
     * {@link Order#lines()}, BSON field "lines" ({@link #LINES}).
     */
    public static final Order_Line_.Elements<List<Order.Line>> lines = ROOT.lines;

    /**
     * {@link Order#attributes()}, BSON field "attributes" ({@link #ATTRIBUTES}).
     */
    public static final MapField<Map<String, String>, String, StringField> attributes = ROOT.attributes;

    /**
     * {@link Order#note()}, BSON field "note" ({@link #NOTE}).
     */
    public static final StringField note = ROOT.note;

    /**
     * {@link Order#priorities()}, BSON field "priorities" ({@link #PRIORITIES}).
     */
    public static final ArrayField<int[], Integer, NumberField<Integer>> priorities = ROOT.priorities;

    /**
     * {@link Order#previous()}, BSON field "previous" ({@link #PREVIOUS}).
     */
    public static final Embedded previous = ROOT.previous();

    private static final Bson PROJECTION = Projection.include("_id", "customer", "status", "lines", "attributes", "note", "priorities", "previous");

    private Order_() {
    }

    /**
     * The inclusion projection of the BSON fields {@link Order} reads, the document of
     * {@code Projections.include} of their names: a collection of wider documents read as this
     * record sends only what it decodes (and {@code _id}, unless excluded).
     */
    public static Bson projection() {
        return PROJECTION;
    }

    /**
     * {@link Order} as a document nested in another record's document, or as an element of
     * an array of them ({@code matched()}, {@code each()}, ...): the document's own filters and
     * updates, and its components' references under its path, as the metamodel's own.
     */
    public static final class Embedded extends Field<Order> {
        private static final ValueWriter<Order> WRITER = ValueWriters.record(OrderBsonCodec::new);

        public final StringField customer = new StringField(FieldPaths.child(path(), "customer"), ValueWriters.string(new FieldRef("golden.Order", "customer", "customer")));

        public final Field<ObjectId> id = new Field<>(FieldPaths.child(path(), "_id"), ValueWriters.objectId(new FieldRef("golden.Order", "id", "_id")));

        public final Field<Order.Status> status = new Field<>(FieldPaths.child(path(), "status"), ValueWriters.enumValue(EnumNames.of(Order.Status.class)));

        public final Order_Line_.Elements<List<Order.Line>> lines = new Order_Line_.Elements<>(FieldPaths.child(path(), "lines"));

        public final MapField<Map<String, String>, String, StringField> attributes = new MapField<>(FieldPaths.child(path(), "attributes"), new FieldRef("golden.Order", "attributes", "attributes"), valuePath -> new StringField(valuePath, ValueWriters.string(new FieldRef("golden.Order", "attributes", "attributes"))));

        public final StringField note = new StringField(FieldPaths.child(path(), "note"), ValueWriters.string(new FieldRef("golden.Order", "note", "note")));

        public final ArrayField<int[], Integer, NumberField<Integer>> priorities = new ArrayField<>(FieldPaths.child(path(), "priorities"), elementPath -> new NumberField<>(elementPath, ValueWriters.intValue(new FieldRef("golden.Order", "priorities", "priorities"))));

        /**
         * For generated metamodels: the record at {@code path}, written by its codec.
         */
        public Embedded(String path) {
            super(path, WRITER);
        }

        /**
         * {@link Order#previous()} under this path: built on each call, as the record leads back to this one.
         */
        public Embedded previous() {
            return new Embedded(FieldPaths.child(path(), "previous"));
        }
    }

    /**
     * An array of {@link Order}: the array's filters and updates, conditions on its elements
     * ({@code elemMatch}), its elements' components under its path (a filter on them matches
     * documents in which any element matches), and the positional forms of updates.
     *
     * @param <C> the component's Java type ({@code List<Order>})
     */
    public static final class Elements<C> extends RecordArrayField<C, Order, Embedded> {
        private final Embedded components = new Embedded(path());

        public final StringField customer = components.customer;

        public final Field<ObjectId> id = components.id;

        public final Field<Order.Status> status = components.status;

        public final Order_Line_.Elements<List<Order.Line>> lines = components.lines;

        public final MapField<Map<String, String>, String, StringField> attributes = components.attributes;

        public final StringField note = components.note;

        public final ArrayField<int[], Integer, NumberField<Integer>> priorities = components.priorities;

        /**
         * For generated metamodels: the array at {@code path}, its elements written by the record's codec.
         */
        public Elements(String path) {
            super(path, Embedded.WRITER, Embedded::new);
        }

        /**
         * {@link Order#previous()} under this path: built on each call, as the record leads back to this one.
         */
        public Embedded previous() {
            return new Embedded(FieldPaths.child(path(), "previous"));
        }
    }
}
