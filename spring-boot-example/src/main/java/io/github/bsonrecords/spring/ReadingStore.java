package io.github.bsonrecords.spring;

import java.util.List;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.stereotype.Service;

/**
 * Reads and writes {@link Reading}s with Spring Data as usual: with bson-records-spring on the class
 * path, the {@link MongoTemplate} Boot injects reads records through their generated codecs, and
 * Spring's writes store the bytes the codec writes.
 */
@Service
public class ReadingStore {
    private final MongoTemplate template;
    private final ReadingRepository repository;

    public ReadingStore(MongoTemplate template, ReadingRepository repository) {
        this.template = template;
        this.repository = repository;
    }

    public void save(List<Reading> batch) {
        template.insertAll(batch);
    }

    public List<Reading> bySensor(String sensorId) {
        return repository.findBySensorIdOrderByAtAsc(sensorId);
    }

    public List<Reading> warmerThan(double celsius) {
        return template.find(Query.query(Criteria.where("celsius").gt(celsius)).with(Sort.by("at")), Reading.class);
    }
}
