package io.github.bsonrecords.processor.emit;

import com.palantir.javapoet.ClassName;

/** The classes generated code refers to: the driver's and our runtime's. */
public final class KnownTypes {
    public static final String PROCESSOR = "io.github.bsonrecords.processor.BsonRecordProcessor";

    public static final ClassName BSON_READER = ClassName.get("org.bson", "BsonReader");
    public static final ClassName BSON_WRITER = ClassName.get("org.bson", "BsonWriter");
    public static final ClassName BSON_TYPE = ClassName.get("org.bson", "BsonType");
    public static final ClassName BSON_SERIALIZATION_EXCEPTION = ClassName.get("org.bson", "BsonSerializationException");
    public static final ClassName CODEC = ClassName.get("org.bson.codecs", "Codec");
    public static final ClassName DECODER_CONTEXT = ClassName.get("org.bson.codecs", "DecoderContext");
    public static final ClassName ENCODER_CONTEXT = ClassName.get("org.bson.codecs", "EncoderContext");
    public static final ClassName CODEC_REGISTRY = ClassName.get("org.bson.codecs.configuration", "CodecRegistry");

    public static final ClassName GENERATED = ClassName.get("io.github.bsonrecords.codec", "Generated");
    public static final ClassName FIELD_REF = ClassName.get("io.github.bsonrecords.codec", "FieldRef");
    public static final ClassName READS = ClassName.get("io.github.bsonrecords.codec.read", "Reads");
    public static final ClassName WRITES = ClassName.get("io.github.bsonrecords.codec.write", "Writes");
    public static final ClassName CODECS_BY_NAME = ClassName.get("io.github.bsonrecords.codec.lookup", "CodecsByName");
    public static final ClassName TYPE_ARGUMENTS = ClassName.get("io.github.bsonrecords.codec.lookup", "TypeArguments");
    public static final ClassName FIELD_NAMES = ClassName.get("io.github.bsonrecords.codec.read", "FieldNames");
    public static final ClassName BSON_BYTES = ClassName.get("io.github.bsonrecords.codec.read", "BsonBytes");
    public static final ClassName LAYOUT_TABLE = ClassName.get("io.github.bsonrecords.codec.read", "LayoutTable");
    public static final ClassName LEARNED_LAYOUTS = ClassName.get("io.github.bsonrecords.codec.read", "LearnedLayouts");
    public static final ClassName FIELD_LAYOUT = ClassName.get("io.github.bsonrecords.codec.read", "FieldLayout");
    public static final ClassName ELEMENT_HEADER = ClassName.get("io.github.bsonrecords.codec.read", "ElementHeader");
    public static final ClassName BYTE_READS = ClassName.get("io.github.bsonrecords.codec.read", "ByteReads");
    public static final ClassName STRING_LISTS = ClassName.get("io.github.bsonrecords.codec.read", "StringLists");
    public static final ClassName SCALAR_CONTAINERS = ClassName.get("io.github.bsonrecords.codec.read", "ScalarContainers");
    public static final ClassName SCALAR_CONTAINER_ELEMENT = SCALAR_CONTAINERS.nestedClass("Element");
    public static final ClassName BYTE_WRITES = ClassName.get("io.github.bsonrecords.codec.write", "ByteWrites");
    public static final ClassName SCALAR_ELEMENTS = ClassName.get("io.github.bsonrecords.codec.write", "ScalarElements");
    public static final ClassName WRITER_DISPATCH = ClassName.get("io.github.bsonrecords.codec.write", "WriterDispatch");
    public static final ClassName BSON_BUFFER = ClassName.get("io.github.bsonrecords.codec.write", "BsonBuffer");
    public static final ClassName DOCUMENT_SOURCE = ClassName.get("io.github.bsonrecords.codec.read", "DocumentSource");
    public static final ClassName ENUM_NAMES = ClassName.get("io.github.bsonrecords.codec", "EnumNames");
    public static final ClassName MAP_KEYS = ClassName.get("io.github.bsonrecords.codec", "MapKeys");
    public static final ClassName DISCRIMINATORS = ClassName.get("io.github.bsonrecords.codec.document", "Discriminators");
    public static final ClassName EXTRA_ELEMENTS = ClassName.get("io.github.bsonrecords.codec.document", "ExtraElements");
    public static final ClassName BSON_DOCUMENT = ClassName.get("org.bson", "BsonDocument");
    public static final ClassName CODEC_SHAPE = ClassName.get("io.github.bsonrecords.codec.shape", "CodecShape");
    public static final ClassName RECORD_SHAPE = ClassName.get("io.github.bsonrecords.codec.shape", "RecordShape");
    public static final ClassName FIELD_SHAPE = ClassName.get("io.github.bsonrecords.codec.shape", "FieldShape");
    public static final ClassName WHEN_ABSENT = FIELD_SHAPE.nestedClass("WhenAbsent");
    public static final ClassName VALUE_SHAPE = ClassName.get("io.github.bsonrecords.codec.shape", "ValueShape");
    public static final ClassName HIERARCHY_SHAPE = ClassName.get("io.github.bsonrecords.codec.shape", "HierarchyShape");
    public static final ClassName BINARY_CODEC = ClassName.get("io.github.bsonrecords.codec.write", "BinaryCodec");
    public static final ClassName BSON_BINARY_READER = ClassName.get("org.bson", "BsonBinaryReader");
    public static final ClassName BSON_BINARY_WRITER = ClassName.get("org.bson", "BsonBinaryWriter");
    public static final ClassName STANDARD_CHARSETS = ClassName.get("java.nio.charset", "StandardCharsets");
    public static final ClassName GENERATED_CODE_VERSION = ClassName.get("io.github.bsonrecords.codec", "GeneratedCodeVersion");
    public static final ClassName DECODE_PATHS = ClassName.get("io.github.bsonrecords.codec.read", "DecodePaths");
    public static final ClassName DECODING_EXCEPTION = ClassName.get("io.github.bsonrecords", "BsonRecordDecodingException");
    public static final ClassName GENERATED_CODEC_PROVIDER = ClassName.get("io.github.bsonrecords", "GeneratedCodecProvider");

    public static final ClassName LIST = ClassName.get("java.util", "List");
    public static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    public static final ClassName LINKED_HASH_SET = ClassName.get("java.util", "LinkedHashSet");
    public static final ClassName LINKED_HASH_MAP = ClassName.get("java.util", "LinkedHashMap");
    public static final ClassName MAP_ENTRY = ClassName.get("java.util", "Map", "Entry");
    public static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
    public static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");
    public static final ClassName REFLECT_TYPE = ClassName.get("java.lang.reflect", "Type");
    public static final ClassName STRING = ClassName.get("java.lang", "String");
    public static final ClassName CLASS = ClassName.get("java.lang", "Class");

    private KnownTypes() {
    }
}
