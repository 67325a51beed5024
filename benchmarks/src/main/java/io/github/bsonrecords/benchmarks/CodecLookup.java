package io.github.bsonrecords.benchmarks;

import static org.bson.codecs.configuration.CodecRegistries.fromProviders;
import static org.bson.codecs.configuration.CodecRegistries.fromRegistries;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.codec.lookup.CodecsByName;
import org.bson.BsonDocument;
import org.bson.Document;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.record.RecordCodecProvider;

/**
 * Finds each contender's codec the way an application would, and checks the class it got: a
 * registry that silently fell back to another codec would make a benchmark measure the wrong thing.
 */
public final class CodecLookup {
    /** What {@code MongoClient} uses when nothing is configured. */
    public static final CodecRegistry DRIVER_DEFAULTS = MongoClientSettings.getDefaultCodecRegistry();
    /** Generated codecs in front of the driver's defaults, as the README tells users to register them. */
    public static final CodecRegistry GENERATED_FIRST =
            fromRegistries(fromProviders(BsonRecords.codecProvider()), DRIVER_DEFAULTS);

    private static final String DRIVER_RECORD_CODEC = "org.bson.codecs.record.RecordCodec";

    private CodecLookup() {
    }

    public static Codec<Document> documentCodec() {
        return checked(DRIVER_DEFAULTS.get(Document.class), DocumentCodec.class.getName(), Contender.DOCUMENT);
    }

    public static Codec<BsonDocument> bsonDocumentCodec() {
        return checked(DRIVER_DEFAULTS.get(BsonDocument.class), BsonDocumentCodec.class.getName(),
                Contender.BSON_DOCUMENT);
    }

    /** The driver's reflective codec, asked for explicitly; its component codecs come from the driver's defaults. */
    public static <T extends Record> Codec<T> driverRecordCodec(Class<T> type) {
        return checked(new RecordCodecProvider().get(type, DRIVER_DEFAULTS), DRIVER_RECORD_CODEC, Contender.RECORD_CODEC);
    }

    /** The generated codec, through {@link BsonRecords#codecProvider()} registered before the driver's defaults. */
    public static <T extends Record> Codec<T> generatedCodec(Class<T> type) {
        return checked(GENERATED_FIRST.get(type), generatedCodecName(type), Contender.GENERATED);
    }

    /** Checks a codec from {@link #GENERATED_FIRST} or a collection's registry. */
    public static <T> Codec<T> expectGenerated(Codec<T> codec, Class<? extends Record> type) {
        return checked(codec, generatedCodecName(type), Contender.GENERATED);
    }

    public static <T> Codec<T> expectDriverRecordCodec(Codec<T> codec) {
        return checked(codec, DRIVER_RECORD_CODEC, Contender.RECORD_CODEC);
    }

    /** {@code p.Name} gets {@code p.NameBsonCodec}; a nested {@code p.Outer.Inner} gets {@code p.Outer_InnerBsonCodec}. */
    static String generatedCodecName(Class<?> type) {
        return CodecsByName.codecClassName(type);
    }

    private static <T> Codec<T> checked(Codec<T> codec, String expectedClass, Contender contender) {
        if (codec == null || !codec.getClass().getName().equals(expectedClass)) {
            throw new IllegalStateException("Contender " + contender + " expected codec " + expectedClass + " but got "
                    + (codec == null ? "null" : codec.getClass().getName()));
        }
        return codec;
    }
}
