package io.github.bsonrecords.examples.usercodec;

import java.math.BigDecimal;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/** Writes {@link Money} as a string "amount currency", so that only this codec can read it back. */
public final class MoneyCodec implements Codec<Money> {
    @Override
    public void encode(BsonWriter writer, Money value, EncoderContext context) {
        writer.writeString(value.amount().toPlainString() + " " + value.currency());
    }

    @Override
    public Money decode(BsonReader reader, DecoderContext context) {
        String[] parts = reader.readString().split(" ", 2);
        return new Money(new BigDecimal(parts[0]), parts[1]);
    }

    @Override
    public Class<Money> getEncoderClass() {
        return Money.class;
    }
}
