package io.github.bsonrecords.benchmarks.realistic;

import java.util.function.Supplier;
import org.bson.BsonDocument;

/**
 * The document families of the realistic suite: each a record type, its stored documents (generated from a fixed
 * seed after a public schema) and its floor decoder.
 */
public enum Family {
    MOVIES(Movie.class, Floors.Movies::new) {
        @Override
        BsonDocument document(Vocabulary words, int index) {
            return StoredDocuments.movie(words, index);
        }
    },
    ORDERS(Order.class, Floors.Orders::new) {
        @Override
        BsonDocument document(Vocabulary words, int index) {
            return StoredDocuments.order(words, index, false);
        }
    },
    /** The same orders as a second service writes them: another field order, at the top and in every line. */
    ORDERS_OTHER_WRITER(Order.class, Floors.Orders::new) {
        @Override
        BsonDocument document(Vocabulary words, int index) {
            return StoredDocuments.order(words, index, true);
        }
    },
    CUSTOMERS(Customer.class, Floors.Customers::new) {
        @Override
        BsonDocument document(Vocabulary words, int index) {
            return StoredDocuments.customer(words, index);
        }
    },
    ACCOUNTS(Account.class, Floors.Accounts::new) {
        @Override
        BsonDocument document(Vocabulary words, int index) {
            return StoredDocuments.account(words, index);
        }
    },
    PLACES(Place.class, Floors.Places::new) {
        @Override
        BsonDocument document(Vocabulary words, int index) {
            return StoredDocuments.place(words, index);
        }
    },
    EVENTS(Event.class, Floors.Events::new) {
        @Override
        BsonDocument document(Vocabulary words, int index) {
            return StoredDocuments.event(words, index);
        }
    },
    USERS(User.class, Floors.Users::new) {
        @Override
        BsonDocument document(Vocabulary words, int index) {
            return StoredDocuments.user(words, index);
        }
    };

    /** A cursor's first batch. */
    public static final int DOCUMENTS = 101;

    private final Class<? extends Record> type;
    private final Supplier<FloorDecoder<?>> floor;

    Family(Class<? extends Record> type, Supplier<FloorDecoder<?>> floor) {
        this.type = type;
        this.floor = floor;
    }

    abstract BsonDocument document(Vocabulary words, int index);

    public Class<? extends Record> type() {
        return type;
    }

    FloorDecoder<?> floor() {
        return floor.get();
    }

    /** The seed of the family's words: one per schema, so both writers of the orders store the same orders. */
    long seed() {
        return 31L * type.getName().hashCode();
    }
}
