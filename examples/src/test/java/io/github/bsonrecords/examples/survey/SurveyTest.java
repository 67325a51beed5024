package io.github.bsonrecords.examples.survey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.SurveyReport;
import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.SurveyReport.PathReport;
import io.github.bsonrecords.SurveyReport.Reading;
import io.github.bsonrecords.SurveyReport.TypeCount;
import io.github.bsonrecords.examples.ValidatedEmail;
import io.github.bsonrecords.examples.extras.CustomerView;
import io.github.bsonrecords.examples.hierarchy.Drawing;
import io.github.bsonrecords.examples.hierarchy.Shape;
import io.github.bsonrecords.examples.model.Chain;
import io.github.bsonrecords.examples.schema.CustomerProfile;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/** What {@code BsonRecords.survey} reports, case by case, on documents built here. */
class SurveyTest {

    static RawBsonDocument raw(BsonDocument document) {
        return new RawBsonDocument(document, new BsonDocumentCodec());
    }

    static RawBsonDocument raw(String json) {
        return RawBsonDocument.parse(json);
    }

    static BsonDocument shipment(String id) {
        return BsonDocument.parse("{_id: '" + id + "', carrier: 'ups', weightGrams: {$numberLong: '1200'}, note: 'fragile',"
                + " parcels: [{sku: 'a-1', quantity: 2, price: 9.5}, {sku: 'b-2', quantity: 1, price: 20.0}],"
                + " tiers: {gold: {name: 'Gold', limits: [1, 2]}, silver: {name: 'Silver', limits: []}},"
                + " destination: {label: 'home', place: {city: 'Lyon', zone: 3}}, v: 2}");
    }

    static PathReport path(SurveyReport report, String path) {
        return report.paths().stream().filter(p -> p.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError("no path " + path + " in\n" + report.toText()));
    }

    static Map<String, Long> types(PathReport path) {
        return path.types().stream().collect(Collectors.toMap(TypeCount::type, TypeCount::count));
    }

    static Reading reading(PathReport path, String type) {
        return path.types().stream().filter(t -> t.type().equals(type)).findFirst().orElseThrow().reading();
    }

    @Test
    void documentsTheRecordReadsAsWrittenAreAllReadableWithEveryPathMapped() {
        List<RawBsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            documents.add(raw(shipment("s" + i)));
        }
        SurveyReport report = BsonRecords.survey(documents, Shipment.class);

        assertEquals(Shipment.class.getName(), report.record());
        assertEquals(10, report.documents());
        assertEquals(10, report.readable());
        assertEquals(List.of(), report.failures());
        assertEquals(List.of(), report.paths(Mapping.UNMAPPED_LOST));
        assertEquals(List.of("_id", "carrier", "weightGrams", "note", "parcels", "parcels[]", "parcels[].sku",
                        "parcels[].quantity", "parcels[].price", "tiers", "tiers.<key>", "tiers.<key>.name",
                        "tiers.<key>.limits", "tiers.<key>.limits[]", "destination", "destination.label",
                        "destination.place", "destination.place.city", "destination.place.zone", "v"),
                report.paths().stream().map(PathReport::path).toList());
        assertEquals(Map.of("string", 20L), types(path(report, "parcels[].sku")));
        assertEquals(Map.of("int32", 20L), types(path(report, "tiers.<key>.limits[]")));
        assertEquals(Map.of("int32", 10L), types(path(report, "destination.place.zone")));
        assertEquals("zone", path(report, "destination.place.zone").component());
        report.paths().forEach(p -> p.types().forEach(t -> assertEquals(Reading.AS_WRITTEN, t.reading(), p.path())));
    }

    @Test
    void failuresAreGroupedByPathAndKindWithTheirIdsAndTheMessageDecodingThrows() {
        List<RawBsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            BsonDocument document = shipment("bad" + i);
            document.getArray("parcels").get(1).asDocument().put("quantity", new BsonString("two"));
            documents.add(raw(document));
        }
        documents.add(raw(shipment("good")));
        BsonDocument noCarrier = shipment("no-carrier");
        noCarrier.remove("carrier");
        documents.add(raw(noCarrier));
        BsonDocument tooFar = shipment("far");
        tooFar.getDocument("destination").getDocument("place").put("zone", new BsonInt32(70_000));
        documents.add(raw(tooFar));
        BsonDocument nullVersion = shipment("null-v");
        nullVersion.put("v", BsonNull.VALUE);
        documents.add(raw(nullVersion));
        BsonDocument lossy = shipment("lossy");
        lossy.getDocument("tiers").getDocument("gold").getArray("limits").set(0, new BsonDouble(1.5));
        documents.add(raw(lossy));

        SurveyReport report = BsonRecords.survey(documents, Shipment.class);

        assertEquals(13, report.documents());
        assertEquals(2, report.readable());
        SurveyReport.Failure wrongType = report.failures().get(0);
        assertEquals("parcels[].quantity", wrongType.path());
        assertEquals(Kind.WRONG_TYPE, wrongType.kind());
        assertEquals(8, wrongType.count());
        assertEquals(List.of("bad0", "bad1", "bad2", "bad3", "bad4"),
                wrongType.sampleIds().stream().map(id -> id.asString().getValue()).toList());
        assertTrue(wrongType.example().contains("at parcels[1].quantity"), wrongType.example());
        assertEquals(List.of("destination.place.zone OUT_OF_RANGE", "v NULL_ON_PRIMITIVE", "tiers.<key>.limits[] OUT_OF_RANGE"),
                report.failures().subList(1, 4).stream().map(f -> f.path() + " " + f.kind()).toList());
        assertEquals(Reading.REFUSED, reading(path(report, "parcels[].quantity"), "string"));
        assertEquals(Reading.WIDENED, reading(path(report, "tiers.<key>.limits[]"), "double"));
        assertEquals(Reading.REFUSED, reading(path(report, "v"), "null"));
    }

    @Test
    void componentsAbsentFromDocumentsSayWhatTheRecordGets() {
        BsonDocument sparse = BsonDocument.parse("{carrier: 'dhl', parcels: [{sku: 'x'}]}");
        SurveyReport report = BsonRecords.survey(List.of(raw(sparse), raw(shipment("full"))), Shipment.class);

        assertEquals(2, report.readable());
        assertEquals(List.of("_id 1 null", "weightGrams 1 zero", "note 1 empty", "parcels[].quantity 1 zero", "parcels[].price 1 zero",
                        "tiers 1 null", "destination 1 null", "v 1 zero"),
                report.paths().stream().filter(p -> p.absent() > 0)
                        .map(p -> p.path() + " " + p.absent() + " " + p.whenAbsent()).toList());
        assertEquals(2, path(report, "carrier").present());
        assertEquals("null", path(report, "carrier").whenAbsent());
    }

    @Test
    void absentPrimitivesUnderMissingPrimitivesFailFailWithTheirPath() {
        BsonDocument profile = BsonDocument.parse("{_id: 'c1', full_name: 'Ada', loyalty_score: 1.0,"
                + " member_since: {$date: '2020-01-01T00:00:00Z'}}");
        SurveyReport report = BsonRecords.survey(List.of(raw(profile)), CustomerProfile.class);

        assertEquals(0, report.readable());
        assertEquals(Kind.MISSING_REQUIRED, report.failures().get(0).kind());
        assertEquals("active", report.failures().get(0).path());
        assertEquals("fails", path(report, "active").whenAbsent());
        assertEquals("fails", path(report, "member_since").whenAbsent());
        assertEquals("empty", path(report, "nickname").whenAbsent());
    }

    @Test
    void storedFieldsTheRecordDoesNotMapAreLostByAReplaceUnlessItKeepsThem() {
        BsonDocument extra = shipment("x");
        extra.put("legacyCode", new BsonString("L-1"));
        extra.getArray("parcels").get(0).asDocument().put("weight", new BsonInt64(3));
        SurveyReport shipments = BsonRecords.survey(List.of(raw(extra), raw(extra)), Shipment.class);
        assertEquals(List.of("parcels[].weight 2", "legacyCode 2"), shipments.paths(Mapping.UNMAPPED_LOST).stream()
                .map(p -> p.path() + " " + p.present()).toList());
        assertEquals(Map.of("int64", 2L), types(path(shipments, "parcels[].weight")));
        assertEquals(Reading.UNKNOWN, reading(path(shipments, "legacyCode"), "string"));

        BsonDocument customer = new BsonDocument("_id", new BsonObjectId(new ObjectId())).append("name", new BsonString("Ada"))
                .append("visits", new BsonInt32(3)).append("tier", new BsonString("gold"));
        SurveyReport customers = BsonRecords.survey(List.of(raw(customer)), CustomerView.class);
        assertEquals(List.of(), customers.paths(Mapping.UNMAPPED_LOST));
        assertEquals(List.of("tier"), customers.paths(Mapping.UNMAPPED_KEPT).stream().map(PathReport::path).toList());
        assertTrue(customers.toText().contains("kept by @BsonExtraElements"), customers.toText());
    }

    @Test
    void sealedHierarchiesAreCountedPerDiscriminatorValueAtAnyDepth() {
        BsonDocument drawing = BsonDocument.parse("{title: 't', background: {_t: 'square', side: 2.0},"
                + " shapes: [{_t: 'circle', radius: 1.0, label: 'a'}, {_t: 'circle', radius: 2}, {_t: 'square', side: 1.0, extra: 1}],"
                + " byName: {one: {_t: 'circle', radius: 3.0}}}");
        SurveyReport report = BsonRecords.survey(List.of(raw(drawing)), Drawing.class);

        assertEquals(1, report.readable(), report.toText());
        assertEquals(2, path(report, "shapes[](circle)").present());
        assertEquals(Mapping.VARIANT, path(report, "shapes[](circle)").mapping());
        assertEquals(Map.of("double", 1L, "int32", 1L), types(path(report, "shapes[](circle).radius")));
        assertEquals(Reading.WIDENED, reading(path(report, "shapes[](circle).radius"), "int32"));
        assertEquals(Mapping.DISCRIMINATOR, path(report, "shapes[](circle)._t").mapping());
        assertEquals(1, path(report, "shapes[](square).extra").present());
        assertEquals(Mapping.UNMAPPED_LOST, path(report, "shapes[](square).extra").mapping());
        assertEquals(1, path(report, "byName.<key>(circle).radius").present());
        assertEquals(1, path(report, "background(square).side").present());

        SurveyReport shapes = BsonRecords.survey(List.of(raw("{_t: 'circle', radius: 1.0}"), raw("{_t: 'hexagon'}")),
                Shape.class);
        assertEquals(1, shapes.readable());
        assertEquals(Kind.DISCRIMINATOR, shapes.failures().get(0).kind());
        assertEquals(1, path(shapes, "(circle)").present());
    }

    @Test
    void aConstructorThatRefusesTheValuesIsReportedAsSuch() {
        SurveyReport report = BsonRecords.survey(List.of(raw("{_id: 1, address: 'nobody'}"), raw("{_id: 2, address: 'a@b'}")),
                ValidatedEmail.class);
        assertEquals(1, report.readable());
        assertEquals(Kind.CONSTRUCTOR_REFUSED, report.failures().get(0).kind());
        assertEquals("", report.failures().get(0).path());
        // the record has no _id component, and a replace keeps the stored one: not lost
        assertEquals(Mapping.ID_KEPT, path(report, "_id").mapping());
        assertEquals(List.of(), report.paths(Mapping.UNMAPPED_LOST));
    }

    @Test
    void malformedBytesAreAReportedOutcome() {
        ByteBuffer buffer = raw(shipment("m")).getByteBuffer().asNIO();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        byte[] truncatedInside = bytes.clone();
        truncatedInside[4] = 0x7E; // an unknown BSON type for the first field
        byte[] wrongSize = Arrays.copyOf(bytes, bytes.length + 3);
        SurveyReport report = BsonRecords.survey(List.of(new RawBsonDocument(truncatedInside),
                new RawBsonDocument(wrongSize, 0, wrongSize.length), new RawBsonDocument(bytes)), Shipment.class);

        assertEquals(3, report.documents());
        assertEquals(1, report.readable(), report.toText());
        assertEquals(2, report.failures().stream().filter(f -> f.kind() == Kind.MALFORMED).mapToLong(SurveyReport.Failure::count).sum(),
                report.toText());
    }

    @Test
    void documentsNestedPastDecodingsLimitAreReportedAndWalkedToABoundedDepth() {
        // built by hand: the driver's writer stops at 1,024 levels
        byte[] deep = {5, 0, 0, 0, 0};
        for (int level = 1; level < 3_000; level++) {
            ByteBuffer next = ByteBuffer.allocate(4 + 7 + 6 + deep.length + 1).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            next.putInt(next.capacity()).put(new byte[] {0x10, 'n', 0}).putInt(level)
                    .put(new byte[] {0x03, 'n', 'e', 'x', 't', 0}).put(deep).put((byte) 0);
            deep = next.array();
        }
        SurveyReport report = BsonRecords.survey(List.of(new RawBsonDocument(deep)), Chain.class);

        assertEquals(0, report.readable());
        assertEquals(Kind.TOO_DEEP, report.failures().get(0).kind());
        assertTrue(report.paths().stream().mapToInt(p -> p.path().length()).max().orElseThrow() < 256 * 5 + 10);
    }

    @Test
    void manyDistinctNamesAndMapKeysKeepThePathTableBounded() {
        List<RawBsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            BsonDocument document = shipment("d" + i);
            document.put("unmapped" + i, new BsonInt32(i));
            document.getDocument("tiers").put("key" + i, BsonDocument.parse("{name: 'n', limits: [1]}"));
            documents.add(raw(document));
        }
        SurveyReport report = BsonRecords.survey(documents, Shipment.class);

        assertEquals(5_000, report.readable());
        assertTrue(report.paths().size() <= 2_000, "paths: " + report.paths().size());
        assertEquals(15_000, path(report, "tiers.<key>").present());
        assertTrue(report.untrackedPaths() > 0);
        assertTrue(report.toText().contains("not counted by path"), report.toText());
    }

    @Test
    void theReportReadsAsTextAndAsADocument() {
        BsonDocument extra = shipment("x");
        extra.put("legacyCode", new BsonString("L-1"));
        extra.put("weightGrams", new BsonString("heavy"));
        SurveyReport report = BsonRecords.survey(List.of(raw(extra), raw(shipment("y"))), Shipment.class);

        String text = report.toText();
        assertEquals(text, report.toString());
        assertTrue(text.startsWith("Survey of " + Shipment.class.getName() + ": 2 documents, 1 readable, 1 failing to decode\n"),
                text);
        assertTrue(text.contains("  weightGrams  WRONG_TYPE          1  _id \"x\"\n"), text);
        assertTrue(text.contains("lost by a replace"), text);
        assertTrue(text.contains("  weightGrams             string 1 (refused), int64 1\n"), text);

        BsonDocument document = report.toBsonDocument();
        assertEquals(new BsonInt64(1), document.get("failed"));
        assertEquals(new BsonString("WRONG_TYPE"), document.getArray("failures").get(0).asDocument().get("kind"));
        assertEquals(document.toJson(), BsonDocument.parse(report.toJson()).toJson());
        BsonArray paths = document.getArray("paths");
        assertEquals(report.paths().size(), paths.size());
    }

    @Test
    void aTypeWithoutAGeneratedCodecIsRefusedAsByTheDirectApi() {
        assertThrows(CodecConfigurationException.class, () -> BsonRecords.survey(List.of(), String.class));
        SurveyReport empty = BsonRecords.survey(List.of(), Shipment.class);
        assertEquals(0, empty.documents());
        assertNull(empty.paths().stream().filter(p -> p.present() > 0).findFirst().orElse(null));
    }
}
