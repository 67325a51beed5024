package io.github.bsonrecords.spring.survey;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.springframework.data.mongodb.core.mapping.Document;

/** A record adopted on a collection that other code wrote first. */
@BsonRecord
@Document("tickets")
public record Ticket(@BsonId String id, String title, int priority) {
}
