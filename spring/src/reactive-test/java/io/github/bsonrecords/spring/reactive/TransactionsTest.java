package io.github.bsonrecords.spring.reactive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.spring.parity.Revision;
import java.time.Duration;
import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.ReactiveMongoTransactionManager;
import org.springframework.data.mongodb.UncategorizedMongoDbException;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.transaction.reactive.TransactionalOperator;

/**
 * Transactions are not covered by the differential suites, because the embedded server they run on
 * (mongo-java-server's in-memory backend, a standalone without a replica set) has none: it reports no
 * session support, so the driver refuses the transaction's session, through the module and through plain
 * Spring Data alike, and nothing is stored. This test holds that fact; when the server gains transactions it fails, and transactions get
 * their differential tests (commit and rollback through the codec's reads, which run inside
 * {@code createFlux} and so on the subscriber's session).
 */
class TransactionsTest extends ReactiveSideBySide {
    @Override
    List<String> collections() {
        return List.of("revisions");
    }

    @Test
    void theEmbeddedServerRefusesTransactionsOnBothSidesSoNoneAreTestedHere() {
        for (ReactiveMongoTemplate side : List.of(module, plain.template)) {
            TransactionalOperator transactions = TransactionalOperator.create(
                    new ReactiveMongoTransactionManager(side.getMongoDatabaseFactory()));
            UncategorizedMongoDbException refused = assertThrows(UncategorizedMongoDbException.class,
                    () -> transactions.execute(status -> side.insert(new Revision(new ObjectId(), null, "in a transaction")))
                            .collectList().block(Duration.ofSeconds(30)), side.getClass().getName());
            assertTrue(refused.getMessage().contains("doesn't support sessions"), refused.getMessage());
            assertEquals(List.of(), stored(side, "revisions"), side.getClass().getName());
        }
    }
}
