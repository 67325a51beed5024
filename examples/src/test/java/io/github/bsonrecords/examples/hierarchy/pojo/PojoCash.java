package io.github.bsonrecords.examples.hierarchy.pojo;

import org.bson.codecs.pojo.annotations.BsonDiscriminator;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/**
 * PojoCodec gives a class with its own {@code @BsonDiscriminator} the key {@code _t} unless that
 * annotation repeats the key: it must say {@code key = "kind"} to write what it reads.
 */
@BsonDiscriminator(value = "cash", key = "kind")
public class PojoCash extends PojoEvent {
    @BsonId
    private ObjectId id;
    private long cents;

    public ObjectId getId() {
        return id;
    }

    public void setId(ObjectId id) {
        this.id = id;
    }

    public long getCents() {
        return cents;
    }

    public void setCents(long cents) {
        this.cents = cents;
    }
}
