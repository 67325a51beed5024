package io.github.bsonrecords.benchmarks.micronaut;

import io.micronaut.core.type.Argument;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Encoder;
import io.micronaut.serde.Serde;
import io.micronaut.serde.bson.BsonReaderDecoder;
import io.micronaut.serde.bson.BsonWriterEncoder;
import io.micronaut.serde.exceptions.SerdeException;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.time.Instant;

/**
 * An {@code Instant} as a BSON date-time (milliseconds since the epoch), as the driver's {@code InstantCodec}
 * stores it. Without it, serde-bson 2.16.2 writes the telemetry timestamp as an ISO-8601 string and reads a
 * date-time's milliseconds as seconds (the year 56971), and its {@code @BsonRepresentation(DATE_TIME)} writes
 * {@code Instant.getEpochSecond()} as the milliseconds: neither reads or writes the documents the other
 * contenders do. Being a bean, it serves every {@code Instant} of the context, not only the one that names it.
 */
@Singleton
public final class InstantAsBsonDateTime implements Serde<Instant> {

    @Override
    public void serialize(Encoder encoder, EncoderContext context, Argument<? extends Instant> type, Instant value)
            throws IOException {
        if (!(encoder instanceof BsonWriterEncoder bson)) {
            throw new SerdeException("Not a BSON encoder: " + encoder.getClass().getName());
        }
        bson.getBsonWriter().writeDateTime(value.toEpochMilli());
    }

    @Override
    public Instant deserialize(Decoder decoder, DecoderContext context, Argument<? super Instant> type)
            throws IOException {
        if (!(decoder instanceof BsonReaderDecoder bson)) {
            throw new SerdeException("Not a BSON decoder: " + decoder.getClass().getName());
        }
        return bson.decodeCustom((reader, decoderContext) -> Instant.ofEpochMilli(reader.readDateTime()), null);
    }
}
