package golden;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import io.github.bsonrecords.query.ValueWriters;
import java.util.List;
import org.bson.Document;
import org.bson.conversions.Bson;

/**
 * Type-safe references to the fields of {@link Page} documents, for filters, updates, sorts,
 * index keys and projections, whose values are encoded as {@link PageBsonCodec} encodes them.
 * Written by the bson-records annotation processor. Do not edit: change the record and compile
 * again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Page_ {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Page_.class);

    public static final String ITEMS = "items";

    public static final String FIRST = "first";

    public static final String TOTAL = "total";

    public static final String META = "meta";

    /**
     * {@link Page#items()}, BSON field "items" ({@link #ITEMS}).
     */
    public static final ArrayField<List<?>, Object, Field<Object>> items = new ArrayField<>("items", elementPath -> new Field<>(elementPath, ValueWriters.registry(Object.class, new FieldRef("golden.Page", "items", "items"))));

    /**
     * {@link Page#first()}, BSON field "first" ({@link #FIRST}).
     */
    public static final Field<Object> first = new Field<>("first", ValueWriters.registry(Object.class, new FieldRef("golden.Page", "first", "first")));

    /**
     * {@link Page#total()}, BSON field "total" ({@link #TOTAL}).
     */
    public static final NumberField<Long> total = new NumberField<>("total", ValueWriters.longValue(new FieldRef("golden.Page", "total", "total")));

    /**
     * {@link Page#meta()}, BSON field "meta" ({@link #META}).
     */
    public static final Field<Document> meta = new Field<>("meta", ValueWriters.registry(Document.class, new FieldRef("golden.Page", "meta", "meta")));

    private static final Bson PROJECTION = Projection.include("items", "first", "total", "meta");

    private Page_() {
    }

    /**
     * The inclusion projection of the BSON fields {@link Page} reads, the document of
     * {@code Projections.include} of their names: a collection of wider documents read as this
     * record sends only what it decodes (and {@code _id}, unless excluded).
     */
    public static Bson projection() {
        return PROJECTION;
    }
}
