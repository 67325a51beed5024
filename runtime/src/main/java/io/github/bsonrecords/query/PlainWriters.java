package io.github.bsonrecords.query;

import java.util.regex.Pattern;
import org.bson.BsonRegularExpression;
import org.bson.codecs.PatternCodec;

/**
 * Writers of the operands that are not a component's value ({@code $exists: true},
 * {@code $size: 3}, {@code $unset: ""}, a regular expression), written as the driver's builders
 * write them.
 */
final class PlainWriters {
    private static final PatternCodec PATTERN_CODEC = new PatternCodec();

    static final ValueWriter<Boolean> BOOLEAN = (writer, value, context, registry) -> writer.writeBoolean(value);
    static final ValueWriter<Integer> INT32 = (writer, value, context, registry) -> writer.writeInt32(value);
    static final ValueWriter<String> STRING = (writer, value, context, registry) -> writer.writeString(value);
    static final ValueWriter<BsonRegularExpression> REGULAR_EXPRESSION =
            (writer, value, context, registry) -> writer.writeRegularExpression(value);
    /** As the driver's registry encodes a {@code Pattern}: its flags become the expression's options. */
    static final ValueWriter<Pattern> PATTERN = (writer, value, context, registry) -> PATTERN_CODEC.encode(writer, value, context);

    private PlainWriters() {
    }
}
