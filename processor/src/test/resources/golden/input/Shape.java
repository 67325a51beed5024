package golden;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;
import org.bson.codecs.pojo.annotations.BsonId;

/** A sealed interface: a record with its own value after _id, and one that holds the interface again (lazy codecs). */
@BsonRecord
@BsonDiscriminator(key = "kind")
public sealed interface Shape permits Shape.Circle, Shape.Group {

    @BsonRecord
    @BsonDiscriminator("circle")
    record Circle(@BsonId String id, double radius) implements Shape {
    }

    @BsonRecord
    record Group(String name, List<Shape> parts) implements Shape {
    }
}
