package io.github.bsonrecords.spring;

import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.FieldNamingStrategy;
import org.springframework.data.mapping.model.PropertyNameFieldNamingStrategy;

/**
 * Spring's field name of a {@code @BsonRecord} component is the name its generated codec stores it
 * under ({@link CodecFieldNames}); every other property is named by the application's strategy.
 * So {@code findBySensorId} on {@code @BsonProperty("sid") String sensorId} queries {@code sid}
 * without a second {@code @Field("sid")}.
 */
public final class CodecFieldNaming implements FieldNamingStrategy {
    private final FieldNamingStrategy others;

    public CodecFieldNaming() {
        this(PropertyNameFieldNamingStrategy.INSTANCE);
    }

    public CodecFieldNaming(FieldNamingStrategy others) {
        this.others = others;
    }

    @Override
    public String getFieldName(PersistentProperty<?> property) {
        return CodecFieldNames.of(property.getOwner().getType(), property.getName())
                .orElseGet(() -> others.getFieldName(property));
    }
}
