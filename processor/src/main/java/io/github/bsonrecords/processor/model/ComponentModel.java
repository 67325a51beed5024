package io.github.bsonrecords.processor.model;

import java.util.List;
import java.util.stream.Stream;

/**
 * One record component: its Java name (the accessor), the BSON field it maps to, and how its
 * value maps to BSON.
 *
 * @param aliases earlier BSON names the component also decodes from ({@code @BsonAlias})
 * @param required decoding fails when the field is absent (a primitive under
 *     {@code MissingPrimitives.FAIL}, or {@code @BsonRequired})
 * @param writeNull a null (or empty Optional) is written as BSON null rather than left out
 * @param extras {@code NONE}, or the type the {@code @BsonExtraElements} component collects the
 *     fields no other component claims into (it has no BSON name of its own then)
 */
public record ComponentModel(String name, String bsonName, boolean id, ValueType type, List<String> aliases,
        boolean required, boolean writeNull, ExtraKind extras) {

    public ComponentModel {
        aliases = List.copyOf(aliases);
    }

    /** Whether this is the {@code @BsonExtraElements} component. */
    public boolean extraElements() {
        return extras != ExtraKind.NONE;
    }

    /** Every BSON name the component decodes from: its own, then its aliases. */
    public List<String> decodedNames() {
        return Stream.concat(Stream.of(bsonName), aliases.stream()).toList();
    }
}
