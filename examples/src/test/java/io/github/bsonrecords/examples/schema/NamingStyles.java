package io.github.bsonrecords.examples.schema;

import io.github.bsonrecords.BsonNaming;
import io.github.bsonrecords.BsonRecord;

/** The same component names under each naming strategy. */
public final class NamingStyles {
    private NamingStyles() {
    }

    @BsonRecord(naming = BsonNaming.KEBAB_CASE)
    public record Kebab(String httpURLConnection, int line2Total, String utf8name, String URLPath) {
    }

    @BsonRecord(naming = BsonNaming.LOWER_CAMEL)
    public record LowerCamel(String httpURLConnection, int line2Total, String utf8name, String URLPath) {
    }

    @BsonRecord(naming = BsonNaming.UPPER_CAMEL)
    public record UpperCamel(String httpURLConnection, int line2Total, String utf8name, String URLPath) {
    }

    /** The package's default: snake_case. */
    @BsonRecord
    public record Snake(String httpURLConnection, int line2Total, String utf8name, String URLPath) {
    }
}
