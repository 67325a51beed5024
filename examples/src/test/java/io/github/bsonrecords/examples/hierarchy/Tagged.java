package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import org.bson.BsonDocument;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;
import org.bson.codecs.pojo.annotations.BsonExtraElements;

/** A sealed interface whose records keep the fields they do not map. */
@BsonRecord
@BsonDiscriminator(key = "kind")
public sealed interface Tagged permits Tagged.Note, Tagged.Mark {

    @BsonRecord
    @BsonDiscriminator("note")
    record Note(String text, int size, @BsonExtraElements BsonDocument rest) implements Tagged {
    }

    @BsonRecord
    @BsonDiscriminator("mark")
    record Mark(double weight, @BsonExtraElements BsonDocument rest) implements Tagged {
    }
}
