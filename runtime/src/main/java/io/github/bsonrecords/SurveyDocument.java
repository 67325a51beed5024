package io.github.bsonrecords;

import io.github.bsonrecords.SurveyReport.PathReport;
import io.github.bsonrecords.SurveyReport.TypeCount;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonString;
import org.bson.BsonValue;

/** {@link SurveyReport#toBsonDocument()}: the record's fields as a document, for a CI job to read. */
final class SurveyDocument {
    private SurveyDocument() {
    }

    static BsonDocument render(SurveyReport report) {
        BsonArray failures = new BsonArray();
        for (SurveyReport.Failure failure : report.failures()) {
            failures.add(new BsonDocument("path", new BsonString(failure.path()))
                    .append("kind", new BsonString(failure.kind().name()))
                    .append("count", new BsonInt64(failure.count()))
                    .append("sampleIds", new BsonArray(failure.sampleIds()))
                    .append("example", new BsonString(failure.example() == null ? "" : failure.example())));
        }
        BsonArray paths = new BsonArray();
        for (PathReport path : report.paths()) {
            BsonArray types = new BsonArray();
            for (TypeCount type : path.types()) {
                types.add(new BsonDocument("type", new BsonString(type.type()))
                        .append("count", new BsonInt64(type.count()))
                        .append("reading", new BsonString(type.reading().name())));
            }
            paths.add(new BsonDocument("path", new BsonString(path.path()))
                    .append("mapping", new BsonString(path.mapping().name()))
                    .append("component", string(path.component()))
                    .append("present", new BsonInt64(path.present()))
                    .append("absent", new BsonInt64(path.absent()))
                    .append("whenAbsent", string(path.whenAbsent()))
                    .append("types", types));
        }
        return new BsonDocument("record", new BsonString(report.record()))
                .append("documents", new BsonInt64(report.documents()))
                .append("readable", new BsonInt64(report.readable()))
                .append("failed", new BsonInt64(report.failed()))
                .append("failures", failures)
                .append("paths", paths)
                .append("untrackedPaths", new BsonInt64(report.untrackedPaths()));
    }

    private static BsonValue string(String value) {
        return value == null ? BsonNull.VALUE : new BsonString(value);
    }
}
