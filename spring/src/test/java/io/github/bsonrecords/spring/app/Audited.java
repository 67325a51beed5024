package io.github.bsonrecords.spring.app;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

/** A record with a read listener ({@link AuditListener}): its reads stay on Spring's path. */
@BsonRecord
@Document("audited")
public record Audited(@BsonId ObjectId id, String what) {
}
