package io.github.bsonrecords.examples.model.ledger;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;

/** A record without a metamodel: its codec does not need one. */
@BsonRecord(metamodel = false)
public record LedgerEntry(String account, BigDecimal amount) {
}
