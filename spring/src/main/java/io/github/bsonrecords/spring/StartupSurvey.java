package io.github.bsonrecords.spring;

import com.mongodb.client.MongoCollection;
import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.SurveyReport;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.bson.RawBsonDocument;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.data.mongodb.core.MongoOperations;

/**
 * The opt-in startup survey ({@code bson-records.survey.enabled=true}): the first documents of each
 * {@code @BsonRecord} repository's collection read with {@link BsonRecords#survey}, each report logged
 * (a warning when documents fail to decode or hold fields a replace would drop), and with
 * {@code bson-records.survey.fail-on-failures=true} the context refused when any document fails.
 */
public final class StartupSurvey {
    private static final Log LOG = LogFactory.getLog(StartupSurvey.class);

    private StartupSurvey() {
    }

    /**
     * Surveys up to {@code sampleSize} documents of the collection of each of {@code records} (those
     * annotated {@code @BsonRecord}; others are skipped), in the collection's codec registry, and logs
     * each report. Returns the reports.
     *
     * @throws IllegalStateException with every report that has failures, when {@code failOnFailures}
     */
    public static List<SurveyReport> run(Collection<Class<?>> records, MongoOperations operations, int sampleSize,
            boolean failOnFailures) {
        if (sampleSize <= 0) {
            throw new IllegalArgumentException("bson-records.survey.sample-size must be positive: " + sampleSize);
        }
        List<SurveyReport> reports = new ArrayList<>();
        List<String> failing = new ArrayList<>();
        for (Class<?> record : records) {
            if (!record.isAnnotationPresent(BsonRecord.class)) {
                continue;
            }
            String collectionName = operations.getCollectionName(record);
            MongoCollection<RawBsonDocument> collection = operations.getCollection(collectionName)
                    .withDocumentClass(RawBsonDocument.class);
            CodecRegistry registry = collection.getCodecRegistry();
            SurveyReport report = BsonRecords.survey(collection.find().limit(sampleSize), record, registry);
            reports.add(report);
            String text = "bson-records survey of collection '" + collectionName + "':\n" + report.toText();
            boolean lossy = !report.paths(SurveyReport.Mapping.UNMAPPED_LOST).isEmpty();
            if (report.failed() > 0 || lossy) {
                LOG.warn(text);
            } else {
                LOG.info(text);
            }
            if (report.failed() > 0) {
                failing.add(text);
            }
        }
        if (failOnFailures && !failing.isEmpty()) {
            throw new IllegalStateException("Stored documents the generated codecs cannot decode"
                    + " (bson-records.survey.fail-on-failures=true):\n" + String.join("\n", failing));
        }
        return reports;
    }
}
