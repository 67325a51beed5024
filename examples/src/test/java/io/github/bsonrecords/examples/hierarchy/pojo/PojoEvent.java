package io.github.bsonrecords.examples.hierarchy.pojo;

import org.bson.codecs.pojo.annotations.BsonDiscriminator;

/** Events keyed by {@code kind}, as the generated Event codec keys them. */
@BsonDiscriminator(key = "kind")
public abstract class PojoEvent {
}
