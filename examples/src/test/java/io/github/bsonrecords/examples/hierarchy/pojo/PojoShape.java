package io.github.bsonrecords.examples.hierarchy.pojo;

import org.bson.codecs.pojo.annotations.BsonDiscriminator;

/** The driver's PojoCodec model of the same shapes: mutable classes, read and written by reflection. */
@BsonDiscriminator
public abstract class PojoShape {
}
