package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.hierarchy.Tagged;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonInt32;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * A sealed interface's record that keeps the fields it does not map: the discriminator is the
 * record's own field (it writes it), never an extra element, wherever it stands in the document and
 * on every path, so that what is decoded encodes again.
 */
class ExtraElementsWithDiscriminatorTest {
    private static final BsonDocument AS_WRITTEN = new BsonDocument("kind", new BsonString("note"))
            .append("text", new BsonString("a")).append("size", new BsonInt32(1)).append("extra", new BsonString("x"));

    @Test
    void theDiscriminatorIsNoExtraElementInAnyOrder() {
        List<BsonDocument> documents = new ArrayList<>();
        documents.add(AS_WRITTEN);
        documents.add(new BsonDocument("_id", new BsonObjectId(new ObjectId(1, 1))).append("kind", new BsonString("note"))
                .append("text", new BsonString("b")).append("size", new BsonInt32(2)));
        documents.add(new BsonDocument("text", new BsonString("c")).append("kind", new BsonString("note"))
                .append("extra", new BsonString("y")).append("size", new BsonInt32(3)));
        documents.add(new BsonDocument("text", new BsonString("d")).append("size", new BsonInt32(4))
                .append("kind", new BsonString("note")));
        // names longer than the discriminator field, and a discriminator of another value or type (the
        // record's codec called directly): never kept
        documents.add(new BsonDocument("kind", new BsonString("note")).append("text", new BsonString("e"))
                .append("a_name_longer_than_the_whole_discriminator_field", new BsonInt32(5)).append("size", new BsonInt32(5)));
        documents.add(new BsonDocument("text", new BsonString("f")).append("kind", new BsonString("mark"))
                .append("size", new BsonInt32(6)));
        documents.add(new BsonDocument("kind", new BsonInt32(7)).append("text", new BsonString("g"))
                .append("size", new BsonInt32(7)).append("kinds", new BsonString("kept")));
        Tagged.Note expected = new Tagged.Note("a", 1, new BsonDocument("extra", new BsonString("x")));
        for (Codec<?> codec : List.of(generatedCodec(Tagged.Note.class), generatedCodec(Tagged.class))) {
            assertEquals(expected, codec.decode(new BsonDocumentReader(AS_WRITTEN), DecoderContext.builder().build()),
                    "reader path, " + codec);
            assertEquals(expected, BsonTestSupport.decode(codec, BsonTestSupport.encodeDocument(AS_WRITTEN)),
                    "byte path, " + codec);
            for (BsonDocument document : documents) {
                byte[] bytes = BsonTestSupport.encodeDocument(document);
                String reader = FastPathDifferentialTest.outcome(() -> codec.decode(new BsonDocumentReader(document),
                        DecoderContext.builder().build()));
                for (int i = 0; i < 3; i++) {
                    assertEquals(reader, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(codec, bytes)),
                            document.toJson());
                }
                if (codec.getEncoderClass() == Tagged.Note.class) {
                    assertEquals(reader, FastPathDifferentialTest.outcome(() -> BsonRecords.fromBson(bytes, Tagged.Note.class)),
                            document.toJson());
                    Object decoded = BsonTestSupport.decode(codec, bytes);
                    assertEquals(decoded, BsonRecords.fromBson(BsonRecords.toBson(decoded), Tagged.Note.class),
                            "encodes again: " + document.toJson());
                }
            }
        }
    }
}
