package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.usercodec.Money;
import io.github.bsonrecords.examples.usercodec.MoneyCodec;
import io.github.bsonrecords.examples.usercodec.PricedItem;
import java.math.BigDecimal;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.bson.RawBsonDocument;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Test;

/** The direct API's registry overloads reach the user's codecs for non-record components. */
class DirectApiRegistryTest {
    private static final CodecRegistry WITH_MONEY = BsonRecords.registry(
            CodecRegistries.fromCodecs(new MoneyCodec()), MongoClientSettings.getDefaultCodecRegistry());
    private static final PricedItem ITEM = new PricedItem("sku-1", new Money(new BigDecimal("12.50"), "EUR"),
            List.of(new Money(new BigDecimal("13"), "EUR"), new Money(new BigDecimal("11.99"), "USD")));

    @Test
    void withoutTheRegistryTheUserCodecIsNotFound() {
        CodecConfigurationException error = assertThrows(CodecConfigurationException.class, () -> BsonRecords.toBson(ITEM));
        assertTrue(error.getMessage().contains(Money.class.getName()), error.getMessage());
    }

    @Test
    void toBsonAndFromBsonUseTheUserCodec() {
        byte[] bson = BsonRecords.toBson(ITEM, WITH_MONEY);
        BsonDocument document = new RawBsonDocument(bson);
        assertEquals(new BsonString("12.50 EUR"), document.get("price"));
        assertEquals(new BsonString("11.99 USD"), document.getArray("history").get(1));
        assertEquals(ITEM, BsonRecords.fromBson(bson, PricedItem.class, WITH_MONEY));
    }

    @Test
    void rawFormsUseTheUserCodec() {
        RawBsonDocument raw = BsonRecords.toRawBson(ITEM, WITH_MONEY);
        assertEquals(ITEM, BsonRecords.fromBson(raw, PricedItem.class, WITH_MONEY));
    }

    @Test
    void theBytesAreThoseTheCodecWritesThroughAWriter() {
        byte[] direct = BsonRecords.toBson(ITEM, WITH_MONEY);
        byte[] viaWriter = BsonTestSupport.encode(WITH_MONEY.get(PricedItem.class), ITEM);
        assertArrayEquals(viaWriter, direct);
        assertEquals(ITEM, BsonTestSupport.decode(WITH_MONEY.get(PricedItem.class), direct));
    }

    @Test
    void aRegistryWithoutTheGeneratedCodecsFirstIsRefusedWithTheReason() {
        CodecRegistry driverFirst = CodecRegistries.fromRegistries(CodecRegistries.fromCodecs(new MoneyCodec()),
                MongoClientSettings.getDefaultCodecRegistry(), CodecRegistries.fromProviders(BsonRecords.codecProvider()));
        String message = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.toBson(ITEM, driverFirst)).getMessage();
        assertTrue(message.contains("The direct API needs the generated codec of " + PricedItem.class.getName()), message);
        assertTrue(message.contains("registered ahead of the generated codecs"), message);
    }
}
