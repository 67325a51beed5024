package io.github.bsonrecords.processor.model;

import java.util.List;
import java.util.Objects;
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
 * @see Builder
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

    /** A builder for the component called {@code name}: each of the analysis' readers sets what its annotation decides. */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /**
     * A component as the analysis reads it, one annotation at a time; what no reader sets keeps the
     * default of a plain component: not the {@code _id}, no aliases, not required, null omitted,
     * not the extra-elements component. {@link #bsonName} and {@link #type} must be set.
     */
    public static final class Builder {
        private final String name;
        private String bsonName;
        private boolean id;
        private ValueType type;
        private List<String> aliases = List.of();
        private boolean required;
        private boolean writeNull;
        private ExtraKind extras = ExtraKind.NONE;

        private Builder(String name) {
            this.name = Objects.requireNonNull(name);
        }

        public String name() {
            return name;
        }

        public Builder bsonName(String bsonName) {
            this.bsonName = bsonName;
            return this;
        }

        /** Null until set. */
        public String bsonName() {
            return bsonName;
        }

        public Builder id(boolean id) {
            this.id = id;
            return this;
        }

        public boolean id() {
            return id;
        }

        public Builder type(ValueType type) {
            this.type = type;
            return this;
        }

        /** Null until set. */
        public ValueType type() {
            return type;
        }

        public Builder aliases(List<String> aliases) {
            this.aliases = List.copyOf(aliases);
            return this;
        }

        public List<String> aliases() {
            return aliases;
        }

        public Builder required(boolean required) {
            this.required = required;
            return this;
        }

        public Builder writeNull(boolean writeNull) {
            this.writeNull = writeNull;
            return this;
        }

        public Builder extras(ExtraKind extras) {
            this.extras = Objects.requireNonNull(extras);
            return this;
        }

        /** Whether this is the {@code @BsonExtraElements} component. */
        public boolean extraElements() {
            return extras != ExtraKind.NONE;
        }

        /**
         * The component. The extra-elements component is no field of its own: it is never the
         * {@code _id}, has no aliases, and is neither required nor written as null, whatever the
         * record's policies would give a field.
         */
        public ComponentModel build() {
            Objects.requireNonNull(bsonName, () -> "no BSON name for component " + name);
            Objects.requireNonNull(type, () -> "no type for component " + name);
            return extraElements()
                    ? new ComponentModel(name, bsonName, false, type, List.of(), false, false, extras)
                    : new ComponentModel(name, bsonName, id, type, aliases, required, writeNull, extras);
        }
    }
}
