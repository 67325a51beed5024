package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.benchmarks.telemetry.TelemetryWorkload;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;
import org.bson.types.ObjectId;

/** The stored documents both end-to-end suites (blocking and reactive) read: the readings with fixed {@code _id}s. */
final class TelemetryDocuments {
    private TelemetryDocuments() {
    }

    static List<Document> stored(TelemetryWorkload readings) {
        List<Document> documents = new ArrayList<>();
        for (int i = 0; i < readings.readings().size(); i++) {
            // fixed _ids, so the collection is the same whichever run created it
            documents.add(new Document("_id", new ObjectId(String.format("%024x", i + 1)))
                    .append("sensorId", readings.readings().get(i).sensorId())
                    .append("ts", readings.asDocuments().get(i).get("ts"))
                    .append("temp", readings.readings().get(i).temperature())
                    .append("humidity", readings.readings().get(i).humidity())
                    .append("pressure", readings.readings().get(i).pressure()));
        }
        return documents;
    }
}
