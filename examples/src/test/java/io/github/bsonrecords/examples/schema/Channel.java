package io.github.bsonrecords.examples.schema;

import io.github.bsonrecords.BsonEnumValue;

/** Sales channels as MongoDB's sample "sales" data spells them, and one stored by name. */
public enum Channel {
    @BsonEnumValue("In store") IN_STORE,
    @BsonEnumValue("Online") ONLINE,
    PHONE
}
