package io.github.bsonrecords.query;

import java.util.List;
import org.bson.BsonWriter;
import org.bson.codecs.configuration.CodecRegistry;

/** {@code {path: {operator: [values]}}}: the documents of the driver's {@code Filters.in}, {@code nin} and {@code all}. */
final class FieldValuesFilter<V> extends WrittenBson {
    private final String path;
    private final String operator;
    private final List<V> values;
    private final ValueWriter<V> valueWriter;

    FieldValuesFilter(String path, String operator, List<V> values, ValueWriter<V> valueWriter) {
        this.path = path;
        this.operator = operator;
        this.values = values;
        this.valueWriter = valueWriter;
    }

    @Override
    void writeFields(BsonWriter writer, CodecRegistry registry) {
        writer.writeName(path);
        writer.writeStartDocument();
        writer.writeName(operator);
        writeArray(writer, values, valueWriter, registry);
        writer.writeEndDocument();
    }

    @Override
    Object[] parts() {
        return new Object[] {path, operator, values.toArray(), valueWriter};
    }
}
