package io.github.bsonrecords.examples.model.ledger;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;

/** A record with a metamodel holding one without: its metamodel compares those entries whole. */
@BsonRecord
public record Ledger(String name, LedgerEntry opening, List<LedgerEntry> entries, Map<String, LedgerEntry> closing) {
}
