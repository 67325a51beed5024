package io.github.bsonrecords.query;

import java.util.List;
import java.util.regex.Pattern;
import org.bson.BsonRegularExpression;
import org.bson.BsonString;
import org.bson.conversions.Bson;

/**
 * A {@code String} field stored as a BSON string: also regular expressions and text index keys.
 * (A {@code String} stored as an ObjectId, with {@code @BsonRepresentation(OBJECT_ID)}, is a plain
 * {@link Field}: a regular expression never matches an ObjectId.)
 */
public class StringField extends Field<String> {
    private static final BsonString TEXT = new BsonString("text");

    /** For generated metamodels; see {@link Field#Field}. */
    public StringField(String path, ValueWriter<String> writer) {
        super(path, writer);
    }

    /** {@code {path: /pattern/}}, as {@code Filters.regex(path, pattern)}. */
    public final Bson regex(String pattern) {
        return regex(pattern, null);
    }

    /** {@code {path: /pattern/options}}, as {@code Filters.regex(path, pattern, options)}. */
    public final Bson regex(String pattern, String options) {
        return new FieldFilter<>(path(), null, new BsonRegularExpression(pattern, options), PlainWriters.REGULAR_EXPRESSION);
    }

    /** The pattern and its flags as a BSON regular expression, as {@code Filters.regex(path, pattern)}. */
    public final Bson regex(Pattern pattern) {
        return new FieldFilter<>(path(), null, pattern, PlainWriters.PATTERN);
    }

    /** {@code {path: "text"}}: a text index key, as {@code Indexes.text}. */
    public final Bson textIndex() {
        return new KeyDocument(List.of(path()), TEXT);
    }
}
