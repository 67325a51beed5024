// Typed out once by a script (since removed, as the shapes are fixed) and kept as ordinary source.
package io.github.bsonrecords.benchmarks.shapes;

import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.types.ObjectId;

/** TextDocument by hand with the reader/writer API, in the style of seed 001. */
public final class TextDocumentHandWrittenCodec implements Codec<TextDocument> {

    @Override
    public TextDocument decode(BsonReader reader, DecoderContext context) {
        ObjectId id = null;
        String text00 = null;
        String text01 = null;
        String text02 = null;
        String text03 = null;
        String text04 = null;
        String text05 = null;
        String text06 = null;
        String text07 = null;
        String text08 = null;
        String text09 = null;
        String text10 = null;
        String text11 = null;
        String text12 = null;
        String text13 = null;
        String text14 = null;
        String text15 = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "_id" -> id = reader.readObjectId();
                case "text00" -> text00 = reader.readString();
                case "text01" -> text01 = reader.readString();
                case "text02" -> text02 = reader.readString();
                case "text03" -> text03 = reader.readString();
                case "text04" -> text04 = reader.readString();
                case "text05" -> text05 = reader.readString();
                case "text06" -> text06 = reader.readString();
                case "text07" -> text07 = reader.readString();
                case "text08" -> text08 = reader.readString();
                case "text09" -> text09 = reader.readString();
                case "text10" -> text10 = reader.readString();
                case "text11" -> text11 = reader.readString();
                case "text12" -> text12 = reader.readString();
                case "text13" -> text13 = reader.readString();
                case "text14" -> text14 = reader.readString();
                case "text15" -> text15 = reader.readString();
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new TextDocument(id, text00, text01, text02, text03, text04, text05, text06, text07, text08, text09, text10, text11, text12, text13, text14, text15);
    }

    @Override
    public void encode(BsonWriter writer, TextDocument value, EncoderContext context) {
        writer.writeStartDocument();
        writer.writeObjectId("_id", value.id());
        writer.writeString("text00", value.text00());
        writer.writeString("text01", value.text01());
        writer.writeString("text02", value.text02());
        writer.writeString("text03", value.text03());
        writer.writeString("text04", value.text04());
        writer.writeString("text05", value.text05());
        writer.writeString("text06", value.text06());
        writer.writeString("text07", value.text07());
        writer.writeString("text08", value.text08());
        writer.writeString("text09", value.text09());
        writer.writeString("text10", value.text10());
        writer.writeString("text11", value.text11());
        writer.writeString("text12", value.text12());
        writer.writeString("text13", value.text13());
        writer.writeString("text14", value.text14());
        writer.writeString("text15", value.text15());
        writer.writeEndDocument();
    }

    @Override
    public Class<TextDocument> getEncoderClass() {
        return TextDocument.class;
    }
}
