package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;

/**
 * A collection of events: the key {@code kind} for every record, payments grouped under a nested
 * sealed interface (not annotated itself), each record with an {@code _id}.
 */
@BsonRecord
@BsonDiscriminator(key = "kind")
public sealed interface Event permits Event.Payment, Dispatch, ReadingsBatch {

    /** Payments, a group of events with no codec of its own. */
    sealed interface Payment extends Event permits CardPayment, CashPayment {
    }
}
