package io.github.bsonrecords.processor.emit;

import com.palantir.javapoet.ClassName;

/** The classes generated code refers to: the driver's and our runtime's. */
final class KnownTypes {
    static final String PROCESSOR = "io.github.bsonrecords.processor.BsonRecordProcessor";

    static final ClassName BSON_READER = ClassName.get("org.bson", "BsonReader");
    static final ClassName BSON_WRITER = ClassName.get("org.bson", "BsonWriter");
    static final ClassName BSON_TYPE = ClassName.get("org.bson", "BsonType");
    static final ClassName BSON_SERIALIZATION_EXCEPTION = ClassName.get("org.bson", "BsonSerializationException");
    static final ClassName CODEC = ClassName.get("org.bson.codecs", "Codec");
    static final ClassName DECODER_CONTEXT = ClassName.get("org.bson.codecs", "DecoderContext");
    static final ClassName ENCODER_CONTEXT = ClassName.get("org.bson.codecs", "EncoderContext");
    static final ClassName CODEC_REGISTRY = ClassName.get("org.bson.codecs.configuration", "CodecRegistry");

    static final ClassName GENERATED = ClassName.get("io.github.bsonrecords.codec", "Generated");
    static final ClassName FIELD_REF = ClassName.get("io.github.bsonrecords.codec", "FieldRef");
    static final ClassName READS = ClassName.get("io.github.bsonrecords.codec.read", "Reads");
    static final ClassName WRITES = ClassName.get("io.github.bsonrecords.codec.write", "Writes");
    static final ClassName CODECS_BY_NAME = ClassName.get("io.github.bsonrecords.codec.lookup", "CodecsByName");
    static final ClassName TYPE_ARGUMENTS = ClassName.get("io.github.bsonrecords.codec.lookup", "TypeArguments");
    static final ClassName FIELD_NAMES = ClassName.get("io.github.bsonrecords.codec.read", "FieldNames");
    static final ClassName BSON_BYTES = ClassName.get("io.github.bsonrecords.codec.read", "BsonBytes");
    static final ClassName LAYOUT_TABLE = ClassName.get("io.github.bsonrecords.codec.read", "LayoutTable");
    static final ClassName LEARNED_LAYOUTS = ClassName.get("io.github.bsonrecords.codec.read", "LearnedLayouts");
    static final ClassName FIELD_LAYOUT = ClassName.get("io.github.bsonrecords.codec.read", "FieldLayout");
    static final ClassName ELEMENT_HEADER = ClassName.get("io.github.bsonrecords.codec.read", "ElementHeader");
    static final ClassName BYTE_READS = ClassName.get("io.github.bsonrecords.codec.read", "ByteReads");
    static final ClassName BYTE_WRITES = ClassName.get("io.github.bsonrecords.codec.write", "ByteWrites");
    static final ClassName BODY_SPLICE = ClassName.get("io.github.bsonrecords.codec.write", "BodySplice");
    static final ClassName BSON_BUFFER = ClassName.get("io.github.bsonrecords.codec.write", "BsonBuffer");
    static final ClassName DOCUMENT_SOURCE = ClassName.get("io.github.bsonrecords.codec.read", "DocumentSource");
    static final ClassName ENUM_NAMES = ClassName.get("io.github.bsonrecords.codec", "EnumNames");
    static final ClassName MAP_KEYS = ClassName.get("io.github.bsonrecords.codec", "MapKeys");
    static final ClassName DISCRIMINATORS = ClassName.get("io.github.bsonrecords.codec.document", "Discriminators");
    static final ClassName EXTRA_ELEMENTS = ClassName.get("io.github.bsonrecords.codec.document", "ExtraElements");
    static final ClassName BSON_DOCUMENT = ClassName.get("org.bson", "BsonDocument");
    static final ClassName BINARY_CODEC = ClassName.get("io.github.bsonrecords.codec.write", "BinaryCodec");
    static final ClassName BSON_BINARY_READER = ClassName.get("org.bson", "BsonBinaryReader");
    static final ClassName BSON_BINARY_WRITER = ClassName.get("org.bson", "BsonBinaryWriter");
    static final ClassName STANDARD_CHARSETS = ClassName.get("java.nio.charset", "StandardCharsets");
    static final ClassName GENERATED_CODE_VERSION = ClassName.get("io.github.bsonrecords.codec", "GeneratedCodeVersion");
    static final ClassName DECODE_PATHS = ClassName.get("io.github.bsonrecords.codec.read", "DecodePaths");
    static final ClassName DECODING_EXCEPTION = ClassName.get("io.github.bsonrecords", "BsonRecordDecodingException");
    static final ClassName GENERATED_CODEC_PROVIDER = ClassName.get("io.github.bsonrecords", "GeneratedCodecProvider");

    static final ClassName LIST = ClassName.get("java.util", "List");
    static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    static final ClassName LINKED_HASH_SET = ClassName.get("java.util", "LinkedHashSet");
    static final ClassName LINKED_HASH_MAP = ClassName.get("java.util", "LinkedHashMap");
    static final ClassName MAP_ENTRY = ClassName.get("java.util", "Map", "Entry");
    static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
    static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");
    static final ClassName REFLECT_TYPE = ClassName.get("java.lang.reflect", "Type");
    static final ClassName STRING = ClassName.get("java.lang", "String");
    static final ClassName CLASS = ClassName.get("java.lang", "Class");

    private KnownTypes() {
    }
}
