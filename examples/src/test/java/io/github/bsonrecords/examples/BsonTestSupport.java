package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.codec.lookup.CodecsByName;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDocumentWriter;
import org.bson.RawBsonDocument;
import org.bson.UuidRepresentation;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.record.RecordCodecProvider;
import org.bson.io.BasicOutputBuffer;

/** Registries and byte-level encode/decode helpers shared by the codec tests. */
final class BsonTestSupport {
    /** The driver's defaults only, with the UUID representation its UuidCodec needs. */
    static final CodecRegistry DRIVER_REGISTRY = CodecRegistries.withUuidRepresentation(
            MongoClientSettings.getDefaultCodecRegistry(), UuidRepresentation.STANDARD);

    /** Generated codecs first, as applications are told to register them. */
    static final CodecRegistry GENERATED_REGISTRY = CodecRegistries.fromRegistries(
            CodecRegistries.fromProviders(BsonRecords.codecProvider()),
            MongoClientSettings.getDefaultCodecRegistry());

    private BsonTestSupport() {
    }

    /** The generated codec, checked to be the generated class (never a silent fallback to the driver's). */
    static <T> Codec<T> generatedCodec(Class<T> type) {
        Codec<T> codec = GENERATED_REGISTRY.get(type);
        assertEquals(generatedCodecName(type), codec.getClass().getName(), "codec for " + type.getName());
        return codec;
    }

    /** The generated codec of a generic record, created with type arguments. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> Codec<T> generatedCodec(Class<?> rawType, List<Type> typeArguments) {
        Codec codec = GENERATED_REGISTRY.get(rawType, typeArguments);
        assertEquals(generatedCodecName(rawType), codec.getClass().getName(), "codec for " + rawType.getName());
        return (Codec<T>) codec;
    }

    /** The driver's reflective record codec, over the driver's registry (nested records use it too). */
    static <T> Codec<T> driverCodec(Class<T> type) {
        return new RecordCodecProvider().get(type, DRIVER_REGISTRY);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> Codec<T> driverCodec(Class<?> rawType, List<Type> typeArguments) {
        Codec codec = new RecordCodecProvider().get(rawType, typeArguments, DRIVER_REGISTRY);
        return (Codec<T>) codec;
    }

    /** {@code p.Outer.Inner} -> {@code p.Outer_InnerBsonCodec}, the naming contract of the processor. */
    static String generatedCodecName(Class<?> type) {
        return CodecsByName.codecClassName(type);
    }

    static <T> byte[] encode(Codec<T> codec, T value) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            codec.encode(writer, value, EncoderContext.builder().build());
        }
        return buffer.toByteArray();
    }

    static <T> T decode(Codec<T> codec, byte[] bytes) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
            return codec.decode(reader, DecoderContext.builder().build());
        }
    }

    /** Encodes through the tree writer, which takes no binary fast path. */
    static <T> BsonDocument encodeToTree(Codec<T> codec, T value) {
        BsonDocument document = new BsonDocument();
        codec.encode(new BsonDocumentWriter(document), value, EncoderContext.builder().build());
        return document;
    }

    static <T> T decodeFromTree(Codec<T> codec, BsonDocument document) {
        return codec.decode(new BsonDocumentReader(document), DecoderContext.builder().build());
    }

    /** A document's bytes, to decode hand-made input. */
    static byte[] encodeDocument(BsonDocument document) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            new BsonDocumentCodec().encode(writer, document, EncoderContext.builder().build());
        }
        return buffer.toByteArray();
    }

    /** The encoded bytes as a document, to look at field names, order and BSON types. */
    static RawBsonDocument asDocument(byte[] bytes) {
        return new RawBsonDocument(bytes);
    }
}
