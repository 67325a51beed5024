package io.github.bsonrecords;

import java.util.List;
import org.bson.codecs.configuration.CodecProvider;

/**
 * The service type under which each generated {@code BsonRecordCodecProvider} is registered in
 * {@code META-INF/services}, so that {@link BsonRecords#codecProvider()} finds them all.
 *
 * <p>Modular applications declare their generated providers themselves:
 * {@code provides io.github.bsonrecords.GeneratedCodecProvider with com.acme.model.BsonRecordCodecProvider;}
 */
public interface GeneratedCodecProvider extends CodecProvider {
    /**
     * The {@code @BsonRecord} records whose codecs this provider constructs, which
     * {@link BsonRecords#verify} checks a registry against. Empty for providers written before it existed.
     */
    default List<Class<?>> recordTypes() {
        return List.of();
    }
}
