package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.MongoTransactionManager;
import org.springframework.data.mongodb.UncategorizedMongoDbException;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Transactions are not covered by the differential suite, because the embedded server it runs on
 * (mongo-java-server's in-memory backend, a standalone without a replica set) has none: it reports no
 * session support, so the driver refuses the transaction's session, through the module and through plain
 * Spring Data alike, and nothing is stored. This test holds that fact; when the server gains transactions
 * it fails, and transactions get their differential tests.
 */
class TransactionsTest extends SideBySide {
    @Override
    List<String> collections() {
        return List.of("revisions");
    }

    @Test
    void theEmbeddedServerRefusesTransactionsOnBothSidesSoNoneAreTestedHere() {
        for (MongoTemplate side : List.of(module, plain.template)) {
            TransactionTemplate transactions = new TransactionTemplate(new MongoTransactionManager(side.getMongoDatabaseFactory()));
            UncategorizedMongoDbException refused = assertThrows(UncategorizedMongoDbException.class,
                    () -> transactions.execute(status -> side.insert(new Revision(new ObjectId(), null, "in a transaction"))),
                    side.getClass().getName());
            assertTrue(refused.getMessage().contains("doesn't support sessions"), refused.getMessage());
            assertEquals(List.of(), stored(side, "revisions"), side.getClass().getName());
        }
    }
}
