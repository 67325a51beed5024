package io.github.bsonrecords.benchmarks.e2e;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.bson.Document;

/**
 * One codec's view of the suite through the driver's collections: the collection it reads the
 * stored documents from, the one it inserts into, the one it replaces in, and the values, all typed
 * for its codec.
 */
public final class DriverCollections<T> implements ClientOperations {
    private final MongoCollection<T> read;
    private final MongoCollection<T> write;
    private final MongoCollection<T> replace;
    private final List<T> inserts;
    private final T replacement;
    private final Consumer<T> beforeInsert;

    /**
     * {@code replacement}: equal to the first insert, but never inserted (an inserted Document holds
     * the {@code _id} the driver gave it); {@code beforeInsert} undoes what an insert did to a value.
     */
    public DriverCollections(MongoCollection<T> read, MongoCollection<T> write, MongoCollection<T> replace, List<T> inserts,
            T replacement, Consumer<T> beforeInsert) {
        this.read = read;
        this.write = write;
        this.replace = replace;
        this.inserts = inserts;
        this.replacement = replacement;
        this.beforeInsert = beforeInsert;
    }

    @Override
    public List<T> findAll() {
        return read.find().into(new ArrayList<>());
    }

    @Override
    public void insertMany() {
        write.insertMany(inserts);
    }

    @Override
    public void replaceOne() {
        replace.replaceOne(Filters.eq("_id", EndToEndWorkload.REPLACED_ID), replacement);
    }

    @Override
    public void resetInserts() {
        write.deleteMany(new Document());
        inserts.forEach(beforeInsert);
    }

    @Override
    public String insertCollection() {
        return write.getNamespace().getCollectionName();
    }

    @Override
    public String replaceCollection() {
        return replace.getNamespace().getCollectionName();
    }
}
