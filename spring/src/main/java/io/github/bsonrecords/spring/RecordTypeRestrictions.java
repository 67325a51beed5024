package io.github.bsonrecords.spring;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.bson.Document;
import org.springframework.data.mapping.PersistentEntity;
import org.springframework.data.mapping.context.MappingContext;
import org.springframework.data.mongodb.core.convert.DefaultMongoTypeMapper;

/**
 * Spring's type mapper, except that a type restriction (a typed query by example, {@code Query.restrict})
 * leaves out the generated records: their codecs store no {@code _class}, so {@code _class: {$in:
 * [...]}} on a record matches none of its documents. A record of a sealed interface is restricted all
 * the same, by the discriminator its codec writes into the example's document.
 */
final class RecordTypeRestrictions extends DefaultMongoTypeMapper {
    private final Set<Class<?>> records;

    RecordTypeRestrictions(MappingContext<? extends PersistentEntity<?, ?>, ?> mappingContext,
            UnaryOperator<Class<?>> writeTarget, Set<Class<?>> records) {
        super(DEFAULT_TYPE_KEY, mappingContext, writeTarget);
        this.records = records;
    }

    @Override
    public void writeTypeRestrictions(Document result, Set<Class<?>> restrictedTypes) {
        if (restrictedTypes == null || restrictedTypes.isEmpty()) {
            return;
        }
        Set<Class<?>> typed = new LinkedHashSet<>(restrictedTypes);
        typed.removeAll(records);
        // none left: no restriction at all (an empty $in would match nothing)
        if (!typed.isEmpty()) {
            super.writeTypeRestrictions(result, typed);
        }
    }
}
