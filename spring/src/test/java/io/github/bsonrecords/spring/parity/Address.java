package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonProperty;

@BsonRecord
public record Address(@BsonProperty("c") String city, int zip, @BsonProperty("g") Geo geo) {
}
