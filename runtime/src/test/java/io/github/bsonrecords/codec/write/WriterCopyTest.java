package io.github.bsonrecords.codec.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.List;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDbPointer;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDocumentWriter;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonJavaScript;
import org.bson.BsonJavaScriptWithScope;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonRegularExpression;
import org.bson.BsonString;
import org.bson.BsonSymbol;
import org.bson.BsonTimestamp;
import org.bson.BsonUndefined;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.json.JsonWriter;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * {@link WriterCopy}, which hands a writer that takes no bytes a document encoded in a buffer:
 * every BSON type, nested documents and arrays, arrives through the writer's API as the driver's
 * own codec writes it there.
 */
class WriterCopyTest {
    private static final BsonDocument EVERY_TYPE = new BsonDocument()
            .append("double", new BsonDouble(-0.0))
            .append("string", new BsonString("h\u00e9llo"))
            .append("document", new BsonDocument("a", new BsonInt32(1)).append("b", new BsonDocument()))
            .append("array", new BsonArray(List.of(new BsonInt32(1), new BsonArray(), new BsonDocument("c", BsonNull.VALUE))))
            .append("binary", new BsonBinary((byte) 0x80, new byte[] {1, 2}))
            .append("undefined", new BsonUndefined())
            .append("objectId", new BsonObjectId(new ObjectId("5f43a1b2c3d4e5f601020304")))
            .append("boolean", BsonBoolean.TRUE)
            .append("dateTime", new BsonDateTime(-1))
            .append("null", BsonNull.VALUE)
            .append("regex", new BsonRegularExpression("^a", "i"))
            .append("dbPointer", new BsonDbPointer("ns", new ObjectId("5f43a1b2c3d4e5f601020305")))
            .append("javaScript", new BsonJavaScript("f()"))
            .append("symbol", new BsonSymbol("s"))
            .append("javaScriptWithScope", new BsonJavaScriptWithScope("g()", new BsonDocument("x", new BsonInt64(2))))
            .append("int32", new BsonInt32(-7))
            .append("timestamp", new BsonTimestamp(5, 6))
            .append("int64", new BsonInt64(Long.MIN_VALUE))
            .append("decimal128", new BsonDecimal128(Decimal128.parse("1.50")))
            .append("minKey", new BsonMinKey())
            .append("maxKey", new BsonMaxKey());

    @Test
    void aDocumentOfEveryTypeArrivesThroughATreeWriterAsWritten() {
        BsonDocument copied = new BsonDocument();
        WriterCopy.document(readerOf(EVERY_TYPE), new BsonDocumentWriter(copied));
        assertEquals(EVERY_TYPE, copied);
    }

    @Test
    void aJsonWriterWritesWhatTheDriversCodecWritesThroughIt() {
        java.io.StringWriter expected = new java.io.StringWriter();
        new BsonDocumentCodec().encode(new JsonWriter(expected), EVERY_TYPE, EncoderContext.builder().build());
        java.io.StringWriter copied = new java.io.StringWriter();
        WriterCopy.document(readerOf(EVERY_TYPE), new JsonWriter(copied));
        assertEquals(expected.toString(), copied.toString());
    }

    private static BsonBinaryReader readerOf(BsonDocument document) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            new BsonDocumentCodec().encode(writer, document, EncoderContext.builder().build());
        }
        return new BsonBinaryReader(ByteBuffer.wrap(output.toByteArray()));
    }
}
