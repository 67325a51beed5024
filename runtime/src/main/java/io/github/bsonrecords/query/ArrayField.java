package io.github.bsonrecords.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.bson.conversions.Bson;

/**
 * A field holding a BSON array ({@code List}, {@code Set}, {@code Collection} or array
 * component): the filters and updates on the whole array ({@link #eq}, {@link #set}, ...) take the
 * component's type; those on its elements take the element type, encoded as the codec encodes an
 * element. {@link #matched()}, {@link #each()}, {@link #filtered} and {@link #at} are the
 * element's field under the positional paths of updates ({@code lines.$}, {@code lines.$[]},
 * {@code lines.$[id]}, {@code lines.3}).
 *
 * @param <C> the component's Java type ({@code List<String>}, {@code int[]})
 * @param <E> the element's Java type, boxed
 * @param <F> the field reference type of one element
 */
public class ArrayField<C, E, F extends Field<E>> extends Field<C> {
    private final ValueWriter<E> elementWriter;
    /** Null when a subclass builds its elements' references itself ({@link #elementAt}). */
    private final Function<String, ? extends F> elementField;

    /**
     * For generated metamodels.
     *
     * @param writer writes the whole array as the record's codec writes the component
     * @param elementWriter writes one element as the codec writes an element of the component
     * @param elementField the element's field reference at a given path
     */
    public ArrayField(String path, ValueWriter<C> writer, ValueWriter<E> elementWriter,
            Function<String, ? extends F> elementField) {
        super(path, writer);
        this.elementWriter = Objects.requireNonNull(elementWriter, "elementWriter");
        this.elementField = Objects.requireNonNull(elementField, "elementField");
    }

    /**
     * For generated metamodels: the array and each element are written as the element's field
     * reference writes one value ({@code null} elements as BSON null), as the codec writes them.
     *
     * @param elementField the element's field reference at a given path
     */
    public ArrayField(String path, Function<String, ? extends F> elementField) {
        this(path, elementField, elementField.apply(path).writer());
    }

    /**
     * For subclasses that build the element's field reference themselves, in {@link #elementAt}.
     *
     * @param elementWriter writes one element as the codec writes an element of the component
     */
    protected ArrayField(String path, ValueWriter<E> elementWriter) {
        super(path, ValueWriters.array(elementWriter));
        this.elementWriter = elementWriter;
        this.elementField = null;
    }

    private ArrayField(String path, Function<String, ? extends F> elementField, ValueWriter<E> elementWriter) {
        this(path, ValueWriters.array(elementWriter), elementWriter, elementField);
    }

    /** {@code {path: element}}: arrays that hold the element, as {@code Filters.eq(path, element)}. */
    public final Bson contains(E element) {
        return new FieldFilter<>(path(), null, element, elementWriter);
    }

    /** {@code {path: {$all: [elements]}}}, as {@code Filters.all}. */
    @SafeVarargs
    public final Bson all(E... elements) {
        List<E> copy = new ArrayList<>(elements.length);
        for (E element : elements) {
            copy.add(element);
        }
        return all(copy);
    }

    /** {@code {path: {$all: [elements]}}}, as {@code Filters.all}; the elements are copied. */
    public final Bson all(Iterable<? extends E> elements) {
        return new FieldValuesFilter<>(path(), "$all", copy(elements), elementWriter);
    }

    /** {@code {path: {$size: size}}}, as {@code Filters.size}. */
    public final Bson size(int size) {
        return new FieldFilter<>(path(), "$size", size, PlainWriters.INT32);
    }

    /**
     * {@code {path: {$elemMatch: condition}}}, as {@code Filters.elemMatch}. For arrays of records,
     * {@link RecordArrayField#elemMatch(Function)} builds the condition from the element's metamodel.
     */
    public final Bson elemMatch(Bson condition) {
        return NestedCondition.elemMatch(path(), condition);
    }

    /** {@code {$push: {path: element}}}, as {@code Updates.push}. */
    public final Bson push(E element) {
        return new FieldUpdate<>("$push", path(), element, elementWriter);
    }

    /** {@code {$push: {path: {$each: [elements]}}}}, as {@code Updates.pushEach}; the elements are copied. */
    public final Bson pushEach(Iterable<? extends E> elements) {
        return new FieldValuesUpdate<>("$push", path(), true, copy(elements), elementWriter);
    }

    /** {@code {$addToSet: {path: element}}}, as {@code Updates.addToSet}. */
    public final Bson addToSet(E element) {
        return new FieldUpdate<>("$addToSet", path(), element, elementWriter);
    }

    /** {@code {$addToSet: {path: {$each: [elements]}}}}, as {@code Updates.addEachToSet}; the elements are copied. */
    public final Bson addEachToSet(Iterable<? extends E> elements) {
        return new FieldValuesUpdate<>("$addToSet", path(), true, copy(elements), elementWriter);
    }

    /** {@code {$pull: {path: element}}}: removes the elements equal to it, as {@code Updates.pull}. */
    public final Bson pull(E element) {
        return new FieldUpdate<>("$pull", path(), element, elementWriter);
    }

    /** {@code {$pullAll: {path: [elements]}}}, as {@code Updates.pullAll}; the elements are copied. */
    public final Bson pullAll(Iterable<? extends E> elements) {
        return new FieldValuesUpdate<>("$pullAll", path(), false, copy(elements), elementWriter);
    }

    /** The element the query matched, {@code path.$}: the positional operator of updates. */
    public final F matched() {
        return elementAt(path() + ".$");
    }

    /** Every element, {@code path.$[]}: the all-positional operator of updates. */
    public final F each() {
        return elementAt(path() + ".$[]");
    }

    /**
     * The elements an array filter selects, {@code path.$[identifier]}; state the filter with
     * {@link #arrayFilter} and pass it in the update's {@code arrayFilters} option.
     */
    public final F filtered(String identifier) {
        return elementAt(path() + ".$[" + checkedIdentifier(identifier) + "]");
    }

    /**
     * The element an array filter names, for the condition in {@code arrayFilters}: its paths start
     * with {@code identifier} ({@code arrayFilter("line").quantity.gt(1)} is
     * {@code {"line.quantity": {$gt: 1}}}).
     */
    public final F arrayFilter(String identifier) {
        return elementAt(checkedIdentifier(identifier));
    }

    /** The element at {@code index}, {@code path.index}. */
    public final F at(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("an array index is 0 or more, not " + index);
        }
        return elementAt(path() + "." + index);
    }

    /**
     * The element's field reference at {@code path}: built by the constructor's {@code elementField},
     * or by a subclass that passed none (a generated metamodel's {@code Elements}).
     */
    protected F elementAt(String path) {
        if (elementField == null) {
            throw new IllegalStateException(getClass().getName()
                    + " passes no elementField, so it must override elementAt");
        }
        return elementField.apply(path);
    }

    /** An array filter's identifier starts with a lower-case letter and holds letters and digits only. */
    private static String checkedIdentifier(String identifier) {
        Objects.requireNonNull(identifier, "identifier");
        if (identifier.isEmpty() || !Character.isLowerCase(identifier.charAt(0))
                || !identifier.chars().allMatch(Character::isLetterOrDigit)) {
            throw new IllegalArgumentException("'" + identifier + "' is not an array filter identifier: it must start"
                    + " with a lower-case letter and hold only letters and digits");
        }
        return identifier;
    }
}
