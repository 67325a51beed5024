package io.github.bsonrecords.benchmarks.micronaut;

import io.micronaut.core.type.Argument;
import io.micronaut.serde.Deserializer;
import io.micronaut.serde.LimitingStream;
import io.micronaut.serde.Serializer;
import io.micronaut.serde.bson.BsonReaderDecoder;
import io.micronaut.serde.bson.BsonWriterEncoder;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/**
 * Micronaut's (de)serializer for one type as a driver {@code Codec}: what {@code BsonBinaryMapper.readValue} and
 * {@code writeValue} do, on the reader or writer the driver hands over (as Micronaut Data MongoDB plugs serde into
 * the driver), so that it decodes a cursor batch in place like every other contender. The (de)serializer is looked
 * up once, as the mapper does per call.
 */
public final class MicronautSerdeCodec<T> implements Codec<T> {
    private final Class<T> type;
    private final Argument<T> argument;
    private final Serializer.EncoderContext encoderContext;
    private final Deserializer.DecoderContext decoderContext;
    private final Serializer<? super T> serializer;
    private final Deserializer<? extends T> deserializer;
    private final LimitingStream.RemainingLimits limits;

    MicronautSerdeCodec(Class<T> type, Serializer.EncoderContext encoderContext,
            Deserializer.DecoderContext decoderContext, LimitingStream.RemainingLimits limits) {
        this.type = type;
        this.argument = Argument.of(type);
        this.encoderContext = encoderContext;
        this.decoderContext = decoderContext;
        this.limits = limits;
        try {
            this.serializer = encoderContext.findSerializer(argument).createSpecific(encoderContext, argument);
            this.deserializer = decoderContext.findDeserializer(argument).createSpecific(decoderContext, argument);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public T decode(BsonReader reader, DecoderContext context) {
        try {
            return deserializer.deserialize(new BsonReaderDecoder(reader, limits), decoderContext, argument);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void encode(BsonWriter writer, T value, EncoderContext context) {
        try {
            serializer.serialize(new BsonWriterEncoder(writer, limits), encoderContext, argument, value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public Class<T> getEncoderClass() {
        return type;
    }
}
