package golden;

import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.GeneratedCodeVersion;
import io.github.bsonrecords.codec.document.Discriminators;
import io.github.bsonrecords.codec.read.DocumentSource;
import io.github.bsonrecords.codec.shape.CodecShape;
import io.github.bsonrecords.codec.shape.HierarchyShape;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.codec.write.BsonBuffer;
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for the sealed interface {@link Shape}, written by the bson-records annotation processor:
 * its records told apart by the field {@code kind}. Do not edit: change the interface or its records
 * and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class ShapeBsonCodec implements BinaryCodec<Shape> {
    private static final boolean RUNTIME_VERSION_CHECKED = GeneratedCodeVersion.check("@PROCESSOR_VERSION@", ShapeBsonCodec.class);

    /**
     * The key, and each record's value in the order of the cases below.
     */
    private static final Discriminators DISCRIMINATORS = Discriminators.of("golden.Shape", "kind", "circle", "golden.Shape$Group");

    private final CodecRegistry registry;

    private final Shape_CircleBsonCodec circleCodec;

    private Shape_GroupBsonCodec groupCodec;

    public ShapeBsonCodec(CodecRegistry registry) {
        this.registry = registry;
        this.circleCodec = new Shape_CircleBsonCodec(registry);
    }

    private Shape_GroupBsonCodec groupCodec() {
        // Built on first use: Shape.Group leads back to this interface, so building it in the constructor
        // would never end. A race builds it twice at worst; the codec is immutable.
        Shape_GroupBsonCodec codec = groupCodec;
        if (codec == null) {
            codec = new Shape_GroupBsonCodec(registry);
            groupCodec = codec;
        }
        return codec;
    }

    @Override
    public Shape decode(BsonReader reader, DecoderContext context) {
        if (reader instanceof BsonBinaryReader binary) {
            // the document's bytes, where the reader holds them when it can show them
            Shape decoded = DocumentSource.decode(binary, this, context);
            if (decoded != null) {
                return decoded;
            }
        }
        return decode(reader, context, 1);
    }

    /**
     * Decodes the document at {@code start} as the record its discriminator names.
     */
    @Override
    public Shape decode(byte[] bytes, int start, DecoderContext context, int depth) {
        return switch (DISCRIMINATORS.find(bytes, start)) {
            case 0 -> circleCodec.decode(bytes, start, context, depth);
            case 1 -> groupCodec().decode(bytes, start, context, depth);
            default -> throw new IllegalStateException("a discriminator index out of range");
        };
    }

    /**
     * Looks ahead for the discriminator, then decodes the document from its start.
     */
    @Override
    public Shape decode(BsonReader reader, DecoderContext context, int depth) {
        return switch (DISCRIMINATORS.find(reader)) {
            case 0 -> circleCodec.decode(reader, context, depth);
            case 1 -> groupCodec().decode(reader, context, depth);
            default -> throw new IllegalStateException("a discriminator index out of range");
        };
    }

    @Override
    public void encode(BsonWriter writer, Shape value, EncoderContext context) {
        if (value instanceof Shape.Circle asCircle) {
            circleCodec.encode(writer, asCircle, context);
        } else if (value instanceof Shape.Group asGroup) {
            groupCodec().encode(writer, asGroup, context);
        } else {
            throw DISCRIMINATORS.unknownSubtype(value);
        }
    }

    @Override
    public void encode(BsonBuffer buffer, Shape value, EncoderContext context) {
        if (value instanceof Shape.Circle asCircle) {
            circleCodec.encode(buffer, asCircle, context);
        } else if (value instanceof Shape.Group asGroup) {
            groupCodec().encode(buffer, asGroup, context);
        } else {
            throw DISCRIMINATORS.unknownSubtype(value);
        }
    }

    @Override
    public Class<Shape> getEncoderClass() {
        return Shape.class;
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.
     */
    @Override
    public CodecShape shape() {
        return HierarchyShape.of("golden.Shape", "kind")
                .variant("circle", circleCodec)
                .variant("golden.Shape$Group", groupCodec());
    }
}
