package io.github.bsonrecords.examples.collisions;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.examples.model.GeoPoint;
import java.util.List;
import java.util.Optional;

/**
 * Component names that collide with what generated code declares or calls: a nested codec's field
 * ({@code geoPointCodec}), generated constants ({@code X}, {@code ID}), runtime and driver classes
 * ({@code Reads}, {@code BsonType}, {@code Optional}, {@code String}), parameters and locals
 * ({@code reader}, {@code buffer}, {@code registry}, {@code fieldName}, {@code e}, {@code depth}),
 * and two helpers of one name ({@code lines}, {@code Lines}). Compiling it is half the test.
 */
@BsonRecord
public record Collisions(
        GeoPoint geoPoint,
        String geoPointCodec,
        double X,
        String ID,
        int Reads,
        String BsonType,
        Optional<String> Optional,
        String String,
        String reader,
        String buffer,
        String registry,
        String fieldName,
        String e,
        int depth,
        List<String> lines,
        List<String> Lines) {
}
