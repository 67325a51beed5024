package io.github.bsonrecords.examples.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Aggregates;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.EmbeddedMongo;
import io.github.bsonrecords.examples.model.GeoPoint;
import io.github.bsonrecords.examples.model.Priority;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.bson.BsonDocument;
import org.bson.Document;
import org.bson.UuidRepresentation;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every generated filter, update, sort, index key and projection through {@code MongoClient}
 * against the embedded mongo-java-server: the documents each matches or changes. Where a
 * string-keyed driver filter gets a component wrong (the value's encoding, the field's name, or
 * the Java type it accepts), the test shows that one too.
 */
class MetamodelEndToEndTest {
    private static final AtomicInteger DATABASE_NUMBER = new AtomicInteger();
    private static final String ID_1 = "65e1a3f0c2a4b81d2f9e7a01";
    private static final String ID_2 = "65e1a3f0c2a4b81d2f9e7a02";
    private static final String ID_3 = "65e1a3f0c2a4b81d2f9e7a03";
    private static final String ID_4 = "65e1a3f0c2a4b81d2f9e7a04";
    private static final UUID REQUEST_2 = UUID.fromString("3b241101-e2bb-4255-8caf-4136c566a962");
    private static final UUID ACCOUNT_2 = UUID.fromString("00000000-0000-4000-8000-0000000000a2");
    private static final LocalDate MAY_1 = LocalDate.of(2024, 5, 1);
    private static final Requester ADA = new Requester("Ada", UUID.fromString("00000000-0000-4000-8000-0000000000a1"),
            OptionalInt.of(3), new GeoPoint(52.37, 4.90));
    private static final TicketLine TONER_2 = new TicketLine("TONER", 2, new BigDecimal("19.99"));

    private static EmbeddedMongo mongo;
    private static MongoClient client;

    private MongoCollection<Ticket> tickets;
    private MongoDatabase database;

    @BeforeAll
    static void startServer() {
        mongo = EmbeddedMongo.start(BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry()));
        client = mongo.client();
    }

    @AfterAll
    static void stopServer() {
        mongo.close();
    }

    @BeforeEach
    void insertTickets() {
        database = client.getDatabase("metamodel_" + DATABASE_NUMBER.incrementAndGet());
        tickets = database.getCollection("tickets", Ticket.class);
        tickets.insertMany(List.of(
                new Ticket(ID_1, "Printer jams", UUID.fromString("3b241101-e2bb-4255-8caf-4136c566a961"), Priority.HIGH,
                        'A', MAY_1, ADA, List.of(TONER_2, new TicketLine("PAPER", 5, new BigDecimal("4.50"))),
                        List.of("printer", "hardware"), Map.of("views", 3), 0, 1.5, Optional.of("call first")),
                new Ticket(ID_2, "VPN drops", REQUEST_2, Priority.URGENT, 'B', MAY_1.plusDays(1),
                        new Requester("Grace", ACCOUNT_2, OptionalInt.empty(), new GeoPoint(40.71, -74.0)),
                        List.of(new TicketLine("VPN-LIC", 1, new BigDecimal("99.00"))), List.of("network"),
                        Map.of("views", 10), 2, 4.0, Optional.empty()),
                new Ticket(ID_3, "Monitor flickers", UUID.fromString("3b241101-e2bb-4255-8caf-4136c566a963"),
                        Priority.LOW, 'C', MAY_1.plusDays(2),
                        new Requester("Edsger", UUID.fromString("00000000-0000-4000-8000-0000000000a3"), OptionalInt.of(1),
                                new GeoPoint(51.44, 5.48)),
                        List.of(new TicketLine("CABLE", 1, new BigDecimal("9.99")), new TicketLine("TONER", 1,
                                new BigDecimal("19.99"))),
                        List.of("hardware", "monitor"), Map.of(), 1, 0.5, Optional.of("spare in stock")),
                new Ticket(ID_4, "Password reset", UUID.fromString("3b241101-e2bb-4255-8caf-4136c566a964"),
                        Priority.NORMAL, 'B', MAY_1, null, List.of(), List.of(), Map.of("views", 1), 0, 0.25,
                        Optional.empty())));
    }

    private Set<String> titles(Bson filter) {
        return tickets.find(filter).map(Ticket::title).into(new TreeSet<>());
    }

    private Ticket ticket(String id) {
        return tickets.find(Ticket_.id.eq(id)).first();
    }

    @Test
    void comparisons() {
        assertEquals(Set.of("Printer jams", "Password reset"), titles(Ticket_.reopened.eq(0)));
        assertEquals(Set.of("VPN drops", "Monitor flickers"), titles(Ticket_.reopened.ne(0)));
        assertEquals(Set.of("VPN drops"), titles(Ticket_.effort.gt(1.5)));
        assertEquals(Set.of("Printer jams", "VPN drops"), titles(Ticket_.effort.gte(1.5)));
        assertEquals(Set.of("Password reset"), titles(Ticket_.effort.lt(0.5)));
        assertEquals(Set.of("Monitor flickers", "Password reset"), titles(Ticket_.effort.lte(0.5)));
        assertEquals(Set.of("VPN drops", "Monitor flickers"), titles(Ticket_.dueDay.gt(MAY_1)));
        assertEquals(Set.of("Printer jams", "VPN drops"), titles(Ticket_.priority.in(Priority.HIGH, Priority.URGENT)));
        assertEquals(Set.of("Monitor flickers", "Password reset"),
                titles(Ticket_.priority.nin(List.of(Priority.HIGH, Priority.URGENT))));
        assertEquals(Set.of("Printer jams", "Monitor flickers"), titles(Ticket_.note.exists()));
        assertEquals(Set.of("VPN drops", "Password reset"), titles(Ticket_.note.exists(false)));
        assertEquals(Set.of("Password reset"), titles(Ticket_.requester.eq(null)));
        assertEquals(Set.of("Printer jams", "Monitor flickers"),
                titles(Filters.and(Ticket_.effort.gt(0.25), Ticket_.grade.ne('B'))));
        assertEquals(Set.of("Printer jams", "VPN drops", "Password reset"),
                titles(Filters.or(Ticket_.grade.lt('C'), Ticket_.title.eq("VPN drops"))));
    }

    @Test
    void regularExpressions() {
        assertEquals(Set.of("Printer jams", "Password reset"), titles(Ticket_.title.regex("^P")));
        assertEquals(Set.of("Monitor flickers"), titles(Ticket_.title.regex("monitor", "i")));
        assertEquals(Set.of("VPN drops"), titles(Ticket_.title.regex(Pattern.compile("^vpn", Pattern.CASE_INSENSITIVE))));
    }

    @Test
    void arrays() {
        assertEquals(Set.of("Printer jams", "Monitor flickers"), titles(Ticket_.tags.contains("hardware")));
        assertEquals(Set.of("Monitor flickers"), titles(Ticket_.tags.all("monitor", "hardware")));
        assertEquals(Set.of("Password reset"), titles(Ticket_.tags.size(0)));
        assertEquals(Set.of("VPN drops"), titles(Ticket_.tags.eq(List.of("network"))));
        assertEquals(Set.of("Printer jams", "Monitor flickers"), titles(Ticket_.lines.sku.eq("TONER")));
        assertEquals(Set.of("Printer jams"), titles(Ticket_.lines.contains(TONER_2)));
        // one element meets both conditions in Printer jams only; across elements, Monitor flickers does too
        assertEquals(Set.of("Printer jams"),
                titles(Ticket_.lines.elemMatch(line -> Filters.and(line.sku.eq("TONER"), line.quantity.gt(1)))));
        // on an array, $ne means no element equals it
        assertEquals(Set.of("VPN drops", "Monitor flickers"),
                titles(Filters.and(Ticket_.lines.sku.ne("PAPER"), Ticket_.lines.quantity.gt(0))));
        assertEquals(Set.of("Printer jams", "VPN drops"), titles(Ticket_.counters.key("views").gt(2)));
        assertEquals(Set.of("VPN drops"), titles(Ticket_.lines.at(0).price.gte(new BigDecimal("50"))));
    }

    @Test
    void nestedRecordsByDottedPath() {
        assertEquals("requester.desk.latitude", Ticket_.requester.desk.latitude.path());
        assertEquals(Set.of("Printer jams", "Monitor flickers"), titles(Ticket_.requester.desk.latitude.gt(50.0)));
        assertEquals(Set.of("VPN drops"), titles(Ticket_.requester.accountId.eq(ACCOUNT_2)));
        assertEquals(Set.of("Printer jams", "Monitor flickers"), titles(Ticket_.requester.floor.exists()));
        assertEquals(Set.of("Printer jams"), titles(Ticket_.requester.desk.eq(ADA.desk())));
    }

    /** {@code @BsonRepresentation(OBJECT_ID) String}: stored as an ObjectId; the string-keyed filter sends a string. */
    @Test
    void objectIdHeldAsAString() {
        assertEquals(Set.of("VPN drops"), titles(Ticket_.id.eq(ID_2)));
        assertEquals(Set.of("Printer jams", "Monitor flickers"), titles(Ticket_.id.in(ID_1, ID_3)));
        assertEquals(Set.of(), titles(Filters.eq("_id", ID_2)), "a string never equals the stored ObjectId");
    }

    /** {@code UUID}: stored as binary subtype 4 whatever the registry says; the driver needs a representation. */
    @Test
    void uuid() {
        assertEquals(Set.of("VPN drops"), titles(Ticket_.requestId.eq(REQUEST_2)));
        assertThrows(CodecConfigurationException.class, () -> titles(Filters.eq("requestId", REQUEST_2)),
                "the driver's default registry has no UUID representation");
        // a client set up for a legacy database sends subtype 3, which never equals what the codec stored
        try (MongoClient legacy = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(mongo.connectionString()))
                .codecRegistry(BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry()))
                .uuidRepresentation(UuidRepresentation.JAVA_LEGACY)
                .build())) {
            tickets = legacy.getDatabase(database.getName()).getCollection("tickets", Ticket.class);
            assertEquals(Set.of(), titles(Filters.eq("requestId", REQUEST_2)));
            assertEquals(Set.of("VPN drops"), titles(Ticket_.requestId.eq(REQUEST_2)));
            assertEquals(Set.of("VPN drops"), titles(Ticket_.requester.accountId.eq(ACCOUNT_2)));
        }
    }

    /** An enum under a renamed field: the string-keyed filter repeats the Java name, which is not the BSON one. */
    @Test
    void renamedEnum() {
        assertEquals(Set.of("VPN drops"), titles(Ticket_.priority.eq(Priority.URGENT)));
        assertEquals("prio", Ticket_.PRIORITY);
        assertEquals(Set.of(), titles(Filters.eq("priority", Priority.URGENT)));
    }

    /** {@code char}: a one-character string; char arithmetic is an int, which the string-keyed filter accepts. */
    @Test
    void character() {
        char a = 'A';
        assertEquals(Set.of("VPN drops", "Password reset"), titles(Ticket_.grade.eq((char) (a + 1))));
        // Ticket_.grade.eq(a + 1) does not compile: an int is not a Character
        assertEquals(Set.of(), titles(Filters.eq("grade", a + 1)), "int32 66 is not the string \"B\"");
    }

    /** {@code LocalDate}: midnight UTC; a day turned into a {@code Date} at local midnight is another instant. */
    @Test
    void localDate() {
        assertEquals(Set.of("Printer jams", "Password reset"), titles(Ticket_.dueDay.eq(MAY_1)));
        Date localMidnight = Date.from(MAY_1.atStartOfDay(ZoneId.of("Europe/Amsterdam")).toInstant());
        assertEquals(Set.of(), titles(Filters.eq("due", localMidnight)));
        assertEquals(Set.of(), titles(Filters.eq("dueDay", MAY_1)), "the field is named due");
    }

    /**
     * A nested record whose components the driver's reflective {@code RecordCodec} cannot encode
     * ({@code OptionalInt}, a {@code UUID} without a representation): the metamodel writes it with the
     * generated codec whatever registry the collection has.
     */
    @Test
    void nestedRecord() {
        assertEquals(Set.of("Printer jams"), titles(Ticket_.requester.eq(ADA)));
        MongoCollection<Document> documents = database.getCollection("tickets")
                .withCodecRegistry(MongoClientSettings.getDefaultCodecRegistry());
        assertThrows(CodecConfigurationException.class,
                () -> documents.find(Filters.eq("requester", ADA)).first());
        assertEquals(ID_1, documents.find(Ticket_.requester.eq(ADA)).first().getObjectId("_id").toHexString());
    }

    @Test
    void setUnsetMinMax() {
        tickets.updateOne(Ticket_.id.eq(ID_4), Updates.combine(Ticket_.priority.set(Priority.HIGH),
                Ticket_.note.set("done"), Ticket_.requester.set(ADA), Ticket_.dueDay.max(MAY_1.plusDays(9)),
                Ticket_.effort.min(0.1)));
        Ticket updated = ticket(ID_4);
        assertEquals(Priority.HIGH, updated.priority());
        assertEquals(Optional.of("done"), updated.note());
        assertEquals(ADA, updated.requester());
        assertEquals(MAY_1.plusDays(9), updated.dueDay());
        assertEquals(0.1, updated.effort());

        tickets.updateOne(Ticket_.id.eq(ID_4), Updates.combine(Ticket_.requester.unset(), Ticket_.note.unset(),
                Ticket_.dueDay.max(MAY_1), Ticket_.effort.min(2.0)));
        updated = ticket(ID_4);
        assertEquals(null, updated.requester());
        assertEquals(Optional.empty(), updated.note());
        assertEquals(MAY_1.plusDays(9), updated.dueDay(), "$max keeps the later day");
        assertEquals(0.1, updated.effort(), "$min keeps the smaller effort");

        tickets.updateOne(Ticket_.id.eq(ID_1), Ticket_.requester.name.set("Ada L."));
        assertEquals("Ada L.", ticket(ID_1).requester().name());
    }

    @Test
    void arithmetic() {
        tickets.updateMany(Ticket_.tags.contains("hardware"), Updates.combine(Ticket_.reopened.inc(1),
                Ticket_.effort.mul(2.0), Ticket_.counters.key("views").inc(5)));
        assertEquals(1, ticket(ID_1).reopened());
        assertEquals(3.0, ticket(ID_1).effort());
        assertEquals(Map.of("views", 8), ticket(ID_1).counters());
        assertEquals(2, ticket(ID_3).reopened());
        assertEquals(Map.of("views", 5), ticket(ID_3).counters());
        assertEquals(2, ticket(ID_2).reopened(), "not matched");
    }

    @Test
    void arrayUpdates() {
        tickets.updateOne(Ticket_.id.eq(ID_2), Ticket_.tags.push("vpn"));
        tickets.updateOne(Ticket_.id.eq(ID_2), Ticket_.tags.addToSet("network"));
        assertEquals(List.of("network", "vpn"), ticket(ID_2).tags());
        tickets.updateOne(Ticket_.id.eq(ID_2), Ticket_.tags.pushEach(List.of("remote", "vpn")));
        assertEquals(List.of("network", "vpn", "remote", "vpn"), ticket(ID_2).tags());
        tickets.updateOne(Ticket_.id.eq(ID_2), Ticket_.tags.pull("vpn"));
        assertEquals(List.of("network", "remote"), ticket(ID_2).tags());
        tickets.updateOne(Ticket_.id.eq(ID_2), Ticket_.tags.addEachToSet(List.of("remote", "urgent")));
        assertEquals(List.of("network", "remote", "urgent"), ticket(ID_2).tags());
        tickets.updateOne(Ticket_.id.eq(ID_2), Ticket_.tags.pullAll(List.of("network", "urgent")));
        assertEquals(List.of("remote"), ticket(ID_2).tags());

        TicketLine cable = new TicketLine("CABLE", 3, new BigDecimal("9.99"));
        tickets.updateOne(Ticket_.id.eq(ID_1), Ticket_.lines.push(cable));
        assertEquals(List.of(TONER_2, new TicketLine("PAPER", 5, new BigDecimal("4.50")), cable), ticket(ID_1).lines());
        tickets.updateOne(Ticket_.id.eq(ID_1), Ticket_.lines.pull(TONER_2));
        assertEquals(List.of("PAPER", "CABLE"), skus(ID_1));
        tickets.updateOne(Ticket_.id.eq(ID_1), Ticket_.lines.pullWhere(line -> line.quantity.gt(4)));
        assertEquals(List.of(cable), ticket(ID_1).lines());
    }

    private List<String> skus(String id) {
        return ticket(id).lines().stream().map(TicketLine::sku).toList();
    }

    @Test
    void positionalUpdates() {
        // $: the element the filter matched
        tickets.updateOne(Filters.and(Ticket_.id.eq(ID_3), Ticket_.lines.sku.eq("TONER")),
                Ticket_.lines.matched().quantity.inc(10));
        assertEquals(List.of(1, 11), ticket(ID_3).lines().stream().map(TicketLine::quantity).toList());
        // $[]: every element
        tickets.updateOne(Ticket_.id.eq(ID_1), Ticket_.lines.each().price.set(new BigDecimal("1.00")));
        assertEquals(List.of(new BigDecimal("1.00"), new BigDecimal("1.00")),
                ticket(ID_1).lines().stream().map(TicketLine::price).toList());
        // $[line]: the elements an array filter selects
        tickets.updateOne(Ticket_.id.eq(ID_1), Ticket_.lines.filtered("line").quantity.set(0),
                new UpdateOptions().arrayFilters(List.of(Ticket_.lines.arrayFilter("line").sku.eq("PAPER"))));
        assertEquals(List.of(2, 0), ticket(ID_1).lines().stream().map(TicketLine::quantity).toList());
        // an element by index, and the matched element of a scalar array
        tickets.updateOne(Ticket_.id.eq(ID_1), Ticket_.lines.at(1).sku.set("A4"));
        assertEquals(List.of("TONER", "A4"), skus(ID_1));
        tickets.updateOne(Filters.and(Ticket_.id.eq(ID_3), Ticket_.tags.contains("monitor")),
                Ticket_.tags.matched().set("display"));
        assertEquals(List.of("hardware", "display"), ticket(ID_3).tags());
    }

    @Test
    void sorts() {
        assertEquals(List.of("VPN drops", "Printer jams", "Monitor flickers", "Password reset"),
                tickets.find().sort(Ticket_.effort.desc()).map(Ticket::title).into(new ArrayList<>()));
        assertEquals(List.of("Printer jams", "Password reset", "VPN drops", "Monitor flickers"),
                tickets.find().sort(Sorts.orderBy(Ticket_.dueDay.asc(), Ticket_.title.desc()))
                        .map(Ticket::title).into(new ArrayList<>()));
        assertEquals(List.of("Password reset", "Printer jams", "VPN drops", "Monitor flickers"),
                tickets.find().sort(Sorts.orderBy(Ticket_.dueDay.asc(), Ticket_.title.asc()))
                        .map(Ticket::title).into(new ArrayList<>()));
    }

    @Test
    void indexKeys() {
        tickets.createIndex(Ticket_.title.asc());
        tickets.createIndex(Indexes.compoundIndex(Ticket_.priority.asc(), Ticket_.dueDay.desc()));
        tickets.createIndex(Ticket_.requester.accountId.desc());
        List<BsonDocument> keys = tickets.listIndexes(BsonDocument.class).map(index -> index.getDocument("key"))
                .into(new ArrayList<>());
        assertTrue(keys.contains(BsonDocument.parse("{title: 1}")), keys::toString);
        assertTrue(keys.contains(BsonDocument.parse("{prio: 1, due: -1}")), keys::toString);
        assertTrue(keys.contains(BsonDocument.parse("{'requester.accountId': -1}")), keys::toString);
    }

    @Test
    void projectionFetchesOnlyWhatTheRecordReads() {
        MongoCollection<Document> documents = database.getCollection("tickets");
        for (Document document : documents.find().projection(TicketSummary_.projection())) {
            assertEquals(Set.of("_id", "title", "prio"), document.keySet());
        }
        List<TicketSummary> summaries = database.getCollection("tickets", TicketSummary.class).find()
                .projection(TicketSummary_.projection()).sort(TicketSummary_.title.asc()).into(new ArrayList<>());
        assertEquals(new TicketSummary(ID_3, "Monitor flickers", Priority.LOW), summaries.get(0));
        assertEquals(4, summaries.size());
    }

    @Test
    void aggregationMatch() {
        List<Document> hardware = database.getCollection("tickets")
                .aggregate(List.of(Aggregates.match(Ticket_.tags.contains("hardware")),
                        Aggregates.sort(Ticket_.title.asc())))
                .into(new ArrayList<>());
        assertEquals(List.of("Monitor flickers", "Printer jams"), hardware.stream().map(d -> d.getString("title")).toList());
    }
}
