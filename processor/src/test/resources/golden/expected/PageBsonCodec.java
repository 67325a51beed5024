package golden;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.Reads;
import io.github.bsonrecords.codec.TypeArguments;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Page}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class PageBsonCodec<T> implements Codec<Page<T>> {
    private static final FieldRef ITEMS = new FieldRef("golden.Page", "items", "items");

    private static final FieldRef FIRST = new FieldRef("golden.Page", "first", "first");

    private static final FieldRef TOTAL = new FieldRef("golden.Page", "total", "total");

    private static final FieldRef META = new FieldRef("golden.Page", "meta", "meta");

    private final Codec<T> itemsCodec;

    private final Codec<T> firstCodec;

    private final Codec<Document> metaCodec;

    /**
     * Values of the type parameters are encoded by runtime class and decoded by BSON type.
     */
    public PageBsonCodec(CodecRegistry registry) {
        this(registry, List.of());
    }

    /**
     * @param typeArguments the record's type arguments, as the registry passes them
     */
    public PageBsonCodec(CodecRegistry registry, List<Type> typeArguments) {
        List<Type> arguments = TypeArguments.check(Page.class, typeArguments);
        this.itemsCodec = TypeArguments.codecFor(TypeArguments.argument(arguments, 0), registry, ITEMS);
        this.firstCodec = TypeArguments.codecFor(TypeArguments.argument(arguments, 0), registry, FIRST);
        this.metaCodec = TypeArguments.codecFor(Document.class, registry, META);
    }

    @Override
    public Page<T> decode(BsonReader reader, DecoderContext context) {
        List<T> items = null;
        T first = null;
        long total = 0L;
        Document meta = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "items" -> items = decodeItems(reader, context);
                case "first" -> first = Reads.consumeNull(reader) ? null : Reads.decode(firstCodec, reader, context, FIRST);
                case "total" -> total = Reads.longValue(reader, TOTAL);
                case "meta" -> meta = Reads.consumeNull(reader) ? null : Reads.decode(metaCodec, reader, context, META);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        try {
            return new Page<>(items, first, total, meta);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Page", e);
        }
    }

    @Override
    public void encode(BsonWriter writer, Page<T> value, EncoderContext context) {
        writer.writeStartDocument();
        List<T> items = value.items();
        if (items != null) {
            writer.writeName("items");
            encodeItems(writer, items, context);
        }
        T first = value.first();
        if (first != null) {
            writer.writeName("first");
            context.encodeWithChildContext(firstCodec, writer, first);
        }
        writer.writeName("total");
        writer.writeInt64(value.total());
        Document meta = value.meta();
        if (meta != null) {
            writer.writeName("meta");
            context.encodeWithChildContext(metaCodec, writer, meta);
        }
        writer.writeEndDocument();
    }

    @Override
    public Class<Page<T>> getEncoderClass() {
        return TypeArguments.genericClass(Page.class);
    }

    private List<T> decodeItems(BsonReader reader, DecoderContext context) {
        List<T> result;
        if (Reads.consumeNull(reader)) {
            result = null;
        } else {
            Reads.expect(reader, BsonType.ARRAY, ITEMS);
            ArrayList<T> list0 = new ArrayList<>();
            reader.readStartArray();
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                list0.add(Reads.consumeNull(reader) ? null : Reads.decode(itemsCodec, reader, context, ITEMS));
            }
            reader.readEndArray();
            result = list0;
        }
        return result;
    }

    private void encodeItems(BsonWriter writer, List<T> value, EncoderContext context) {
        writer.writeStartArray();
        for (T element0 : value) {
            if (element0 == null) {
                writer.writeNull();
            } else {
                context.encodeWithChildContext(itemsCodec, writer, element0);
            }
        }
        writer.writeEndArray();
    }
}
