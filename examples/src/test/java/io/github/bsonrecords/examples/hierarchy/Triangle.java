package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;

/** No @BsonDiscriminator of its own: its documents carry its binary class name, as PojoCodec's would. */
@BsonRecord
public record Triangle(double a, double b, double c) implements Shape {
}
