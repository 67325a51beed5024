package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.mapping.Document;

/** An audited record that a before-convert callback rewrites. */
@BsonRecord
@Document("notes")
public record Note(@BsonId ObjectId id, String text, @CreatedDate @BsonProperty("c") Instant created,
        @LastModifiedDate Instant modified) {
}
