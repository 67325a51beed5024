package io.github.bsonrecords.spring;

import org.bson.conversions.Bson;
import org.springframework.data.mongodb.CodecRegistryProvider;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.query.Collation;
import org.springframework.data.mongodb.core.query.Meta;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.util.BsonUtils;
import org.springframework.util.StringUtils;

/**
 * What {@code MongoTemplate} and {@code ReactiveMongoTemplate} apply to a find besides the filter,
 * decided once for both codec read paths: the query's read concern and read preference for the
 * collection (Spring's {@code CollectionPreparerDelegate}), then the collation (the query's, else the
 * entity's {@code @Collation}), skip, limit, the mapped sort, the hint and the {@code Meta} values on the
 * cursor (Spring's {@code QueryCursorPreparer}).
 */
final class CursorOptions {
    private CursorOptions() {
    }

    /** The collection with the query's read concern and read preference where they differ from its own. */
    static <C> C collection(C collection, DriverFind<C, ?> driver, Query query) {
        C prepared = collection;
        if (query.hasReadConcern() && query.getReadConcern() != driver.readConcern().apply(prepared)) {
            prepared = driver.withReadConcern().apply(prepared, query.getReadConcern());
        }
        if (query.hasReadPreference() && query.getReadPreference() != driver.readPreference().apply(prepared)) {
            prepared = driver.withReadPreference().apply(prepared, query.getReadPreference());
        }
        return prepared;
    }

    /** {@code Meta} flags other than these need Spring's path (it refuses them there). */
    static boolean supported(Meta meta) {
        for (Meta.CursorOption option : meta.getFlags()) {
            if (option != Meta.CursorOption.NO_TIMEOUT && option != Meta.CursorOption.PARTIAL
                    && option != Meta.CursorOption.SECONDARY_READS) {
                return false;
            }
        }
        return true;
    }

    /** The find with the query's settings; {@code mappedSort} is null when the query is not sorted. */
    static <F> F apply(F find, DriverFind<?, F> driver, Query query, Bson mappedSort, MongoPersistentEntity<?> entity,
            CodecRegistryProvider registries) {
        F cursor = find;
        Collation collation = query.getCollation().orElseGet(entity::getCollation);
        if (collation != null) {
            cursor = driver.collation().apply(cursor, collation.toMongoCollation());
        }
        if (query.getSkip() > 0) {
            cursor = driver.skip().apply(cursor, (int) query.getSkip());
        }
        if (query.getLimit() > 0) {
            cursor = driver.limit().apply(cursor, query.getLimit());
        }
        if (mappedSort != null) {
            cursor = driver.sort().apply(cursor, mappedSort);
        }
        String hint = query.getHint();
        if (StringUtils.hasText(hint)) {
            cursor = BsonUtils.isJsonDocument(hint) ? driver.hint().apply(cursor, BsonUtils.parse(hint, registries))
                    : driver.hintString().apply(cursor, hint);
        }
        Meta meta = query.getMeta();
        if (meta.hasValues()) {
            if (meta.hasComment()) {
                cursor = driver.comment().apply(cursor, meta.getRequiredComment());
            }
            if (meta.hasMaxTime()) {
                cursor = driver.maxTimeMillis().apply(cursor, meta.getRequiredMaxTimeMsec());
            }
            if (meta.getCursorBatchSize() != null) {
                cursor = driver.batchSize().apply(cursor, meta.getCursorBatchSize());
            }
            if (meta.getAllowDiskUse() != null) {
                cursor = driver.allowDiskUse().apply(cursor, meta.getAllowDiskUse());
            }
            if (meta.getFlags().contains(Meta.CursorOption.NO_TIMEOUT)) {
                cursor = driver.noCursorTimeout().apply(cursor);
            }
            if (meta.getFlags().contains(Meta.CursorOption.PARTIAL)) {
                cursor = driver.partial().apply(cursor);
            }
        }
        return cursor;
    }
}
