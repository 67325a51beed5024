package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.BsonRecord;
import io.micronaut.serde.annotation.Serdeable;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/**
 * A login, after the public {@code sample_mflix.users} schema: short documents of strings only (a name, an
 * e-mail, a 60-character password hash) after the server's {@code _id}.
 */
@BsonRecord
@Serdeable
public record User(@BsonId ObjectId id, String name, String email, String password) {
}
