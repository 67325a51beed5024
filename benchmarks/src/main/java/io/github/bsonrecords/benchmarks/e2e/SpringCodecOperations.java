package io.github.bsonrecords.benchmarks.e2e;

import static org.springframework.data.mongodb.core.query.Criteria.where;

import java.util.List;
import java.util.function.Supplier;
import org.bson.Document;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.ReplaceOptions;
import org.springframework.data.mongodb.core.query.Query;

/**
 * Spring Data with bson-records-spring: {@code MongoTemplate} with the codec converters only, or the
 * module's {@code BsonRecordsMongoTemplate} (whose reads and inserts of records run through the
 * codec), or a repository's derived query on it (its insert and replace are the template's).
 */
final class SpringCodecOperations implements ClientOperations {
    private final MongoTemplate template;
    private final Supplier<List<SpringCodecReading>> find;
    private final String insertCollection;
    private final String replaceCollection;
    private final List<SpringCodecReading> inserts;
    private final SpringCodecReading replacement;
    private final Query replaced = Query.query(where("_id").is(EndToEndWorkload.REPLACED_ID));

    SpringCodecOperations(MongoTemplate template, Supplier<List<SpringCodecReading>> find, String insertCollection,
            String replaceCollection, List<SpringCodecReading> inserts) {
        this.template = template;
        this.find = find;
        this.insertCollection = insertCollection;
        this.replaceCollection = replaceCollection;
        this.inserts = inserts;
        SpringCodecReading first = inserts.get(0);
        this.replacement = new SpringCodecReading(EndToEndWorkload.REPLACED_ID, first.sensorId(), first.timestamp(),
                first.temperature(), first.humidity(), first.pressure());
    }

    @Override
    public List<SpringCodecReading> findAll() {
        return find.get();
    }

    @Override
    public void insertMany() {
        template.insert(inserts, insertCollection);
    }

    @Override
    public void replaceOne() {
        template.replace(replaced, replacement, ReplaceOptions.none(), replaceCollection);
    }

    @Override
    public void resetInserts() {
        template.getCollection(insertCollection).deleteMany(new Document());
    }

    @Override
    public String insertCollection() {
        return insertCollection;
    }

    @Override
    public String replaceCollection() {
        return replaceCollection;
    }
}
