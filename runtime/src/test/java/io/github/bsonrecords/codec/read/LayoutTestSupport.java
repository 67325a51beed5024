package io.github.bsonrecords.codec.read;

import java.util.ArrayList;
import java.util.List;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

/** Documents and layouts as the tests of learned layouts write and read them. */
final class LayoutTestSupport {
    private LayoutTestSupport() {
    }

    /** What {@code layout} expects at each step. */
    static List<Integer> steps(FieldLayout layout) {
        List<Integer> steps = new ArrayList<>();
        for (int i = 0; i < layout.size(); i++) {
            steps.add(layout.step(i));
        }
        return steps;
    }

    /** The BSON of a document of these names and values, in this order. */
    static byte[] document(Object... namesAndValues) {
        BsonDocument document = new BsonDocument();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            document.put((String) namesAndValues[i], (BsonValue) namesAndValues[i + 1]);
        }
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            new BsonDocumentCodec().encode(writer, document, EncoderContext.builder().build());
        }
        return buffer.toByteArray();
    }
}
