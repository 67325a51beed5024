package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;

@BsonRecord
@BsonDiscriminator("square")
public record Square(double side, String label) implements Shape {
}
