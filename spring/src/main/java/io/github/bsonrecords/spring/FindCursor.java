package io.github.bsonrecords.spring;

import com.mongodb.client.model.Collation;
import org.bson.conversions.Bson;

/**
 * The settings of one find that {@link CursorOptions} applies: the sync driver's {@code FindIterable}
 * and the reactive driver's {@code FindPublisher} take the same ones but share no interface, so each
 * read path adapts its own ({@link FindIterableCursor}, {@link FindPublisherCursor}) and the decisions
 * are made once.
 */
interface FindCursor {
    void collation(Collation collation);

    void skip(int skip);

    void limit(int limit);

    void sort(Bson sort);

    void hint(Bson hint);

    void hintString(String hint);

    void comment(String comment);

    void maxTimeMillis(long milliseconds);

    void batchSize(int size);

    void allowDiskUse(boolean allow);

    void noCursorTimeout();

    void partial();
}
