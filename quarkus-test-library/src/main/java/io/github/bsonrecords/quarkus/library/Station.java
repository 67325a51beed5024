package io.github.bsonrecords.quarkus.library;

import io.github.bsonrecords.BsonRecord;
import java.util.OptionalInt;
import org.bson.codecs.pojo.annotations.BsonId;

/** A weather station, from a jar Quarkus does not index; the reflective codec cannot store its {@code OptionalInt}. */
@BsonRecord
public record Station(@BsonId String code, String name, OptionalInt floor) {
}
