package io.github.bsonrecords.benchmarks.telemetry;

import io.github.bsonrecords.benchmarks.BsonOps;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.DecoderContext;
import org.bson.types.ObjectId;

/**
 * How the telemetry documents lie in a collection, as {@code find} returns them, rather than as
 * the codecs write them: {@code TelemetryReading} has no {@code _id} component, so the server
 * keeps the {@code _id} the driver generates at insert, first.
 */
public enum StoredLayout {
    /** As the codecs write them (no {@code _id}): what the other telemetry benchmarks decode. */
    AS_WRITTEN,
    /** The server's {@code _id} first, then the fields as written. */
    ID_FIRST,
    /** {@code _id} first, and two fields the record does not map: one in the middle, one at the end. */
    ID_FIRST_UNMAPPED,
    /** {@code _id} first, then the five fields in another order (as another application wrote them). */
    OTHER_ORDER,
    /** {@code ID_FIRST} and {@code OTHER_ORDER} documents alternating in one batch. */
    TWO_LAYOUTS,
    /** The fields as written, then an {@code _id}: what an aggregation stage such as {@code $replaceWith} can return. */
    ID_LAST;

    private static final List<String> OTHER_ORDER_KEYS = List.of("ts", "pressure", "sensorId", "humidity", "temp");

    /** The documents, rearranged: {@code written} are as the codecs write them. */
    public List<byte[]> documents(List<byte[]> written) {
        List<byte[]> stored = new ArrayList<>(written.size());
        for (int i = 0; i < written.size(); i++) {
            stored.add(document(written.get(i), i));
        }
        return stored;
    }

    private byte[] document(byte[] written, int index) {
        if (this == AS_WRITTEN) {
            return written;
        }
        BsonDocument fields = new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(written)),
                DecoderContext.builder().build());
        BsonDocument stored = new BsonDocument("_id", new BsonObjectId(new ObjectId(0x67000000 + index, 0x51EED)));
        StoredLayout layout = this == TWO_LAYOUTS ? (index % 2 == 0 ? ID_FIRST : OTHER_ORDER) : this;
        switch (layout) {
            case ID_FIRST -> stored.putAll(fields);
            case ID_FIRST_UNMAPPED -> {
                int at = 0;
                for (String key : fields.keySet()) {
                    if (at++ == 2) {
                        stored.put("site", new BsonString("plant-" + index % 7));
                    }
                    stored.put(key, fields.get(key));
                }
                stored.put("calibrated", BsonBoolean.valueOf(index % 3 == 0));
            }
            case OTHER_ORDER -> OTHER_ORDER_KEYS.forEach(key -> stored.put(key, fields.get(key)));
            case ID_LAST -> {
                BsonValue id = stored.remove("_id");
                stored.putAll(fields);
                stored.put("_id", id);
            }
            default -> throw new IllegalStateException(layout.name());
        }
        return BsonOps.encode(new BsonDocumentCodec(), stored);
    }
}
