package io.github.bsonrecords.examples.query;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.examples.model.Priority;
import org.bson.BsonType;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.codecs.pojo.annotations.BsonRepresentation;

/** A narrow view of the tickets collection: {@code TicketSummary_.projection()} fetches only what it reads. */
@BsonRecord
public record TicketSummary(
        @BsonId @BsonRepresentation(BsonType.OBJECT_ID) String id, String title, @BsonProperty("prio") Priority priority) {
}
