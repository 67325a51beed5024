package io.github.bsonrecords.quarkus;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes {@link Reading}s through the client Quarkus configures. Nothing here registers a
 * codec: the mongodb-client extension finds the generated provider.
 */
@ApplicationScoped
public class ReadingStore {
    static final String DATABASE = "sensors";
    static final String COLLECTION = "readings";

    private final MongoClient client;

    ReadingStore(MongoClient client) {
        this.client = client;
    }

    public MongoCollection<Reading> readings() {
        return client.getDatabase(DATABASE).getCollection(COLLECTION, Reading.class);
    }

    public void save(List<Reading> batch) {
        readings().insertMany(batch);
    }

    /** The sensor's readings warmer than {@code celsius}, oldest first, through the generated metamodel. */
    public List<Reading> warmerThan(String sensorId, double celsius) {
        return readings().find(Filters.and(Reading_.sensorId.eq(sensorId), Reading_.temperature.gt(celsius)))
                .sort(Reading_.timestamp.asc())
                .into(new ArrayList<>());
    }
}
