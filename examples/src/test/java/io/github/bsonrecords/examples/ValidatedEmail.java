package io.github.bsonrecords.examples;

import io.github.bsonrecords.BsonRecord;
import java.util.Objects;

/** A record whose compact constructor refuses some decoded values. */
@BsonRecord
public record ValidatedEmail(String address) {
    public ValidatedEmail {
        Objects.requireNonNull(address, "address");
        if (!address.contains("@")) {
            throw new IllegalArgumentException("not an e-mail address: " + address);
        }
    }
}
