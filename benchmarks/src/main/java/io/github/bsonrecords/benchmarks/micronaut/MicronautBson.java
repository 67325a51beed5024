package io.github.bsonrecords.benchmarks.micronaut;

import io.micronaut.context.ApplicationContext;
import io.micronaut.serde.LimitingStream;
import io.micronaut.serde.bson.BsonBinaryMapper;
import io.micronaut.serde.config.SerdeConfiguration;

/**
 * Micronaut Serialization's BSON support as an application gets it: an {@code ApplicationContext} (started once
 * per JVM, on first use, and kept) whose {@link BsonBinaryMapper} and serde registry come from the bean
 * definitions and introspections Micronaut's annotation processors wrote at compile time.
 */
public final class MicronautBson {
    private MicronautBson() {
    }

    /** The mapper, for reading and writing one document through Micronaut's own entry points. */
    public static BsonBinaryMapper mapper() {
        return Context.CONTEXT.getBean(BsonBinaryMapper.class);
    }

    /** The mapper's (de)serializer for {@code type}, as a driver codec. */
    public static <T> MicronautSerdeCodec<T> codec(Class<T> type) {
        BsonBinaryMapper mapper = mapper();
        SerdeConfiguration configuration = Context.CONTEXT.getBean(SerdeConfiguration.class);
        return new MicronautSerdeCodec<>(type, mapper.getSerdeRegistry().newEncoderContext(null),
                mapper.getSerdeRegistry().newDecoderContext(null), LimitingStream.limitsFromConfiguration(configuration));
    }

    /** Holder idiom: the context starts when first needed, never for suites that do not use Micronaut. */
    private static final class Context {
        static final ApplicationContext CONTEXT = ApplicationContext.run();
    }
}
