package golden;

import io.github.bsonrecords.codec.FieldPaths;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.codec.PerRegistry;
import io.github.bsonrecords.codec.write.Writes;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.MapField;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import io.github.bsonrecords.query.RecordArrayField;
import io.github.bsonrecords.query.StringField;
import io.github.bsonrecords.query.ValueWriter;
import java.util.List;
import java.util.Map;
import org.bson.BsonWriter;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
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
    /**
     * The BSON field name of {@link Order#customer()}.
     */
    public static final String CUSTOMER = "customer";

    /**
     * The BSON field name of {@link Order#id()}.
     */
    public static final String ID = "_id";

    /**
     * The BSON field name of {@link Order#status()}.
     */
    public static final String STATUS = "status";

    /**
     * The BSON field name of {@link Order#lines()}.
     */
    public static final String LINES = "lines";

    /**
     * The BSON field name of {@link Order#attributes()}.
     */
    public static final String ATTRIBUTES = "attributes";

    /**
     * The BSON field name of {@link Order#note()}.
     */
    public static final String NOTE = "note";

    /**
     * The BSON field name of {@link Order#priorities()}.
     */
    public static final String PRIORITIES = "priorities";

    /**
     * The BSON field name of {@link Order#previous()}.
     */
    public static final String PREVIOUS = "previous";

    /**
     * {@link Order#customer()}, BSON field "customer".
     */
    public static final StringField customer = Mapping.fieldCustomer("customer");

    /**
     * {@link Order#id()}, BSON field "_id".
     */
    public static final Field<ObjectId> id = Mapping.fieldId("_id");

    /**
     * {@link Order#status()}, BSON field "status".
     */
    public static final Field<Order.Status> status = Mapping.fieldStatus("status");

    /**
     * {@link Order#lines()}, BSON field "lines".
     */
    public static final Order_Line_.Elements<List<Order.Line>> lines = Mapping.fieldLines("lines");

    /**
     * {@link Order#attributes()}, BSON field "attributes".
     */
    public static final MapField<Map<String, String>, String, StringField> attributes = Mapping.fieldAttributes("attributes");

    /**
     * {@link Order#note()}, BSON field "note".
     */
    public static final StringField note = Mapping.fieldNote("note");

    /**
     * {@link Order#priorities()}, BSON field "priorities".
     */
    public static final ArrayField<int[], Integer, NumberField<Integer>> priorities = Mapping.fieldPriorities("priorities");

    /**
     * {@link Order#previous()}, BSON field "previous".
     */
    public static final Embedded previous = Mapping.fieldPrevious("previous");

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
     * updates, and its components' references under its path.
     */
    public static final class Embedded extends Field<Order> {
        /**
         * {@link Order#customer()}, BSON field "customer" under this path.
         */
        public final StringField customer;

        /**
         * {@link Order#id()}, BSON field "_id" under this path.
         */
        public final Field<ObjectId> id;

        /**
         * {@link Order#status()}, BSON field "status" under this path.
         */
        public final Field<Order.Status> status;

        /**
         * {@link Order#lines()}, BSON field "lines" under this path.
         */
        public final Order_Line_.Elements<List<Order.Line>> lines;

        /**
         * {@link Order#attributes()}, BSON field "attributes" under this path.
         */
        public final MapField<Map<String, String>, String, StringField> attributes;

        /**
         * {@link Order#note()}, BSON field "note" under this path.
         */
        public final StringField note;

        /**
         * {@link Order#priorities()}, BSON field "priorities" under this path.
         */
        public final ArrayField<int[], Integer, NumberField<Integer>> priorities;

        /**
         * For generated metamodels: {@code writer} writes the record as the enclosing record's codec does.
         */
        public Embedded(String path, ValueWriter<Order> writer) {
            super(path, writer);
            this.customer = Mapping.fieldCustomer(FieldPaths.child(path, "customer"));
            this.id = Mapping.fieldId(FieldPaths.child(path, "_id"));
            this.status = Mapping.fieldStatus(FieldPaths.child(path, "status"));
            this.lines = Mapping.fieldLines(FieldPaths.child(path, "lines"));
            this.attributes = Mapping.fieldAttributes(FieldPaths.child(path, "attributes"));
            this.note = Mapping.fieldNote(FieldPaths.child(path, "note"));
            this.priorities = Mapping.fieldPriorities(FieldPaths.child(path, "priorities"));
        }

        /**
         * {@link Order#previous()}, BSON field "previous" under this path: a method, built on each
         * call, because the record leads back to this one.
         */
        public Embedded previous() {
            return Mapping.fieldPrevious(FieldPaths.child(path(), "previous"));
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
        /**
         * {@link Order#customer()}, BSON field "customer" under this path.
         */
        public final StringField customer;

        /**
         * {@link Order#id()}, BSON field "_id" under this path.
         */
        public final Field<ObjectId> id;

        /**
         * {@link Order#status()}, BSON field "status" under this path.
         */
        public final Field<Order.Status> status;

        /**
         * {@link Order#lines()}, BSON field "lines" under this path.
         */
        public final Order_Line_.Elements<List<Order.Line>> lines;

        /**
         * {@link Order#attributes()}, BSON field "attributes" under this path.
         */
        public final MapField<Map<String, String>, String, StringField> attributes;

        /**
         * {@link Order#note()}, BSON field "note" under this path.
         */
        public final StringField note;

        /**
         * {@link Order#priorities()}, BSON field "priorities" under this path.
         */
        public final ArrayField<int[], Integer, NumberField<Integer>> priorities;

        /**
         * For generated metamodels: the writers write the array and one element as the enclosing record's codec does.
         */
        public Elements(String path, ValueWriter<C> writer, ValueWriter<Order> elementWriter) {
            super(path, writer, elementWriter, elementPath -> new Embedded(elementPath, elementWriter));
            this.customer = Mapping.fieldCustomer(FieldPaths.child(path, "customer"));
            this.id = Mapping.fieldId(FieldPaths.child(path, "_id"));
            this.status = Mapping.fieldStatus(FieldPaths.child(path, "status"));
            this.lines = Mapping.fieldLines(FieldPaths.child(path, "lines"));
            this.attributes = Mapping.fieldAttributes(FieldPaths.child(path, "attributes"));
            this.note = Mapping.fieldNote(FieldPaths.child(path, "note"));
            this.priorities = Mapping.fieldPriorities(FieldPaths.child(path, "priorities"));
        }

        /**
         * {@link Order#previous()}, BSON field "previous" under this path: a method, built on each
         * call, because the record leads back to this one.
         */
        public Embedded previous() {
            return Mapping.fieldPrevious(FieldPaths.child(path(), "previous"));
        }
    }

    /**
     * The field references of each component, and the writers of its values: the code of
     * {@link OrderBsonCodec}'s writer path, for one value at a time. Depends on no other metamodel, so that
     * building field references never initialises one.
     */
    private static final class Mapping {
        private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Order_.class);

        private static final FieldRef CUSTOMER = new FieldRef("golden.Order", "customer", "customer");

        private static final FieldRef ID = new FieldRef("golden.Order", "id", "_id");

        private static final FieldRef STATUS = new FieldRef("golden.Order", "status", "status");

        private static final FieldRef LINES = new FieldRef("golden.Order", "lines", "lines");

        private static final FieldRef ATTRIBUTES = new FieldRef("golden.Order", "attributes", "attributes");

        private static final FieldRef NOTE = new FieldRef("golden.Order", "note", "note");

        private static final FieldRef PRIORITIES = new FieldRef("golden.Order", "priorities", "priorities");

        private static final FieldRef PREVIOUS = new FieldRef("golden.Order", "previous", "previous");

        private static final PerRegistry<Codecs> CODECS = new PerRegistry<>(Codecs::new);

        private Mapping() {
        }

        private static StringField fieldCustomer(String path) {
            return new StringField(path, Mapping::writeCustomer);
        }

        private static void writeCustomer(BsonWriter writer, String value, EncoderContext context,
                CodecRegistry registry) {
            Writes.string(writer, value, CUSTOMER);
        }

        private static Field<ObjectId> fieldId(String path) {
            return new Field<>(path, Mapping::writeId);
        }

        private static void writeId(BsonWriter writer, ObjectId value, EncoderContext context,
                CodecRegistry registry) {
            Writes.objectId(writer, value, ID);
        }

        private static Field<Order.Status> fieldStatus(String path) {
            return new Field<>(path, Mapping::writeStatus);
        }

        private static void writeStatus(BsonWriter writer, Order.Status value,
                EncoderContext context, CodecRegistry registry) {
            writer.writeString(value.name());
        }

        private static Order_Line_.Elements<List<Order.Line>> fieldLines(String path) {
            return new Order_Line_.Elements<>(path, Mapping::writeLines, Mapping::writeLinesElement);
        }

        private static void writeLines(BsonWriter writer, List<Order.Line> value,
                EncoderContext context, CodecRegistry registry) {
            Codecs codecs = CODECS.get(registry);
            writer.writeStartArray();
            for (Order.Line element0 : value) {
                if (element0 == null) {
                    writer.writeNull();
                } else {
                    codecs.lineCodec.encode(writer, element0, context);
                }
            }
            writer.writeEndArray();
        }

        private static void writeLinesElement(BsonWriter writer, Order.Line value,
                EncoderContext context, CodecRegistry registry) {
            Codecs codecs = CODECS.get(registry);
            codecs.lineCodec.encode(writer, value, context);
        }

        private static MapField<Map<String, String>, String, StringField> fieldAttributes(
                String path) {
            return new MapField<>(path, Mapping::writeAttributes, Mapping::fieldAttributesValue);
        }

        private static void writeAttributes(BsonWriter writer, Map<String, String> value,
                EncoderContext context, CodecRegistry registry) {
            writer.writeStartDocument();
            for (Map.Entry<String, String> entry0 : value.entrySet()) {
                String key0 = entry0.getKey();
                String value0 = entry0.getValue();
                if (value0 == null) {
                    Writes.mapKey(writer, key0, ATTRIBUTES);
                    writer.writeNull();
                } else {
                    Writes.mapKey(writer, key0, ATTRIBUTES);
                    Writes.string(writer, value0, ATTRIBUTES);
                }
            }
            writer.writeEndDocument();
        }

        private static StringField fieldAttributesValue(String path) {
            return new StringField(path, Mapping::writeAttributesValue);
        }

        private static void writeAttributesValue(BsonWriter writer, String value,
                EncoderContext context, CodecRegistry registry) {
            Writes.string(writer, value, ATTRIBUTES);
        }

        private static StringField fieldNote(String path) {
            return new StringField(path, Mapping::writeNote);
        }

        private static void writeNote(BsonWriter writer, String value, EncoderContext context,
                CodecRegistry registry) {
            Writes.string(writer, value, NOTE);
        }

        private static ArrayField<int[], Integer, NumberField<Integer>> fieldPriorities(
                String path) {
            return new ArrayField<>(path, Mapping::writePriorities, Mapping::writePrioritiesElement, Mapping::fieldPrioritiesElement);
        }

        private static void writePriorities(BsonWriter writer, int[] value, EncoderContext context,
                CodecRegistry registry) {
            writer.writeStartArray();
            for (int element0 : value) {
                Writes.intValue(writer, element0, PRIORITIES);
            }
            writer.writeEndArray();
        }

        private static NumberField<Integer> fieldPrioritiesElement(String path) {
            return new NumberField<>(path, Mapping::writePrioritiesElement);
        }

        private static void writePrioritiesElement(BsonWriter writer, Integer value,
                EncoderContext context, CodecRegistry registry) {
            Writes.intValue(writer, value, PRIORITIES);
        }

        private static Embedded fieldPrevious(String path) {
            return new Embedded(path, Mapping::writePrevious);
        }

        private static void writePrevious(BsonWriter writer, Order value, EncoderContext context,
                CodecRegistry registry) {
            Codecs codecs = CODECS.get(registry);
            codecs.orderCodec.encode(writer, value, context);
        }
    }

    /**
     * The codecs the record's codec builds in its constructor, built alike from the registry a
     * filter or update is rendered with: once per registry, never per value.
     */
    private static final class Codecs {
        final Order_LineBsonCodec lineCodec;

        final OrderBsonCodec orderCodec;

        Codecs(CodecRegistry registry) {
            this.lineCodec = new Order_LineBsonCodec(registry);
            this.orderCodec = new OrderBsonCodec(registry);
        }
    }
}
