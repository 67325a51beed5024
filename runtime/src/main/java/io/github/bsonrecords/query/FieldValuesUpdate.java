package io.github.bsonrecords.query;

import java.util.List;
import org.bson.BsonWriter;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * {@code {operator: {path: [values]}}} (the driver's {@code Updates.pullAll}) or
 * {@code {operator: {path: {$each: [values]}}}} ({@code Updates.pushEach} and
 * {@code addEachToSet}).
 */
final class FieldValuesUpdate<V> extends WrittenBson {
    private final String operator;
    private final String path;
    private final boolean each;
    private final List<V> values;
    private final ValueWriter<V> valueWriter;

    FieldValuesUpdate(String operator, String path, boolean each, List<V> values, ValueWriter<V> valueWriter) {
        this.operator = operator;
        this.path = path;
        this.each = each;
        this.values = values;
        this.valueWriter = valueWriter;
    }

    @Override
    void writeFields(BsonWriter writer, CodecRegistry registry) {
        writer.writeName(operator);
        writer.writeStartDocument();
        writer.writeName(path);
        if (each) {
            writer.writeStartDocument();
            writer.writeName("$each");
            writeArray(writer, values, valueWriter, registry);
            writer.writeEndDocument();
        } else {
            writeArray(writer, values, valueWriter, registry);
        }
        writer.writeEndDocument();
    }

    @Override
    Object[] parts() {
        return new Object[] {operator, path, each, values.toArray(), valueWriter};
    }
}
