package golden;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.FieldKinds;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import java.util.List;
import org.bson.Document;
import org.bson.conversions.Bson;

/**
 * Type-safe references to the fields of {@link Page} documents, one per component, encoding
 * values as {@link PageBsonCodec} does, and each BSON name as a constant ({@code NAME} for
 * {@code name}). Written by the bson-records annotation processor: do not edit.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Page_ {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Page_.class);

    public static final String ITEMS = "items";
    public static final String FIRST = "first";
    public static final String TOTAL = "total";
    public static final String META = "meta";

    public static final ArrayField<List<?>, Object, Field<Object>> items = FieldKinds.field("items", new FieldRef("golden.Page", "items", "items"), FieldKinds.array(FieldKinds.registry(Object.class)));
    public static final Field<Object> first = FieldKinds.field("first", new FieldRef("golden.Page", "first", "first"), FieldKinds.registry(Object.class));
    public static final NumberField<Long> total = FieldKinds.field("total", new FieldRef("golden.Page", "total", "total"), FieldKinds.LONG_VALUE);
    public static final Field<Document> meta = FieldKinds.field("meta", new FieldRef("golden.Page", "meta", "meta"), FieldKinds.registry(Document.class));

    private Page_() {
    }

    /**
     * {@code Projections.include} of the fields {@link Page} reads, so that the server sends
     * only those (and {@code _id}, unless excluded).
     */
    public static Bson projection() {
        return Projection.include("items", "first", "total", "meta");
    }
}
