package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonProperty;

/** BSON names that need escaping in Java source, a keyword, and two components whose constants could collide. */
@BsonRecord
public record UnusualFieldNames(
        @BsonProperty("größe") int size,
        @BsonProperty("say \"cheese\" \\ smile") String quoted,
        @BsonProperty("class") String cssClass,
        @BsonProperty("price.eur") String dottedName,
        String userId,
        String user_id) {
}
