package io.github.bsonrecords.query;

import java.util.Objects;
import java.util.function.Function;
import org.bson.conversions.Bson;

/**
 * An array of records ({@code List<OrderLine>}): also conditions on its elements built from the
 * element record's metamodel, whose paths start at the element ({@code sku}, not
 * {@code lines.sku}). Generated metamodels subclass it as {@code OrderLine_.Elements}: each element
 * component's field under the array's path ({@code Order_.lines.sku} is {@code "lines.sku"}, which
 * matches documents in which any line has that sku), and the element's {@code Embedded} at a path
 * ({@link #elementAt}).
 *
 * @param <C> the component's Java type ({@code List<OrderLine>})
 * @param <E> the element record
 * @param <F> the element record's embedded metamodel
 */
public abstract class RecordArrayField<C, E, F extends Field<E>> extends ArrayField<C, E, F> {
    private final F components;

    /**
     * For generated metamodels: the array is written element by element with the element record's
     * codec ({@code null} elements as BSON null), as the enclosing codec writes it.
     *
     * @param components the element record's metamodel at the array's path, whose components are
     *                   the elements' ({@link #components()})
     */
    protected RecordArrayField(String path, F components) {
        super(path, components.writer());
        this.components = components;
    }

    /** The element record's metamodel at the array's path: its components' references are the elements'. */
    protected final F components() {
        return components;
    }

    /** The element record's metamodel at {@code path}. */
    @Override
    protected abstract F elementAt(String path);

    /**
     * {@code {path: {$elemMatch: condition}}}: the documents with an element that meets every part of
     * the condition at once, built on the element's fields:
     * {@code Order_.lines.elemMatch(line -> Filters.and(line.sku.eq("A"), line.quantity.gt(2)))}.
     */
    public final Bson elemMatch(Function<? super F, ? extends Bson> condition) {
        return elemMatch(build(condition));
    }

    /**
     * {@code {$pull: {path: condition}}}: removes the elements that meet the condition, built on the
     * element's fields: {@code Order_.lines.pullWhere(line -> line.quantity.lte(0))}.
     */
    public final Bson pullWhere(Function<? super F, ? extends Bson> condition) {
        return NestedCondition.pull(path(), build(condition));
    }

    private Bson build(Function<? super F, ? extends Bson> condition) {
        return Objects.requireNonNull(condition.apply(elementAt("")), "the condition returned null");
    }
}
