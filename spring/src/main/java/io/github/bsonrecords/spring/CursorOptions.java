package io.github.bsonrecords.spring;

import com.mongodb.ReadConcern;
import com.mongodb.ReadPreference;
import com.mongodb.client.FindIterable;
import com.mongodb.client.MongoCollection;
import java.util.concurrent.TimeUnit;
import org.bson.conversions.Bson;
import org.springframework.data.mongodb.CodecRegistryProvider;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.query.Collation;
import org.springframework.data.mongodb.core.query.Meta;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.util.BsonUtils;
import org.springframework.util.StringUtils;

/**
 * What {@code MongoTemplate} applies to a find besides the filter, applied the same way to a
 * collection typed with the record: the query's read concern and read preference on the collection
 * (Spring's {@code CollectionPreparerDelegate}), then the collation (the query's, else the entity's
 * {@code @Collation}), skip, limit, the mapped sort, the hint and the {@code Meta} values on the cursor
 * (Spring's {@code QueryCursorPreparer}).
 */
final class CursorOptions {
    private CursorOptions() {
    }

    static <T> MongoCollection<T> collection(MongoCollection<T> collection, Query query) {
        MongoCollection<T> prepared = collection;
        if (query.hasReadConcern()) {
            ReadConcern concern = query.getReadConcern();
            if (prepared.getReadConcern() != concern) {
                prepared = prepared.withReadConcern(concern);
            }
        }
        if (query.hasReadPreference()) {
            ReadPreference preference = query.getReadPreference();
            if (prepared.getReadPreference() != preference) {
                prepared = prepared.withReadPreference(preference);
            }
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

    /** {@code mappedSort} is null when the query is not sorted. */
    static <T> FindIterable<T> cursor(FindIterable<T> find, Query query, Bson mappedSort, MongoPersistentEntity<?> entity,
            CodecRegistryProvider registries) {
        FindIterable<T> cursor = find;
        Collation collation = query.getCollation().orElseGet(entity::getCollation);
        if (collation != null) {
            cursor = cursor.collation(collation.toMongoCollation());
        }
        if (query.getSkip() > 0) {
            cursor = cursor.skip((int) query.getSkip());
        }
        if (query.getLimit() > 0) {
            cursor = cursor.limit(query.getLimit());
        }
        if (mappedSort != null) {
            cursor = cursor.sort(mappedSort);
        }
        String hint = query.getHint();
        if (StringUtils.hasText(hint)) {
            cursor = BsonUtils.isJsonDocument(hint) ? cursor.hint(BsonUtils.parse(hint, registries)) : cursor.hintString(hint);
        }
        Meta meta = query.getMeta();
        if (meta.hasValues()) {
            if (meta.hasComment()) {
                cursor = cursor.comment(meta.getRequiredComment());
            }
            if (meta.hasMaxTime()) {
                cursor = cursor.maxTime(meta.getRequiredMaxTimeMsec(), TimeUnit.MILLISECONDS);
            }
            if (meta.getCursorBatchSize() != null) {
                cursor = cursor.batchSize(meta.getCursorBatchSize());
            }
            if (meta.getAllowDiskUse() != null) {
                cursor = cursor.allowDiskUse(meta.getAllowDiskUse());
            }
            if (meta.getFlags().contains(Meta.CursorOption.NO_TIMEOUT)) {
                cursor = cursor.noCursorTimeout(true);
            }
            if (meta.getFlags().contains(Meta.CursorOption.PARTIAL)) {
                cursor = cursor.partial(true);
            }
        }
        return cursor;
    }
}
