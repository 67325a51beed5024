package io.github.bsonrecords.codec.lookup;

import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.BsonTypeClassMap;
import org.bson.codecs.BsonTypeCodecMap;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * The codec for a generic record's type parameter when the record's codec was requested without
 * type arguments: encodes by the value's runtime class and decodes by BSON type, as the driver's
 * {@code DocumentCodec} does for its values (a document becomes a {@code Document}).
 */
final class UnboundTypeCodec implements Codec<Object> {
    private final CodecRegistry registry;
    private final BsonTypeCodecMap byBsonType;

    UnboundTypeCodec(CodecRegistry registry) {
        this.registry = registry;
        this.byBsonType = new BsonTypeCodecMap(new BsonTypeClassMap(), registry);
    }

    @Override
    public Object decode(BsonReader reader, DecoderContext context) {
        return context.decodeWithChildContext(byBsonType.get(reader.getCurrentBsonType()), reader);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void encode(BsonWriter writer, Object value, EncoderContext context) {
        Codec<Object> codec = (Codec<Object>) registry.get(value.getClass());
        context.encodeWithChildContext(codec, writer, value);
    }

    @Override
    public Class<Object> getEncoderClass() {
        return Object.class;
    }
}
