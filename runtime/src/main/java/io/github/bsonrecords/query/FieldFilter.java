package io.github.bsonrecords.query;

import org.bson.BsonWriter;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * {@code {path: value}} (equality) or {@code {path: {operator: value}}}: the documents of the
 * driver's {@code Filters.eq}, {@code ne}, {@code gt}, {@code gte}, {@code lt}, {@code lte},
 * {@code exists}, {@code size} and {@code regex}.
 */
final class FieldFilter<V> extends WrittenBson {
    private final String path;
    private final String operator;
    private final V value;
    private final ValueWriter<V> valueWriter;

    /** @param operator null for equality */
    FieldFilter(String path, String operator, V value, ValueWriter<V> valueWriter) {
        this.path = path;
        this.operator = operator;
        this.value = value;
        this.valueWriter = valueWriter;
    }

    @Override
    void writeFields(BsonWriter writer, CodecRegistry registry) {
        writer.writeName(path);
        if (operator == null) {
            writeValue(writer, value, valueWriter, registry);
            return;
        }
        writer.writeStartDocument();
        writer.writeName(operator);
        writeValue(writer, value, valueWriter, registry);
        writer.writeEndDocument();
    }

    @Override
    Object[] parts() {
        return new Object[] {path, operator, value, valueWriter};
    }
}
