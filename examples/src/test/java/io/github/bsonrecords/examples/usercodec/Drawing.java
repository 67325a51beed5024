package io.github.bsonrecords.examples.usercodec;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/**
 * Components of an interface type the application registers a codec for ({@link ShapeCodec}),
 * and an {@code Iterable} the driver's defaults serve: a warning at compile time names the first
 * two unless suppressed, as here; {@code BsonRecords.verify} checks at startup that a codec is there.
 */
@BsonRecord
public record Drawing(
        @SuppressWarnings("bson-records") Shape main,
        @SuppressWarnings("bson-records") List<Shape> others,
        Iterable<String> tags) {
}
