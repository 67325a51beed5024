package io.github.bsonrecords.benchmarks.shapes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.types.ObjectId;

/** {@link DoubleMatrix} by hand: rows read into growing {@code double[]}s, trimmed to size. */
public final class DoubleMatrixHandWrittenCodec implements Codec<DoubleMatrix> {

    @Override
    public DoubleMatrix decode(BsonReader reader, DecoderContext context) {
        ObjectId id = null;
        List<double[]> rows = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "_id" -> id = reader.readObjectId();
                case "rows" -> rows = readRows(reader);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new DoubleMatrix(id, rows);
    }

    private static List<double[]> readRows(BsonReader reader) {
        List<double[]> rows = new ArrayList<>();
        reader.readStartArray();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            rows.add(readRow(reader));
        }
        reader.readEndArray();
        return rows;
    }

    private static double[] readRow(BsonReader reader) {
        double[] row = new double[16];
        int size = 0;
        reader.readStartArray();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            if (size == row.length) {
                row = Arrays.copyOf(row, size * 2);
            }
            row[size++] = reader.readDouble();
        }
        reader.readEndArray();
        return size == row.length ? row : Arrays.copyOf(row, size);
    }

    @Override
    public void encode(BsonWriter writer, DoubleMatrix value, EncoderContext context) {
        writer.writeStartDocument();
        writer.writeObjectId("_id", value.id());
        writer.writeStartArray("rows");
        for (double[] row : value.rows()) {
            writer.writeStartArray();
            for (double element : row) {
                writer.writeDouble(element);
            }
            writer.writeEndArray();
        }
        writer.writeEndArray();
        writer.writeEndDocument();
    }

    @Override
    public Class<DoubleMatrix> getEncoderClass() {
        return DoubleMatrix.class;
    }
}
