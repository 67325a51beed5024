package io.github.bsonrecords.spring;

import com.mongodb.client.model.Collation;
import com.mongodb.reactivestreams.client.FindPublisher;
import java.util.concurrent.TimeUnit;
import org.bson.conversions.Bson;

/** The reactive driver's find as a {@link FindCursor}: each setting replaces the publisher with the one the driver returns. */
final class FindPublisherCursor<T> implements FindCursor {
    private FindPublisher<T> find;

    FindPublisherCursor(FindPublisher<T> find) {
        this.find = find;
    }

    FindPublisher<T> find() {
        return find;
    }

    @Override
    public void collation(Collation collation) {
        find = find.collation(collation);
    }

    @Override
    public void skip(int skip) {
        find = find.skip(skip);
    }

    @Override
    public void limit(int limit) {
        find = find.limit(limit);
    }

    @Override
    public void sort(Bson sort) {
        find = find.sort(sort);
    }

    @Override
    public void hint(Bson hint) {
        find = find.hint(hint);
    }

    @Override
    public void hintString(String hint) {
        find = find.hintString(hint);
    }

    @Override
    public void comment(String comment) {
        find = find.comment(comment);
    }

    @Override
    public void maxTimeMillis(long milliseconds) {
        find = find.maxTime(milliseconds, TimeUnit.MILLISECONDS);
    }

    @Override
    public void batchSize(int size) {
        find = find.batchSize(size);
    }

    @Override
    public void allowDiskUse(boolean allow) {
        find = find.allowDiskUse(allow);
    }

    @Override
    public void noCursorTimeout() {
        find = find.noCursorTimeout(true);
    }

    @Override
    public void partial() {
        find = find.partial(true);
    }
}
