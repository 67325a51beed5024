/**
 * The runtime of bson-records: {@code @BsonRecord}, the {@code BsonRecords} entry points and the
 * support code generated codecs call.
 *
 * <p>A real module rather than an {@code Automatic-Module-Name}: it declares that it uses the
 * generated providers' service type, keeps {@code io.github.bsonrecords.internal} to itself, and
 * {@code requires transitive org.mongodb.bson} lets an application's module that requires this one
 * read bson's types (codecs, registries), which generated code and the public API are made of.
 */
module io.github.bsonrecords {
    requires transitive org.mongodb.bson;

    exports io.github.bsonrecords;
    // called by generated code, which lives in the application's own packages
    exports io.github.bsonrecords.codec;
    exports io.github.bsonrecords.codec.document;
    exports io.github.bsonrecords.codec.lookup;
    exports io.github.bsonrecords.codec.read;
    exports io.github.bsonrecords.codec.write;
    // what generated codecs read, described for BsonRecords.survey
    exports io.github.bsonrecords.codec.shape;
    // field references of the generated metamodels (Reading_.temperature.gt(25.0))
    exports io.github.bsonrecords.query;

    uses io.github.bsonrecords.GeneratedCodecProvider;
}
