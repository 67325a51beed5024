package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

@BsonRecord
@BsonDiscriminator("dispatch")
public record Dispatch(@BsonId ObjectId id, String carrier, List<String> parcels, Shape box) implements Event {
}
