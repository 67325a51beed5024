package io.github.bsonrecords.examples;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;

/** Values typed {@code Object}: encoded by runtime class, decoded by BSON type, as the driver's codecs do. */
@BsonRecord
public record DynamicValues(Map<String, Object> attributes, List<Object> mixed, Object anything) {
}
