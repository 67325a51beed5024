/**
 * An application module as users write it: it requires the runtime by its module name and
 * declares the generated provider of one package. The provider of package {@code undeclared} is
 * left out on purpose, the mistake whose diagnosis the tests check.
 */
module io.github.bsonrecords.jpmstest {
    // transitive: the exported packages hold the generated codecs, public classes whose signatures name
    // the runtime's and bson's types (javac's -Xlint:exports says so otherwise)
    requires transitive io.github.bsonrecords;

    exports io.github.bsonrecords.jpmstest.declared;
    exports io.github.bsonrecords.jpmstest.undeclared;

    provides io.github.bsonrecords.GeneratedCodecProvider
            with io.github.bsonrecords.jpmstest.declared.BsonRecordCodecProvider;
}
