package io.github.bsonrecords.benchmarks.realistic;

import java.util.function.Supplier;
import org.bson.BsonDocument;

/**
 * The document families of the realistic suite: each a record type, its stored documents (generated from a fixed
 * seed after a public schema) and its floor decoder.
 */
public enum Family {
    MOVIES(Movie.class, Floors.Movies::new, StoredDocuments::movie),
    ORDERS(Order.class, Floors.Orders::new, (words, index) -> StoredDocuments.order(words, index, false)),
    /** The same orders as a second service writes them: another field order, at the top and in every line. */
    ORDERS_OTHER_WRITER(Order.class, Floors.Orders::new, (words, index) -> StoredDocuments.order(words, index, true)),
    CUSTOMERS(Customer.class, Floors.Customers::new, StoredDocuments::customer),
    ACCOUNTS(Account.class, Floors.Accounts::new, StoredDocuments::account),
    PLACES(Place.class, Floors.Places::new, StoredDocuments::place),
    EVENTS(Event.class, Floors.Events::new, StoredDocuments::event),
    USERS(User.class, Floors.Users::new, StoredDocuments::user);

    /** A cursor's first batch. */
    public static final int DOCUMENTS = 101;

    /** The stored document at {@code index} of a family, drawn from its words. */
    interface Writer {
        BsonDocument document(Vocabulary words, int index);
    }

    private final Class<? extends Record> type;
    private final Supplier<FloorDecoder<?>> floor;
    private final Writer writer;

    Family(Class<? extends Record> type, Supplier<FloorDecoder<?>> floor, Writer writer) {
        this.type = type;
        this.floor = floor;
        this.writer = writer;
    }

    BsonDocument document(Vocabulary words, int index) {
        return writer.document(words, index);
    }

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
