package io.github.bsonrecords.query;

import org.bson.BsonWriter;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * {@code {operator: {path: value}}}: the documents of the driver's {@code Updates.set},
 * {@code unset}, {@code inc}, {@code mul}, {@code min}, {@code max}, {@code push},
 * {@code addToSet} and {@code pull}.
 */
final class FieldUpdate<V> extends WrittenBson {
    private final String operator;
    private final String path;
    private final V value;
    private final ValueWriter<V> valueWriter;

    FieldUpdate(String operator, String path, V value, ValueWriter<V> valueWriter) {
        this.operator = operator;
        this.path = path;
        this.value = value;
        this.valueWriter = valueWriter;
    }

    @Override
    void writeFields(BsonWriter writer, CodecRegistry registry) {
        writer.writeName(operator);
        writer.writeStartDocument();
        writer.writeName(path);
        writeValue(writer, value, valueWriter, registry);
        writer.writeEndDocument();
    }

    @Override
    Object[] parts() {
        return new Object[] {operator, path, value, valueWriter};
    }
}
