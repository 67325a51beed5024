package golden;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.codec.PerRegistry;
import io.github.bsonrecords.codec.lookup.TypeArguments;
import io.github.bsonrecords.codec.write.Writes;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.Projection;
import java.lang.reflect.Type;
import java.util.List;
import org.bson.BsonWriter;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;

/**
 * Type-safe references to the fields of {@link Page} documents, for filters, updates, sorts,
 * index keys and projections, whose values are encoded as {@link PageBsonCodec} encodes them.
 * Written by the bson-records annotation processor. Do not edit: change the record and compile
 * again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Page_ {
    /**
     * The BSON field name of {@link Page#items()}.
     */
    public static final String ITEMS = "items";

    /**
     * The BSON field name of {@link Page#first()}.
     */
    public static final String FIRST = "first";

    /**
     * The BSON field name of {@link Page#total()}.
     */
    public static final String TOTAL = "total";

    /**
     * The BSON field name of {@link Page#meta()}.
     */
    public static final String META = "meta";

    /**
     * {@link Page#items()}, BSON field "items".
     */
    public static final ArrayField<List<?>, Object, Field<Object>> items = Mapping.fieldItems("items");

    /**
     * {@link Page#first()}, BSON field "first".
     */
    public static final Field<Object> first = Mapping.fieldFirst("first");

    /**
     * {@link Page#total()}, BSON field "total".
     */
    public static final NumberField<Long> total = Mapping.fieldTotal("total");

    /**
     * {@link Page#meta()}, BSON field "meta".
     */
    public static final Field<Document> meta = Mapping.fieldMeta("meta");

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

    /**
     * The field references of each component, and the writers of its values: the code of
     * {@link PageBsonCodec}'s writer path, for one value at a time. Depends on no other metamodel, so that
     * building field references never initialises one.
     */
    private static final class Mapping {
        private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", Page_.class);

        private static final FieldRef ITEMS = new FieldRef("golden.Page", "items", "items");

        private static final FieldRef FIRST = new FieldRef("golden.Page", "first", "first");

        private static final FieldRef TOTAL = new FieldRef("golden.Page", "total", "total");

        private static final FieldRef META = new FieldRef("golden.Page", "meta", "meta");

        private static final PerRegistry<Codecs> CODECS = new PerRegistry<>(Codecs::new);

        private Mapping() {
        }

        private static ArrayField<List<?>, Object, Field<Object>> fieldItems(String path) {
            return new ArrayField<>(path, Mapping::writeItems, Mapping::writeItemsElement, Mapping::fieldItemsElement);
        }

        private static void writeItems(BsonWriter writer, List<?> value, EncoderContext context,
                CodecRegistry registry) {
            Codecs codecs = CODECS.get(registry);
            writer.writeStartArray();
            for (Object element0 : value) {
                if (element0 == null) {
                    writer.writeNull();
                } else {
                    context.encodeWithChildContext(codecs.itemsCodec, writer, element0);
                }
            }
            writer.writeEndArray();
        }

        private static Field<Object> fieldItemsElement(String path) {
            return new Field<>(path, Mapping::writeItemsElement);
        }

        private static void writeItemsElement(BsonWriter writer, Object value,
                EncoderContext context, CodecRegistry registry) {
            Codecs codecs = CODECS.get(registry);
            context.encodeWithChildContext(codecs.itemsCodec, writer, value);
        }

        private static Field<Object> fieldFirst(String path) {
            return new Field<>(path, Mapping::writeFirst);
        }

        private static void writeFirst(BsonWriter writer, Object value, EncoderContext context,
                CodecRegistry registry) {
            Codecs codecs = CODECS.get(registry);
            context.encodeWithChildContext(codecs.firstCodec, writer, value);
        }

        private static NumberField<Long> fieldTotal(String path) {
            return new NumberField<>(path, Mapping::writeTotal);
        }

        private static void writeTotal(BsonWriter writer, Long value, EncoderContext context,
                CodecRegistry registry) {
            Writes.longValue(writer, value, TOTAL);
        }

        private static Field<Document> fieldMeta(String path) {
            return new Field<>(path, Mapping::writeMeta);
        }

        private static void writeMeta(BsonWriter writer, Document value, EncoderContext context,
                CodecRegistry registry) {
            Codecs codecs = CODECS.get(registry);
            context.encodeWithChildContext(codecs.metaCodec, writer, value);
        }
    }

    /**
     * The codecs the record's codec builds in its constructor, built alike from the registry a
     * filter or update is rendered with: once per registry, never per value.
     */
    private static final class Codecs {
        final Codec<Object> itemsCodec;

        final Codec<Object> firstCodec;

        final Codec<Document> metaCodec;

        Codecs(CodecRegistry registry) {
            List<Type> arguments = List.of();
            this.itemsCodec = TypeArguments.codecFor(TypeArguments.argument(arguments, 0), registry, Mapping.ITEMS);
            this.firstCodec = TypeArguments.codecFor(TypeArguments.argument(arguments, 0), registry, Mapping.FIRST);
            this.metaCodec = TypeArguments.codecFor(Document.class, registry, Mapping.META);
        }
    }
}
