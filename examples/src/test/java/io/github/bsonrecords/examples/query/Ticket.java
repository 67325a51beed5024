package io.github.bsonrecords.examples.query;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.examples.model.Priority;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.bson.BsonType;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.codecs.pojo.annotations.BsonRepresentation;

/**
 * A support ticket, queried through its metamodel {@code Ticket_} in the end-to-end tests: the
 * component types whose stored BSON a string-keyed filter easily misses (an ObjectId held as a
 * String, a UUID, renamed fields, a nested record the driver's own codecs cannot encode).
 */
@BsonRecord
public record Ticket(
        @BsonId @BsonRepresentation(BsonType.OBJECT_ID) String id,
        String title,
        UUID requestId,
        @BsonProperty("prio") Priority priority,
        char grade,
        @BsonProperty("due") LocalDate dueDay,
        Requester requester,
        List<TicketLine> lines,
        List<String> tags,
        Map<String, Integer> counters,
        int reopened,
        double effort,
        Optional<String> note) {
}
