package io.github.bsonrecords.benchmarks.e2e;

import com.mongodb.client.MongoCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.bson.Document;

/**
 * One contender's view of the suite: the collection it reads 100 documents from, the collection it
 * inserts 1,000 into, and those 1,000 values, all typed for its codec.
 */
public final class CollectionPair<T> {
    private final MongoCollection<T> read;
    private final MongoCollection<T> write;
    private final List<T> inserts;
    private final Consumer<T> beforeInsert;

    /** {@code beforeInsert} undoes what an insert did to a value (the driver adds {@code _id} to a Document). */
    public CollectionPair(MongoCollection<T> read, MongoCollection<T> write, List<T> inserts,
            Consumer<T> beforeInsert) {
        this.read = read;
        this.write = write;
        this.inserts = inserts;
        this.beforeInsert = beforeInsert;
    }

    public List<T> find(int limit) {
        return read.find().limit(limit).into(new ArrayList<>(limit));
    }

    public void insertMany() {
        write.insertMany(inserts);
    }

    /** Empties the insert collection and resets the values, outside the measured time. */
    public void resetInserts() {
        write.deleteMany(new Document());
        inserts.forEach(beforeInsert);
    }

    public MongoCollection<T> readCollection() {
        return read;
    }

    public MongoCollection<T> writeCollection() {
        return write;
    }
}
