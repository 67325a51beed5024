package io.github.bsonrecords.examples.extras;

import io.github.bsonrecords.BsonRecord;
import java.util.Map;
import org.bson.codecs.pojo.annotations.BsonExtraElements;

/** No _id component: a document's _id is an extra element like any other, kept as a Map value. */
@BsonRecord
public record EventView(String kind, int visits, @BsonExtraElements Map<String, Object> rest) {

    public EventView withVisits(int visits) {
        return new EventView(kind, visits, rest);
    }
}
