package snippet;

import io.github.bsonrecords.BsonRecord;

/** A postal address, embedded in a customer. */
@BsonRecord
public record Address(String street, String city, String postalCode, String countryCode) {
}
