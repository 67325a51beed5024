package io.github.bsonrecords.spring.parity;

import org.bson.codecs.pojo.annotations.BsonProperty;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.FieldNamingStrategy;

/**
 * Plain Spring Data's one setting on both differential suites: {@code @BsonProperty}'s name where there
 * is one, the property's name elsewhere, so that both sides store the same field names and the records
 * need no second {@code @Field} (which would hide from the module's side whether it finds the codec's
 * names itself).
 */
public final class BsonPropertyNames implements FieldNamingStrategy {
    @Override
    public String getFieldName(PersistentProperty<?> property) {
        BsonProperty name = property.findAnnotation(BsonProperty.class);
        return name == null || name.value().isEmpty() ? property.getName() : name.value();
    }
}
