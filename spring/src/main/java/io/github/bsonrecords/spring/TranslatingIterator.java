package io.github.bsonrecords.spring;

import com.mongodb.client.MongoCursor;
import java.util.Iterator;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.support.PersistenceExceptionTranslator;

/** A cursor's results, with the driver's exceptions translated as {@code MongoTemplate.stream} translates them. */
final class TranslatingIterator<T> implements Iterator<T>, AutoCloseable {
    private final MongoCursor<T> cursor;
    private final PersistenceExceptionTranslator translator;

    TranslatingIterator(MongoCursor<T> cursor, PersistenceExceptionTranslator translator) {
        this.cursor = cursor;
        this.translator = translator;
    }

    @Override
    public boolean hasNext() {
        try {
            return cursor.hasNext();
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public T next() {
        try {
            return cursor.next();
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public void close() {
        try {
            cursor.close();
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    private RuntimeException translate(RuntimeException e) {
        DataAccessException translated = translator.translateExceptionIfPossible(e);
        return translated == null ? e : translated;
    }
}
