package snippet;

import io.github.bsonrecords.BsonRecord;

/** The buyer as it was when the order was placed (a snapshot, not a reference). */
@BsonRecord
public record Customer(String customerId, String name, String email, Address shippingAddress) {
}
