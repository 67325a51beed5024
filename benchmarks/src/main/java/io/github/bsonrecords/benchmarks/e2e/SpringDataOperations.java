package io.github.bsonrecords.benchmarks.e2e;

import static org.springframework.data.mongodb.core.query.Criteria.where;

import java.util.List;
import org.bson.Document;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.ReplaceOptions;
import org.springframework.data.mongodb.core.query.Query;

/**
 * The contender most Java teams use: Spring Data MongoDB's {@code MongoTemplate}, whose
 * {@code MappingMongoConverter} maps each record to and from an {@code org.bson.Document} that the
 * driver's {@code DocumentCodec} reads and writes. Default settings, so it also writes its
 * {@code _class} type hint into every document it stores.
 */
final class SpringDataOperations implements ClientOperations {
    private final MongoTemplate template;
    private final String insertCollection;
    private final String replaceCollection;
    private final List<SpringTelemetryReading> inserts;
    private final Query replaced = Query.query(where("_id").is(EndToEndWorkload.REPLACED_ID));

    SpringDataOperations(MongoTemplate template, String insertCollection, String replaceCollection,
            List<SpringTelemetryReading> inserts) {
        this.template = template;
        this.insertCollection = insertCollection;
        this.replaceCollection = replaceCollection;
        this.inserts = inserts;
    }

    @Override
    public List<SpringTelemetryReading> findAll() {
        return template.findAll(SpringTelemetryReading.class, EndToEndWorkload.READ_COLLECTION);
    }

    @Override
    public void insertMany() {
        template.insert(inserts, insertCollection);
    }

    @Override
    public void replaceOne() {
        template.replace(replaced, inserts.get(0), ReplaceOptions.none(), replaceCollection);
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
