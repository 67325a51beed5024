package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonProperty;

@BsonRecord
public record Tag(@BsonProperty("l") String label, int weight) {
}
