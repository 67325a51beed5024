package io.github.bsonrecords.benchmarks.shapes;

import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/** The 'deep' tree by hand: one read and one write method per level, nested levels inline (no registry). */
public final class DeepTreeHandWrittenCodec implements Codec<DeepLevel1> {

    @Override
    public DeepLevel1 decode(BsonReader reader, DecoderContext context) {
        return readDeepLevel1(reader);
    }

    @Override
    public void encode(BsonWriter writer, DeepLevel1 value, EncoderContext context) {
        writeDeepLevel1(writer, value);
    }

    @Override
    public Class<DeepLevel1> getEncoderClass() {
        return DeepLevel1.class;
    }

    private static DeepLevel1 readDeepLevel1(BsonReader reader) {
        DeepLevel2 left = null;
        DeepLevel2 right = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "left" -> left = readDeepLevel2(reader);
                case "right" -> right = readDeepLevel2(reader);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new DeepLevel1(left, right);
    }

    private static DeepLevel2 readDeepLevel2(BsonReader reader) {
        DeepLevel3 left = null;
        DeepLevel3 right = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "left" -> left = readDeepLevel3(reader);
                case "right" -> right = readDeepLevel3(reader);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new DeepLevel2(left, right);
    }

    private static DeepLevel3 readDeepLevel3(BsonReader reader) {
        DeepLevel4 left = null;
        DeepLevel4 right = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "left" -> left = readDeepLevel4(reader);
                case "right" -> right = readDeepLevel4(reader);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new DeepLevel3(left, right);
    }

    private static DeepLevel4 readDeepLevel4(BsonReader reader) {
        DeepLevel5 left = null;
        DeepLevel5 right = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "left" -> left = readDeepLevel5(reader);
                case "right" -> right = readDeepLevel5(reader);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new DeepLevel4(left, right);
    }

    private static DeepLevel5 readDeepLevel5(BsonReader reader) {
        DeepLevel6 left = null;
        DeepLevel6 right = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "left" -> left = readDeepLevel6(reader);
                case "right" -> right = readDeepLevel6(reader);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new DeepLevel5(left, right);
    }

    private static DeepLevel6 readDeepLevel6(BsonReader reader) {
        String left = null;
        String right = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "left" -> left = reader.readString();
                case "right" -> right = reader.readString();
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new DeepLevel6(left, right);
    }

    private static void writeDeepLevel1(BsonWriter writer, DeepLevel1 value) {
        writer.writeStartDocument();
        writeDeepLevel2(writer, "left", value.left());
        writeDeepLevel2(writer, "right", value.right());
        writer.writeEndDocument();
    }

    private static void writeDeepLevel2(BsonWriter writer, String name, DeepLevel2 value) {
        writer.writeStartDocument(name);
        writeDeepLevel3(writer, "left", value.left());
        writeDeepLevel3(writer, "right", value.right());
        writer.writeEndDocument();
    }

    private static void writeDeepLevel3(BsonWriter writer, String name, DeepLevel3 value) {
        writer.writeStartDocument(name);
        writeDeepLevel4(writer, "left", value.left());
        writeDeepLevel4(writer, "right", value.right());
        writer.writeEndDocument();
    }

    private static void writeDeepLevel4(BsonWriter writer, String name, DeepLevel4 value) {
        writer.writeStartDocument(name);
        writeDeepLevel5(writer, "left", value.left());
        writeDeepLevel5(writer, "right", value.right());
        writer.writeEndDocument();
    }

    private static void writeDeepLevel5(BsonWriter writer, String name, DeepLevel5 value) {
        writer.writeStartDocument(name);
        writeDeepLevel6(writer, "left", value.left());
        writeDeepLevel6(writer, "right", value.right());
        writer.writeEndDocument();
    }

    private static void writeDeepLevel6(BsonWriter writer, String name, DeepLevel6 value) {
        writer.writeStartDocument(name);
        writer.writeString("left", value.left());
        writer.writeString("right", value.right());
        writer.writeEndDocument();
    }
}
