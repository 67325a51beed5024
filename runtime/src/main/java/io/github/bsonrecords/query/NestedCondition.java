package io.github.bsonrecords.query;

import java.util.Objects;
import org.bson.BsonDocument;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;

/**
 * {@code {outer: {inner: condition}}}, the condition rendered with the same registry:
 * {@code {path: {$elemMatch: condition}}} (the driver's {@code Filters.elemMatch}) and
 * {@code {$pull: {path: condition}}} ({@code Updates.pullByFilter} of a condition on the elements).
 */
final class NestedCondition implements Bson {
    private final String outer;
    private final String inner;
    private final Bson condition;

    NestedCondition(String outer, String inner, Bson condition) {
        this.outer = outer;
        this.inner = inner;
        this.condition = Objects.requireNonNull(condition, "condition");
    }

    static NestedCondition elemMatch(String path, Bson condition) {
        return new NestedCondition(path, "$elemMatch", condition);
    }

    static NestedCondition pull(String path, Bson condition) {
        return new NestedCondition("$pull", path, condition);
    }

    @Override
    public <D> BsonDocument toBsonDocument(Class<D> documentClass, CodecRegistry registry) {
        return new BsonDocument(outer, new BsonDocument(inner, condition.toBsonDocument(documentClass, registry)));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof NestedCondition that && outer.equals(that.outer) && inner.equals(that.inner)
                && condition.equals(that.condition);
    }

    @Override
    public int hashCode() {
        return Objects.hash(outer, inner, condition);
    }

    @Override
    public String toString() {
        return "{\"" + outer + "\": {\"" + inner + "\": " + condition + "}}";
    }
}
