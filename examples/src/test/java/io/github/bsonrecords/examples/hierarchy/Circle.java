package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;

@BsonRecord
@BsonDiscriminator("circle")
public record Circle(double radius, String label) implements Shape {
}
