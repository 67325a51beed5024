// Derived from FullDocumentHandWrittenCodec.java by a one-off script: the same codec without the _id.
package io.github.bsonrecords.benchmarks.shapes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.types.ObjectId;

/** FullStoredDocument by hand with the reader/writer API, in the style of seed 001. */
public final class FullStoredDocumentHandWrittenCodec implements Codec<FullStoredDocument> {

    @Override
    public FullStoredDocument decode(BsonReader reader, DecoderContext context) {
        String string1 = null;
        String string2 = null;
        String string3 = null;
        String string4 = null;
        String string5 = null;
        String string6 = null;
        int int1 = 0;
        int int2 = 0;
        int int3 = 0;
        int int4 = 0;
        int int5 = 0;
        int int6 = 0;
        long long1 = 0;
        long long2 = 0;
        long long3 = 0;
        long long4 = 0;
        long long5 = 0;
        long long6 = 0;
        double double1 = 0;
        double double2 = 0;
        double double3 = 0;
        double double4 = 0;
        double double5 = 0;
        double double6 = 0;
        boolean bool1 = false;
        boolean bool2 = false;
        boolean bool3 = false;
        boolean bool4 = false;
        boolean bool5 = false;
        boolean bool6 = false;
        Instant instant1 = null;
        Instant instant2 = null;
        Instant instant3 = null;
        Instant instant4 = null;
        Instant instant5 = null;
        Instant instant6 = null;
        ObjectId objectId1 = null;
        ObjectId objectId2 = null;
        ObjectId objectId3 = null;
        ObjectId objectId4 = null;
        ObjectId objectId5 = null;
        ObjectId objectId6 = null;
        Level level1 = null;
        Level level2 = null;
        Level level3 = null;
        Level level4 = null;
        Level level5 = null;
        Level level6 = null;
        Point point1 = null;
        Point point2 = null;
        Point point3 = null;
        Point point4 = null;
        Point point5 = null;
        Point point6 = null;
        List<String> tags1 = null;
        List<String> tags2 = null;
        List<String> tags3 = null;
        List<String> tags4 = null;
        List<String> tags5 = null;
        List<String> tags6 = null;
        Map<String, Integer> counts1 = null;
        Map<String, Integer> counts2 = null;
        Map<String, Integer> counts3 = null;
        Map<String, Integer> counts4 = null;
        Map<String, Integer> counts5 = null;
        Map<String, Integer> counts6 = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "string1" -> string1 = reader.readString();
                case "string2" -> string2 = reader.readString();
                case "string3" -> string3 = reader.readString();
                case "string4" -> string4 = reader.readString();
                case "string5" -> string5 = reader.readString();
                case "string6" -> string6 = reader.readString();
                case "int1" -> int1 = reader.readInt32();
                case "int2" -> int2 = reader.readInt32();
                case "int3" -> int3 = reader.readInt32();
                case "int4" -> int4 = reader.readInt32();
                case "int5" -> int5 = reader.readInt32();
                case "int6" -> int6 = reader.readInt32();
                case "long1" -> long1 = reader.readInt64();
                case "long2" -> long2 = reader.readInt64();
                case "long3" -> long3 = reader.readInt64();
                case "long4" -> long4 = reader.readInt64();
                case "long5" -> long5 = reader.readInt64();
                case "long6" -> long6 = reader.readInt64();
                case "double1" -> double1 = reader.readDouble();
                case "double2" -> double2 = reader.readDouble();
                case "double3" -> double3 = reader.readDouble();
                case "double4" -> double4 = reader.readDouble();
                case "double5" -> double5 = reader.readDouble();
                case "double6" -> double6 = reader.readDouble();
                case "bool1" -> bool1 = reader.readBoolean();
                case "bool2" -> bool2 = reader.readBoolean();
                case "bool3" -> bool3 = reader.readBoolean();
                case "bool4" -> bool4 = reader.readBoolean();
                case "bool5" -> bool5 = reader.readBoolean();
                case "bool6" -> bool6 = reader.readBoolean();
                case "instant1" -> instant1 = Instant.ofEpochMilli(reader.readDateTime());
                case "instant2" -> instant2 = Instant.ofEpochMilli(reader.readDateTime());
                case "instant3" -> instant3 = Instant.ofEpochMilli(reader.readDateTime());
                case "instant4" -> instant4 = Instant.ofEpochMilli(reader.readDateTime());
                case "instant5" -> instant5 = Instant.ofEpochMilli(reader.readDateTime());
                case "instant6" -> instant6 = Instant.ofEpochMilli(reader.readDateTime());
                case "objectId1" -> objectId1 = reader.readObjectId();
                case "objectId2" -> objectId2 = reader.readObjectId();
                case "objectId3" -> objectId3 = reader.readObjectId();
                case "objectId4" -> objectId4 = reader.readObjectId();
                case "objectId5" -> objectId5 = reader.readObjectId();
                case "objectId6" -> objectId6 = reader.readObjectId();
                case "level1" -> level1 = Level.valueOf(reader.readString());
                case "level2" -> level2 = Level.valueOf(reader.readString());
                case "level3" -> level3 = Level.valueOf(reader.readString());
                case "level4" -> level4 = Level.valueOf(reader.readString());
                case "level5" -> level5 = Level.valueOf(reader.readString());
                case "level6" -> level6 = Level.valueOf(reader.readString());
                case "point1" -> point1 = readPoint(reader);
                case "point2" -> point2 = readPoint(reader);
                case "point3" -> point3 = readPoint(reader);
                case "point4" -> point4 = readPoint(reader);
                case "point5" -> point5 = readPoint(reader);
                case "point6" -> point6 = readPoint(reader);
                case "tags1" -> tags1 = readStrings(reader);
                case "tags2" -> tags2 = readStrings(reader);
                case "tags3" -> tags3 = readStrings(reader);
                case "tags4" -> tags4 = readStrings(reader);
                case "tags5" -> tags5 = readStrings(reader);
                case "tags6" -> tags6 = readStrings(reader);
                case "counts1" -> counts1 = readInt32s(reader);
                case "counts2" -> counts2 = readInt32s(reader);
                case "counts3" -> counts3 = readInt32s(reader);
                case "counts4" -> counts4 = readInt32s(reader);
                case "counts5" -> counts5 = readInt32s(reader);
                case "counts6" -> counts6 = readInt32s(reader);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new FullStoredDocument(string1, string2, string3, string4, string5, string6, int1, int2, int3, int4, int5, int6, long1, long2, long3, long4, long5, long6, double1, double2, double3, double4, double5, double6, bool1, bool2, bool3, bool4, bool5, bool6, instant1, instant2, instant3, instant4, instant5, instant6, objectId1, objectId2, objectId3, objectId4, objectId5, objectId6, level1, level2, level3, level4, level5, level6, point1, point2, point3, point4, point5, point6, tags1, tags2, tags3, tags4, tags5, tags6, counts1, counts2, counts3, counts4, counts5, counts6);
    }

    @Override
    public void encode(BsonWriter writer, FullStoredDocument value, EncoderContext context) {
        writer.writeStartDocument();
        writer.writeString("string1", value.string1());
        writer.writeString("string2", value.string2());
        writer.writeString("string3", value.string3());
        writer.writeString("string4", value.string4());
        writer.writeString("string5", value.string5());
        writer.writeString("string6", value.string6());
        writer.writeInt32("int1", value.int1());
        writer.writeInt32("int2", value.int2());
        writer.writeInt32("int3", value.int3());
        writer.writeInt32("int4", value.int4());
        writer.writeInt32("int5", value.int5());
        writer.writeInt32("int6", value.int6());
        writer.writeInt64("long1", value.long1());
        writer.writeInt64("long2", value.long2());
        writer.writeInt64("long3", value.long3());
        writer.writeInt64("long4", value.long4());
        writer.writeInt64("long5", value.long5());
        writer.writeInt64("long6", value.long6());
        writer.writeDouble("double1", value.double1());
        writer.writeDouble("double2", value.double2());
        writer.writeDouble("double3", value.double3());
        writer.writeDouble("double4", value.double4());
        writer.writeDouble("double5", value.double5());
        writer.writeDouble("double6", value.double6());
        writer.writeBoolean("bool1", value.bool1());
        writer.writeBoolean("bool2", value.bool2());
        writer.writeBoolean("bool3", value.bool3());
        writer.writeBoolean("bool4", value.bool4());
        writer.writeBoolean("bool5", value.bool5());
        writer.writeBoolean("bool6", value.bool6());
        writer.writeDateTime("instant1", value.instant1().toEpochMilli());
        writer.writeDateTime("instant2", value.instant2().toEpochMilli());
        writer.writeDateTime("instant3", value.instant3().toEpochMilli());
        writer.writeDateTime("instant4", value.instant4().toEpochMilli());
        writer.writeDateTime("instant5", value.instant5().toEpochMilli());
        writer.writeDateTime("instant6", value.instant6().toEpochMilli());
        writer.writeObjectId("objectId1", value.objectId1());
        writer.writeObjectId("objectId2", value.objectId2());
        writer.writeObjectId("objectId3", value.objectId3());
        writer.writeObjectId("objectId4", value.objectId4());
        writer.writeObjectId("objectId5", value.objectId5());
        writer.writeObjectId("objectId6", value.objectId6());
        writer.writeString("level1", value.level1().name());
        writer.writeString("level2", value.level2().name());
        writer.writeString("level3", value.level3().name());
        writer.writeString("level4", value.level4().name());
        writer.writeString("level5", value.level5().name());
        writer.writeString("level6", value.level6().name());
        writePoint(writer, "point1", value.point1());
        writePoint(writer, "point2", value.point2());
        writePoint(writer, "point3", value.point3());
        writePoint(writer, "point4", value.point4());
        writePoint(writer, "point5", value.point5());
        writePoint(writer, "point6", value.point6());
        writeStrings(writer, "tags1", value.tags1());
        writeStrings(writer, "tags2", value.tags2());
        writeStrings(writer, "tags3", value.tags3());
        writeStrings(writer, "tags4", value.tags4());
        writeStrings(writer, "tags5", value.tags5());
        writeStrings(writer, "tags6", value.tags6());
        writeInt32s(writer, "counts1", value.counts1());
        writeInt32s(writer, "counts2", value.counts2());
        writeInt32s(writer, "counts3", value.counts3());
        writeInt32s(writer, "counts4", value.counts4());
        writeInt32s(writer, "counts5", value.counts5());
        writeInt32s(writer, "counts6", value.counts6());
        writer.writeEndDocument();
    }

    @Override
    public Class<FullStoredDocument> getEncoderClass() {
        return FullStoredDocument.class;
    }

    private static Point readPoint(BsonReader reader) {
        double x = 0;
        double y = 0;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "x" -> x = reader.readDouble();
                case "y" -> y = reader.readDouble();
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new Point(x, y);
    }

    private static void writePoint(BsonWriter writer, String name, Point point) {
        writer.writeStartDocument(name);
        writer.writeDouble("x", point.x());
        writer.writeDouble("y", point.y());
        writer.writeEndDocument();
    }

    private static List<String> readStrings(BsonReader reader) {
        List<String> strings = new ArrayList<>();
        reader.readStartArray();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            strings.add(reader.readString());
        }
        reader.readEndArray();
        return strings;
    }

    private static void writeStrings(BsonWriter writer, String name, List<String> strings) {
        writer.writeStartArray(name);
        for (String string : strings) {
            writer.writeString(string);
        }
        writer.writeEndArray();
    }

    private static Map<String, Integer> readInt32s(BsonReader reader) {
        Map<String, Integer> map = new LinkedHashMap<>();
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            map.put(reader.readName(), reader.readInt32());
        }
        reader.readEndDocument();
        return map;
    }

    private static void writeInt32s(BsonWriter writer, String name, Map<String, Integer> map) {
        writer.writeStartDocument(name);
        for (Map.Entry<String, Integer> entry : map.entrySet()) {
            writer.writeInt32(entry.getKey(), entry.getValue());
        }
        writer.writeEndDocument();
    }
}
