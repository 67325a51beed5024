package golden;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.Reads;
import io.github.bsonrecords.codec.Writes;
import java.math.BigDecimal;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Order.Line}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class Order_LineBsonCodec implements Codec<Order.Line> {
    private static final FieldRef SKU = new FieldRef("golden.Order.Line", "sku", "sku");

    private static final FieldRef QUANTITY = new FieldRef("golden.Order.Line", "quantity", "quantity");

    private static final FieldRef PRICE = new FieldRef("golden.Order.Line", "price", "price");

    public Order_LineBsonCodec(CodecRegistry registry) {
    }

    @Override
    public Order.Line decode(BsonReader reader, DecoderContext context) {
        String sku = null;
        int quantity = 0;
        BigDecimal price = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "sku" -> sku = Reads.consumeNull(reader) ? null : Reads.string(reader, SKU);
                case "quantity" -> quantity = Reads.intValue(reader, QUANTITY);
                case "price" -> price = Reads.consumeNull(reader) ? null : Reads.bigDecimal(reader, PRICE);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        try {
            return new Order.Line(sku, quantity, price);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Order.Line", e);
        }
    }

    @Override
    public void encode(BsonWriter writer, Order.Line value, EncoderContext context) {
        writer.writeStartDocument();
        String sku = value.sku();
        if (sku != null) {
            writer.writeName("sku");
            writer.writeString(sku);
        }
        writer.writeName("quantity");
        writer.writeInt32(value.quantity());
        BigDecimal price = value.price();
        if (price != null) {
            writer.writeName("price");
            Writes.bigDecimal(writer, price, PRICE);
        }
        writer.writeEndDocument();
    }

    @Override
    public Class<Order.Line> getEncoderClass() {
        return Order.Line.class;
    }
}
