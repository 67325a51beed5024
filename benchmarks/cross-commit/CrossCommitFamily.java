package crosscommit;

import java.util.function.BiFunction;
import org.bson.BsonDocument;

/**
 * The realistic suite's families (benchmarks/.../realistic/Family without its floors), seeded with the suite's
 * record names, so that every commit decodes the very documents the suite's tables are measured on.
 */
public enum CrossCommitFamily {
    MOVIES(Movie.class, "Movie", StoredDocuments::movie),
    ORDERS(Order.class, "Order", (words, index) -> StoredDocuments.order(words, index, false)),
    ORDERS_OTHER_WRITER(Order.class, "Order", (words, index) -> StoredDocuments.order(words, index, true)),
    CUSTOMERS(Customer.class, "Customer", StoredDocuments::customer),
    ACCOUNTS(Account.class, "Account", StoredDocuments::account),
    PLACES(Place.class, "Place", StoredDocuments::place),
    EVENTS(Event.class, "Event", StoredDocuments::event),
    USERS(User.class, "User", StoredDocuments::user);

    final Class<? extends Record> type;
    /** Family.seed() of the suite: 31 times the hash of the record's name in the suite's package. */
    final long seed;
    final BiFunction<Vocabulary, Integer, BsonDocument> writer;

    CrossCommitFamily(Class<? extends Record> type, String record,
            BiFunction<Vocabulary, Integer, BsonDocument> writer) {
        this.type = type;
        this.seed = 31L * ("io.github.bsonrecords.benchmarks.realistic." + record).hashCode();
        this.writer = writer;
    }
}
