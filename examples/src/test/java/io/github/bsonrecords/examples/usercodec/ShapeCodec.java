package io.github.bsonrecords.examples.usercodec;

import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/** Writes a {@link Shape} as {@code {kind: "circle" | "square", size: double}}. */
public final class ShapeCodec implements Codec<Shape> {
    @Override
    public void encode(BsonWriter writer, Shape value, EncoderContext context) {
        writer.writeStartDocument();
        if (value instanceof Shape.Circle circle) {
            writer.writeString("kind", "circle");
            writer.writeDouble("size", circle.r());
        } else {
            writer.writeString("kind", "square");
            writer.writeDouble("size", ((Shape.Square) value).side());
        }
        writer.writeEndDocument();
    }

    @Override
    public Shape decode(BsonReader reader, DecoderContext context) {
        reader.readStartDocument();
        String kind = reader.readString("kind");
        double size = reader.readDouble("size");
        reader.readEndDocument();
        return kind.equals("circle") ? new Shape.Circle(size) : new Shape.Square(size);
    }

    @Override
    public Class<Shape> getEncoderClass() {
        return Shape.class;
    }
}
