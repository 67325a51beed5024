package io.github.bsonrecords.benchmarks.raw;

import java.util.ArrayList;
import java.util.List;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.RawBsonDocumentCodec;

/** {@link RawBatch} by hand: each element through the driver's {@code RawBsonDocumentCodec} (a byte pipe). */
public final class RawBatchHandWrittenCodec implements Codec<RawBatch> {
    private final RawBsonDocumentCodec rawCodec = new RawBsonDocumentCodec();

    @Override
    public RawBatch decode(BsonReader reader, DecoderContext context) {
        List<RawBsonDocument> docs = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            if (reader.readName().equals("docs")) {
                docs = new ArrayList<>();
                reader.readStartArray();
                while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    docs.add(rawCodec.decode(reader, context));
                }
                reader.readEndArray();
            } else {
                reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new RawBatch(docs);
    }

    @Override
    public void encode(BsonWriter writer, RawBatch value, EncoderContext context) {
        writer.writeStartDocument();
        writer.writeStartArray("docs");
        for (RawBsonDocument doc : value.docs()) {
            rawCodec.encode(writer, doc, context);
        }
        writer.writeEndArray();
        writer.writeEndDocument();
    }

    @Override
    public Class<RawBatch> getEncoderClass() {
        return RawBatch.class;
    }
}
