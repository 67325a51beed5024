package io.github.bsonrecords;

import java.lang.reflect.InvocationTargetException;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;

/**
 * The registry {@link BsonRecords#registry()} puts after the generated codecs: the driver's
 * {@code MongoClientSettings.getDefaultCodecRegistry()} when the driver is present, else the bson
 * library's {@link Bson#DEFAULT_CODEC_REGISTRY}. The runtime depends on bson only, so the driver is
 * looked up by name, once (declared for native images in META-INF/native-image).
 */
final class DriverDefaults {
    static final String SETTINGS = "com.mongodb.MongoClientSettings";
    static final CodecRegistry REGISTRY = lookUp();

    private DriverDefaults() {
    }

    private static CodecRegistry lookUp() {
        Class<?> settings;
        try {
            settings = Class.forName(SETTINGS, true, DriverDefaults.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return Bson.DEFAULT_CODEC_REGISTRY;
        }
        try {
            return (CodecRegistry) settings.getMethod("getDefaultCodecRegistry").invoke(null);
        } catch (InvocationTargetException e) {
            throw new CodecConfigurationException("MongoClientSettings.getDefaultCodecRegistry() failed", e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new CodecConfigurationException("Cannot call MongoClientSettings.getDefaultCodecRegistry()", e);
        }
    }
}
