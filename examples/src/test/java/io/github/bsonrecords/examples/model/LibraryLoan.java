package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/**
 * Component names that are also the names a codec uses for its own parameters and fields
 * ({@code reader}, {@code writer}, {@code value}, {@code context}, {@code registry}).
 */
@BsonRecord
public record LibraryLoan(
        String reader, String writer, Double value, List<String> context, String registry, int decoder) {
}
