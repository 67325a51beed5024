package io.github.bsonrecords.examples.survey;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.SurveyReport;
import io.github.bsonrecords.examples.orders.Order;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonArray;
import org.bson.BsonDateTime;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * The report shown in docs/survey.md, produced here: 1,000 orders as another application stored them over
 * the years (an early version kept a reference the record has no component for, a few wrote the shipping
 * cost as a double, one importer wrote quantities as strings, lines carry a discount the record does not
 * map). The page must show exactly this report.
 */
class SurveyDocsExampleTest {

    static List<RawBsonDocument> storedOrders() {
        List<RawBsonDocument> orders = new ArrayList<>();
        BsonDocumentCodec codec = new BsonDocumentCodec();
        for (int i = 0; i < 1000; i++) {
            BsonDocument line = new BsonDocument("sku", new BsonString("SKU-" + (i % 40)))
                    .append("description", new BsonString("item " + (i % 40)))
                    .append("quantity", i % 250 == 7 ? new BsonString("2") : i % 10 == 0 ? new BsonInt64(3) : new BsonInt32(1))
                    .append("unitPrice", new BsonDecimal128(Decimal128.parse("19.90")));
            if (i % 4 == 0) {
                line.append("discount", new BsonDouble(0.1));
            }
            BsonDocument order = new BsonDocument("_id", new BsonObjectId(new ObjectId(String.format("%024x", i + 1))))
                    .append("orderNumber", new BsonString("A-" + (10_000 + i)))
                    .append("customer", new BsonDocument("name", new BsonString("Customer " + i))
                            .append("email", new BsonString("c" + i + "@example.com")))
                    .append("lines", new BsonArray(List.of(line)))
                    .append("status", new BsonString(i % 100 == 42 ? "ON_HOLD" : "PLACED"))
                    .append("shippingCost", i % 200 == 3 ? new BsonDouble(4.5) : new BsonDecimal128(Decimal128.parse("4.50")))
                    .append("placedAt", new BsonDateTime(1_700_000_000_000L + i * 60_000L));
            if (i < 300) {
                order.append("legacyRef", new BsonString("L" + i));
            }
            if (i % 3 == 0) {
                order.append("note", new BsonString("leave at the door"));
            }
            orders.add(new RawBsonDocument(order, codec));
        }
        return orders;
    }

    @Test
    void theDocumentationShowsThisReport() throws IOException {
        SurveyReport report = BsonRecords.survey(storedOrders(), Order.class);
        Path page = Path.of("..", "docs", "survey.md");
        String text = Files.readString(page);
        assertTrue(text.contains("```text\n" + report.toText() + "```\n"),
                () -> page + " should show the report as it is now:\n" + report.toText());
    }
}
