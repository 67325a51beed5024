package io.github.bsonrecords.spring;

import com.mongodb.ReadConcern;
import com.mongodb.ReadPreference;
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

    /** The query's read concern where it differs from the collection's {@code current} one, else null. */
    static ReadConcern readConcern(Query query, ReadConcern current) {
        return query.hasReadConcern() && query.getReadConcern() != current ? query.getReadConcern() : null;
    }

    /** The query's read preference where it differs from the collection's {@code current} one, else null. */
    static ReadPreference readPreference(Query query, ReadPreference current) {
        return query.hasReadPreference() && query.getReadPreference() != current ? query.getReadPreference() : null;
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
    static void apply(FindCursor cursor, Query query, Bson mappedSort, MongoPersistentEntity<?> entity,
            CodecRegistryProvider registries) {
        Collation collation = query.getCollation().orElseGet(entity::getCollation);
        if (collation != null) {
            cursor.collation(collation.toMongoCollation());
        }
        if (query.getSkip() > 0) {
            cursor.skip((int) query.getSkip());
        }
        if (query.getLimit() > 0) {
            cursor.limit(query.getLimit());
        }
        if (mappedSort != null) {
            cursor.sort(mappedSort);
        }
        String hint = query.getHint();
        if (StringUtils.hasText(hint)) {
            if (BsonUtils.isJsonDocument(hint)) {
                cursor.hint(BsonUtils.parse(hint, registries));
            } else {
                cursor.hintString(hint);
            }
        }
        Meta meta = query.getMeta();
        if (meta.hasValues()) {
            if (meta.hasComment()) {
                cursor.comment(meta.getRequiredComment());
            }
            if (meta.hasMaxTime()) {
                cursor.maxTimeMillis(meta.getRequiredMaxTimeMsec());
            }
            if (meta.getCursorBatchSize() != null) {
                cursor.batchSize(meta.getCursorBatchSize());
            }
            if (meta.getAllowDiskUse() != null) {
                cursor.allowDiskUse(meta.getAllowDiskUse());
            }
            if (meta.getFlags().contains(Meta.CursorOption.NO_TIMEOUT)) {
                cursor.noCursorTimeout();
            }
            if (meta.getFlags().contains(Meta.CursorOption.PARTIAL)) {
                cursor.partial();
            }
        }
    }
}
