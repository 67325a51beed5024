package golden;

import io.github.bsonrecords.GeneratedCodecProvider;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.lookup.CodecsByName;
import java.lang.reflect.Type;
import java.util.List;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * The generated codecs of package {@code golden}. Found by {@code BsonRecords.codecProvider()};
 * register it before the driver's default registry. Written by bson-records; do not edit.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class BsonRecordCodecProvider implements GeneratedCodecProvider {
    /**
     * Called by {@code ServiceLoader}.
     */
    public BsonRecordCodecProvider() {
    }

    @Override
    public <T> Codec<T> get(Class<T> clazz, CodecRegistry registry) {
        return get(clazz, List.of(), registry);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Codec<T> get(Class<T> clazz, List<Type> typeArguments, CodecRegistry registry) {
        if (clazz == Clash.class) {
            return (Codec<T>) new ClashBsonCodec(registry);
        }
        if (clazz == Legacy.class) {
            return (Codec<T>) new LegacyBsonCodec(registry);
        }
        if (clazz == Order.class) {
            return (Codec<T>) new OrderBsonCodec(registry);
        }
        if (clazz == Order.Line.class) {
            return (Codec<T>) new Order_LineBsonCodec(registry);
        }
        if (clazz == Page.class) {
            return (Codec<T>) new PageBsonCodec<>(registry, typeArguments);
        }
        if (clazz == Reading.class) {
            return (Codec<T>) new ReadingBsonCodec(registry);
        }
        if (clazz == Shape.class) {
            return (Codec<T>) new ShapeBsonCodec(registry);
        }
        if (clazz == Shape.Circle.class) {
            return (Codec<T>) new Shape_CircleBsonCodec(registry);
        }
        if (clazz == Shape.Group.class) {
            return (Codec<T>) new Shape_GroupBsonCodec(registry);
        }
        // records of this package compiled separately (test sources, another jar)
        return CodecsByName.find(clazz, typeArguments, registry, "golden");
    }

    @Override
    public List<Class<?>> recordTypes() {
        return List.of(Clash.class, Legacy.class, Order.class, Order.Line.class, Page.class, Reading.class, Shape.class, Shape.Circle.class, Shape.Group.class);
    }

    @Override
    public String toString() {
        return "BsonRecordCodecProvider[golden]";
    }
}
