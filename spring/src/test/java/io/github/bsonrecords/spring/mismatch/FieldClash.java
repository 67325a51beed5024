package io.github.bsonrecords.spring.mismatch;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Field;

/** Spring's @Field says one name, the codec's @BsonProperty another. */
@BsonRecord
public record FieldClash(@BsonId ObjectId id, @BsonProperty("a") @Field("b") String name) {
}
