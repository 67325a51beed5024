package io.github.bsonrecords.examples.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.MongoClientSettings;
import com.mongodb.client.model.Aggregates;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.GeoPoint;
import io.github.bsonrecords.examples.model.Priority;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.regex.Pattern;
import org.bson.BsonBinary;
import org.bson.BsonDateTime;
import org.bson.BsonDocument;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * Each metamodel method renders the document of the driver's builder of the same name: for values
 * the driver's registry encodes as the codec does (strings, numbers, enums, records through the
 * generated codecs), given the same value; for the others, given the BSON value the codec writes.
 */
class MetamodelBuildersTest {
    private static final CodecRegistry REGISTRY = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());
    private static final String HEX = "65e1a3f0c2a4b81d2f9e7a01";
    private static final TicketLine LINE = new TicketLine("TONER", 2, new BigDecimal("19.99"));

    private static void assertSame(Bson driver, Bson metamodel) {
        assertEquals(driver.toBsonDocument(BsonDocument.class, REGISTRY), metamodel.toBsonDocument(BsonDocument.class, REGISTRY));
    }

    @Test
    void filters() {
        assertSame(Filters.eq("title", "Printer"), Ticket_.title.eq("Printer"));
        assertSame(Filters.eq("title", null), Ticket_.title.eq(null));
        assertSame(Filters.ne("effort", 1.5), Ticket_.effort.ne(1.5));
        assertSame(Filters.gt("effort", 1.5), Ticket_.effort.gt(1.5));
        assertSame(Filters.gte("reopened", 2), Ticket_.reopened.gte(2));
        assertSame(Filters.lt("prio", Priority.HIGH), Ticket_.priority.lt(Priority.HIGH));
        assertSame(Filters.lte("title", "Q"), Ticket_.title.lte("Q"));
        assertSame(Filters.in("prio", Priority.HIGH, Priority.URGENT), Ticket_.priority.in(Priority.HIGH, Priority.URGENT));
        assertSame(Filters.in("title", List.of("a", "b")), Ticket_.title.in(List.of("a", "b")));
        assertSame(Filters.nin("reopened", 0, 1), Ticket_.reopened.nin(0, 1));
        assertSame(Filters.nin("title", List.of("a")), Ticket_.title.nin(List.of("a")));
        assertSame(Filters.exists("note"), Ticket_.note.exists());
        assertSame(Filters.exists("note", false), Ticket_.note.exists(false));
        assertSame(Filters.regex("title", "^P"), Ticket_.title.regex("^P"));
        assertSame(Filters.regex("title", "^p", "i"), Ticket_.title.regex("^p", "i"));
        Pattern pattern = Pattern.compile("^p.*s$", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE);
        assertSame(Filters.regex("title", pattern), Ticket_.title.regex(pattern));
    }

    @Test
    void arrayFilters() {
        assertSame(Filters.eq("tags", "hardware"), Ticket_.tags.contains("hardware"));
        assertSame(Filters.eq("tags", List.of("a", "b")), Ticket_.tags.eq(List.of("a", "b")));
        assertSame(Filters.all("tags", "a", "b"), Ticket_.tags.all("a", "b"));
        assertSame(Filters.all("tags", List.of("a")), Ticket_.tags.all(List.of("a")));
        assertSame(Filters.size("tags", 3), Ticket_.tags.size(3));
        assertSame(Filters.elemMatch("lines", Filters.and(Filters.eq("sku", "TONER"), Filters.gt("quantity", 1))),
                Ticket_.lines.elemMatch(line -> Filters.and(line.sku.eq("TONER"), line.quantity.gt(1))));
        assertSame(Filters.elemMatch("tags", new BsonDocument("$regex", new BsonString("^h"))),
                Ticket_.tags.elemMatch(new BsonDocument("$regex", new BsonString("^h"))));
        assertSame(Filters.eq("lines", LINE), Ticket_.lines.contains(LINE));
        assertSame(Filters.eq("lines.sku", "TONER"), Ticket_.lines.sku.eq("TONER"));
    }

    @Test
    void valuesTheDriversRegistryEncodesDifferentlyOrNotAtAll() {
        assertSame(Filters.eq("_id", new BsonObjectId(new ObjectId(HEX))), Ticket_.id.eq(HEX));
        UUID uuid = UUID.fromString("3b241101-e2bb-4255-8caf-4136c566a962");
        assertSame(Filters.eq("requestId", new BsonBinary(uuid)), Ticket_.requestId.eq(uuid));
        assertSame(Filters.gt("grade", new BsonString("B")), Ticket_.grade.gt('B'));
        assertSame(Filters.lt("due", new BsonDateTime(1714521600000L)), Ticket_.dueDay.lt(LocalDate.of(2024, 5, 1)));
        Requester requester = new Requester("Ada", uuid, OptionalInt.of(3), new GeoPoint(1.0, 2.0));
        RawBsonDocument stored = BsonRecords.toRawBson(requester);
        assertSame(Filters.eq("requester", stored), Ticket_.requester.eq(requester));
        assertSame(Filters.eq("requester.floor", 3), Ticket_.requester.floor.eq(3));
    }

    @Test
    void updates() {
        assertSame(Updates.set("title", "x"), Ticket_.title.set("x"));
        assertSame(Updates.unset("note"), Ticket_.note.unset());
        assertSame(Updates.inc("reopened", 1), Ticket_.reopened.inc(1));
        assertSame(Updates.mul("effort", 2.0), Ticket_.effort.mul(2.0));
        assertSame(Updates.min("effort", 0.5), Ticket_.effort.min(0.5));
        assertSame(Updates.max("title", "m"), Ticket_.title.max("m"));
        assertSame(Updates.push("tags", "a"), Ticket_.tags.push("a"));
        assertSame(Updates.pushEach("tags", List.of("a", "b")), Ticket_.tags.pushEach(List.of("a", "b")));
        assertSame(Updates.addToSet("tags", "a"), Ticket_.tags.addToSet("a"));
        assertSame(Updates.addEachToSet("tags", List.of("a", "b")), Ticket_.tags.addEachToSet(List.of("a", "b")));
        assertSame(Updates.pull("tags", "a"), Ticket_.tags.pull("a"));
        assertSame(Updates.pullAll("tags", List.of("a", "b")), Ticket_.tags.pullAll(List.of("a", "b")));
        assertSame(Updates.push("lines", LINE), Ticket_.lines.push(LINE));
        assertSame(Updates.pullByFilter(new BsonDocument("lines", Filters.lte("quantity", 0).toBsonDocument())),
                Ticket_.lines.pullWhere(line -> line.quantity.lte(0)));
        assertSame(Updates.inc("counters.views", 1), Ticket_.counters.key("views").inc(1));
        assertSame(Updates.combine(Updates.set("title", "x"), Updates.inc("reopened", 1)),
                Updates.combine(Ticket_.title.set("x"), Ticket_.reopened.inc(1)));
    }

    @Test
    void positionalPaths() {
        assertSame(Updates.inc("lines.$.quantity", 1), Ticket_.lines.matched().quantity.inc(1));
        assertSame(Updates.set("lines.$[].sku", "A"), Ticket_.lines.each().sku.set("A"));
        assertSame(Updates.set("lines.$[line].sku", "A"), Ticket_.lines.filtered("line").sku.set("A"));
        assertSame(Filters.eq("line.sku", "A"), Ticket_.lines.arrayFilter("line").sku.eq("A"));
        assertSame(Updates.set("lines.2", LINE), Ticket_.lines.at(2).set(LINE));
        assertSame(Updates.set("tags.$", "x"), Ticket_.tags.matched().set("x"));
        assertSame(Updates.set("requester.desk.latitude", 1.0), Ticket_.requester.desk.latitude.set(1.0));
        assertThrows(IllegalArgumentException.class, () -> Ticket_.lines.filtered("Line"));
        assertThrows(IllegalArgumentException.class, () -> Ticket_.lines.filtered("a-b"));
        assertThrows(IllegalArgumentException.class, () -> Ticket_.lines.at(-1));
        assertThrows(IllegalArgumentException.class, () -> Ticket_.counters.key("a.b"));
        assertThrows(IllegalArgumentException.class, () -> Ticket_.counters.key("$inc"));
    }

    @Test
    void sortsIndexesAndProjections() {
        assertSame(Sorts.ascending("due"), Ticket_.dueDay.asc());
        assertSame(Sorts.descending("due"), Ticket_.dueDay.desc());
        assertSame(Sorts.orderBy(Sorts.ascending("prio"), Sorts.descending("effort")),
                Sorts.orderBy(Ticket_.priority.asc(), Ticket_.effort.desc()));
        assertSame(Indexes.ascending("title"), Ticket_.title.asc());
        assertSame(Indexes.descending("requester.accountId"), Ticket_.requester.accountId.desc());
        assertSame(Indexes.hashed("requestId"), Ticket_.requestId.hashedIndex());
        assertSame(Indexes.text("title"), Ticket_.title.textIndex());
        assertSame(Projections.include("_id", "title", "prio"), TicketSummary_.projection());
        assertSame(Projections.include("_id", "title", "requestId", "prio", "grade", "due", "requester", "lines", "tags",
                "counters", "reopened", "effort", "note"), Ticket_.projection());
    }

    @Test
    void composesWithTheDriversBuilders() {
        assertSame(Filters.and(Filters.gt("effort", 1.0), Filters.or(Filters.eq("prio", "HIGH"), Filters.size("tags", 0))),
                Filters.and(Ticket_.effort.gt(1.0), Filters.or(Ticket_.priority.eq(Priority.HIGH), Ticket_.tags.size(0))));
        assertSame(Filters.not(Filters.eq("title", "x")), Filters.not(Ticket_.title.eq("x")));
        assertSame(Aggregates.match(Filters.eq("title", "x")), Aggregates.match(Ticket_.title.eq("x")));
        assertSame(Aggregates.sort(Sorts.descending("effort")), Aggregates.sort(Ticket_.effort.desc()));
    }

    @Test
    void immutableValuesWithEqualityAndReadableToString() {
        List<String> titles = new ArrayList<>(List.of("a"));
        Bson in = Ticket_.title.in(titles);
        titles.add("b");
        assertSame(Filters.in("title", "a"), in);
        assertEquals(Ticket_.title.eq("x"), Ticket_.title.eq("x"));
        assertEquals(Ticket_.title.eq("x").hashCode(), Ticket_.title.eq("x").hashCode());
        assertNotEquals(Ticket_.title.eq("x"), Ticket_.title.eq("y"));
        assertNotEquals(Ticket_.title.eq("x"), Ticket_.title.ne("x"));
        assertEquals(Ticket_.dueDay.asc(), Ticket_.dueDay.asc());
        assertEquals("{\"grade\": {\"$gt\": \"B\"}}", Ticket_.grade.gt('B').toString());
        assertEquals("{\"_id\": {\"$oid\": \"" + HEX + "\"}}", Ticket_.id.eq(HEX).toString());
        BsonValue rendered = Ticket_.id.eq(HEX).toBsonDocument().get("_id");
        assertEquals(new BsonObjectId(new ObjectId(HEX)), rendered);
    }
}
