package io.github.bsonrecords.spring;

import com.mongodb.client.MongoCollection;
import java.util.ArrayList;
import java.util.List;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.stereotype.Service;

/**
 * Reads and writes {@link Reading}s through MongoTemplate's collection API: the driver's
 * collection, typed with the record, so the generated codec does the (de)serialisation. Spring
 * Data's mapping layer ({@code template.save/find} with entities) converts through its own
 * MappingMongoConverter instead and does not use codecs for entities.
 */
@Service
public class ReadingStore {
    static final String COLLECTION = "readings";

    private final MongoTemplate template;

    public ReadingStore(MongoTemplate template) {
        this.template = template;
    }

    private MongoCollection<Reading> readings() {
        return template.getCollection(COLLECTION).withDocumentClass(Reading.class);
    }

    public void save(List<Reading> batch) {
        readings().insertMany(batch);
    }

    public List<Reading> bySensor(String sensorId) {
        // the generated metamodel: names and values as the codec maps them, checked by the compiler
        return readings().find(Reading_.sensorId.eq(sensorId)).sort(Reading_.at.asc()).into(new ArrayList<>());
    }
}
