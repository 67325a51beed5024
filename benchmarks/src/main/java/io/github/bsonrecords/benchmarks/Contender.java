package io.github.bsonrecords.benchmarks;

/** The codecs (or filter builders) a suite compares, side by side in one JMH run (the {@code contender} parameter). */
public enum Contender {
    /** {@code org.bson.Document} through the driver's {@code DocumentCodec}. */
    DOCUMENT("DocumentCodec"),
    /** {@code org.bson.BsonDocument} through {@code BsonDocumentCodec} (the RawBsonDocument suite only). */
    BSON_DOCUMENT("BsonDocumentCodec"),
    /** The driver's reflective {@code org.bson.codecs.record.RecordCodec}. */
    RECORD_CODEC("driver RecordCodec"),
    /** A codec written by hand against the {@code BsonReader}/{@code BsonWriter} API, in the style of seed 001. */
    HAND_WRITTEN("hand-written"),
    /** Spring Data MongoDB's {@code MongoTemplate} and its {@code MappingMongoConverter} (the end-to-end suite only). */
    SPRING_DATA("Spring Data MappingMongoConverter"),
    /**
     * Micronaut Serialization's BSON support ({@code micronaut-serde-bson}): a {@code @Serdeable} record,
     * introspected at compile time, through the (de)serializers of its {@code BsonBinaryMapper} (the telemetry
     * suite only).
     */
    MICRONAUT_SERDE("Micronaut serde-bson"),
    /** Spring Data's own {@code MongoTemplate} and {@code MappingMongoConverter} with bson-records-spring's converters registered (the end-to-end suite only). */
    SPRING_CONVERTERS("Spring Data + codec converters"),
    /**
     * Spring Data's own {@code MongoTemplate} on bson-records-spring's {@code CodecMappingConverter}: what
     * its auto-configuration wires when an application defines its own {@code MongoTemplate} (the
     * end-to-end suite only).
     */
    SPRING_CODEC_CONVERTER("Spring Data template + codec MappingMongoConverter"),
    /** bson-records-spring's {@code BsonRecordsMongoTemplate} (the end-to-end suite only). */
    SPRING_CODEC_TEMPLATE("bson-records-spring template"),
    /** A Spring Data repository's derived query on {@code BsonRecordsMongoTemplate} (the end-to-end suite only). */
    SPRING_REPOSITORY("bson-records-spring repository"),
    /** The driver's string-keyed builders, {@code Filters.eq(String, Object)} (the filter suite only). */
    DRIVER_BUILDERS("driver Filters"),
    /**
     * The least work any decoder must do: handed every value's offset in advance, it only builds the values (the
     * realistic suite only, decoding).
     */
    FLOOR("floor"),
    /** The codec bson-records generates at compile time (the generated metamodel in the filter suite). */
    GENERATED("generated");

    private final String label;

    Contender(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
