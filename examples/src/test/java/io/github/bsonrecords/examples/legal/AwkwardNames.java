package io.github.bsonrecords.examples.legal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Names for generated declarations: plain ones, and those that have broken code generators
 * before: unicode letters, {@code $} inside a name, names of {@code java.lang} types, of the
 * generated codec's own members and locals, of the runtime's and the driver's classes it
 * imports, and groups whose constant names collide ({@code fooBar}, {@code foo_bar}). Never a name
 * that starts with {@code $}, which the processor refuses (MongoDB reserves it for operators).
 */
final class AwkwardNames {
    private static final List<String> UNICODE = List.of("größe", "名前", "π", "ñandú", "Ωmega", "łódź", "café", "Ärger");
    private static final List<String> DOLLAR = List.of("a$b", "x$", "in$ide", "with$Dollar");
    private static final List<String> JAVA_LANG = List.of("String", "Object", "System", "Integer", "Math", "Record",
            "Class", "Override", "Deprecated", "Thread", "Character", "Enum", "Long", "Boolean", "Iterable");
    /** Members, parameters and locals of generated codecs (see the golden sources) and of the metamodel. */
    private static final List<String> GENERATED_CODE = List.of("expected", "position", "valueStart", "valueEnd",
            "result", "index", "fieldName", "buffer", "decoded", "word", "type", "previous", "nameEnd", "limit", "start",
            "codec", "codecs", "encoded", "registry", "arguments", "rest", "first", "bytes", "depth", "end", "length",
            "path", "value", "reader", "writer", "context", "clazz", "typeArguments", "elementWriter", "e", "binary",
            "array0", "value0", "list0", "map0", "key0", "index0", "size0", "seen0", "name0", "position0", "type0",
            "unknownFields", "FIELD_NAMES", "RUNTIME_VERSION_CHECKED", "INSTANCE", "FIELDS", "this_", "field", "key",
            "layout", "layouts", "steps", "step", "learn", "orderedFrom", "fromLayouts", "stringAt0", "stringEnd0",
            "stringAt1", "stringEnd2", "LAYOUT_TABLE");
    /** Classes generated code imports or calls. */
    private static final List<String> RUNTIME = List.of("Reads", "Writes", "ByteReads", "ByteWrites", "FieldRef",
            "BsonBuffer", "BinaryCodec", "BsonBytes", "DocumentSource", "DecodePaths", "ElementHeader", "FieldNames",
            "BodySplice", "BsonRecords", "GeneratedCodeVersion", "Generated", "StandardCharsets", "Arrays", "ArrayList",
            "List", "Map", "Optional", "Set", "BsonReader", "BsonWriter", "BsonType", "DecoderContext", "EncoderContext",
            "CodecRegistry", "Codec", "BsonBinaryReader", "BsonBinaryWriter", "BsonSerializationException",
            "BsonRecordDecodingException", "Field", "ArrayField", "Discriminators", "EnumNames", "TypeArguments");
    /** Names whose generated constants ({@code FOO_BAR}, {@code READING_HEADER}) collide unless told apart. */
    private static final List<List<String>> CONSTANT_CLASHES = List.of(
            List.of("fooBar", "foo_bar", "FOO_BAR"), List.of("x", "X", "x_"), List.of("reading", "readingHeader",
            "readingWord", "readingName", "readingHeaderFirst", "readingHeaderLast", "readingCodec"),
            List.of("lines", "Lines", "LINES"), List.of("a", "a_", "A__"));
    private static final List<List<String>> SOURCES = List.of(UNICODE, DOLLAR, JAVA_LANG, GENERATED_CODE, RUNTIME);

    private final Random random;

    AwkwardNames(Random random) {
        this.random = random;
    }

    /** {@code count} distinct component names, about half of them awkward, sometimes a colliding group. */
    List<String> components(int count) {
        Set<String> names = new HashSet<>();
        List<String> ordered = new ArrayList<>();
        if (count >= 3 && random.nextInt(4) == 0) {
            for (String name : CONSTANT_CLASHES.get(random.nextInt(CONSTANT_CLASHES.size()))) {
                if (ordered.size() < count && names.add(name)) {
                    ordered.add(name);
                }
            }
        }
        while (ordered.size() < count) {
            String name = random.nextBoolean() ? "c" + ordered.size() : awkward();
            if (names.add(name)) {
                ordered.add(name);
            }
        }
        return ordered;
    }

    /** A name for a nested type, distinct from {@code taken} (which it is added to). */
    String type(Set<String> taken, String plain) {
        for (int attempt = 0; attempt < 5 && random.nextInt(3) > 0; attempt++) {
            List<String> source = switch (random.nextInt(4)) {
                case 0 -> JAVA_LANG;
                case 1 -> RUNTIME;
                case 2 -> List.of("Überall", "Ωmega", "Größe", "名前");
                default -> List.of("Node$Leaf", "A$", "Node_Leaf", "In$ide");
            };
            String name = source.get(random.nextInt(source.size()));
            if (taken.add(name)) {
                return name;
            }
        }
        String name = plain;
        for (int i = 2; !taken.add(name); i++) {
            name = plain + i;
        }
        return name;
    }

    /** A type variable's name: a letter, or one that shadows a type the declarations or generated code use. */
    String typeVariable(Set<String> taken) {
        List<String> candidates = List.of("T", "N", "V", "E", "String", "Object", "Ü", "T$", "Codec", "List");
        for (int attempt = 0; attempt < 10; attempt++) {
            String name = candidates.get(random.nextInt(candidates.size()));
            if (taken.add(name)) {
                return name;
            }
        }
        String name = "T";
        for (int i = 2; !taken.add(name); i++) {
            name = "T" + i;
        }
        return name;
    }

    /** An enum constant's name. */
    List<String> enumConstants(int count) {
        List<String> pool = new ArrayList<>(List.of("A", "B", "Ä", "$X", "value", "VALUES", "ordinal", "String",
                "name", "π", "NONE", "c$d", "INSTANCE"));
        java.util.Collections.shuffle(pool, random);
        return pool.subList(0, count);
    }

    private String awkward() {
        List<String> source = SOURCES.get(random.nextInt(SOURCES.size()));
        String name = source.get(random.nextInt(source.size()));
        String lowered = Character.toLowerCase(name.charAt(0)) + name.substring(1);
        // "Boolean" lowered is a keyword
        return random.nextInt(3) == 0 && SourceVersion.isName(lowered) ? lowered : name;
    }
}
