package io.github.bsonrecords.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.bsonrecords.processor.Compilations.compile;
import static io.github.bsonrecords.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * HotSpot never compiles a method of more than 8,000 bytes of bytecode ({@code HugeMethodLimit}):
 * such a method runs interpreted for ever. Every method of a generated codec that runs per document
 * stays below it, for records of any width; read from the class files javac writes. The static
 * initialiser and {@code shape()}, which run once, need only stay below the JVM's 64 KiB.
 */
class GeneratedMethodSizesTest {
    private static final int HUGE_METHOD_LIMIT = 8000;
    /** One of each kind of component, cycled through: each kind adds its own code to decode and encode. */
    private static final List<String> KINDS = List.of("String", "double", "java.time.Instant", "List<String>",
            "Map<String, Integer>", "Optional<String>", "OptionalInt", "Level", "Point", "int[]", "Integer", "boolean");

    @Test
    void everyMethodOfA150ComponentRecordIsCompilable() throws IOException {
        assertBelowLimit(150, KINDS);
    }

    @Test
    void everyMethodOfTheWidestRecordJavaAllowsIsCompilable() throws IOException {
        // 254 argument slots are the most a constructor can take: one-slot kinds only
        assertBelowLimit(254, KINDS.stream().filter(kind -> !kind.equals("double")).toList());
    }

    private static void assertBelowLimit(int width, List<String> kinds) throws IOException {
        String components = IntStream.range(0, width)
                .mapToObj(i -> kinds.get(i % kinds.size()) + " c" + i)
                .collect(Collectors.joining(",\n"));
        Compilation compilation = compile(source("p.Wide", "@BsonRecord public record Wide(\n" + components + ") {\n"
                + "public enum Level { LOW, HIGH }\n"
                + "@BsonRecord public record Point(double x, double y) { } }"));
        assertThat(compilation).succeededWithoutWarnings();
        JavaFileObject codec = compilation.generatedFiles().stream()
                .filter(file -> file.getKind() == JavaFileObject.Kind.CLASS && file.getName().endsWith("p/WideBsonCodec.class"))
                .findFirst().orElseThrow();
        Map<String, Integer> sizes;
        try (InputStream in = codec.openInputStream()) {
            sizes = methodSizes(in.readAllBytes());
        }
        assertTrue(sizes.containsKey("decode([BILorg/bson/codecs/DecoderContext;I)Lp/Wide;"), sizes.keySet().toString());
        // the static initialiser runs once, interpreted: only the JVM's own limit of 64 KiB applies to it
        assertTrue(sizes.get("<clinit>()V") < 65_535, "static initialiser: " + sizes.get("<clinit>()V"));
        // shape() runs once per survey, never per document: the JVM's limit too
        String shape = "shape()Lio/github/bsonrecords/codec/shape/CodecShape;";
        assertTrue(sizes.containsKey(shape), sizes.keySet().toString());
        assertTrue(sizes.get(shape) < 65_535, "shape(): " + sizes.get(shape));
        Map<String, Integer> tooLarge = new TreeMap<>(sizes);
        tooLarge.remove("<clinit>()V");
        tooLarge.remove(shape);
        tooLarge.values().removeIf(size -> size < HUGE_METHOD_LIMIT);
        assertEquals(Map.of(), tooLarge, width + " components; all sizes: " + sizes);
    }

    /** Each method's name and descriptor with the length of its bytecode, from a class file. */
    static Map<String, Integer> methodSizes(byte[] classFile) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
        in.readInt();
        in.readUnsignedShort();
        in.readUnsignedShort();
        int constants = in.readUnsignedShort();
        String[] utf8 = new String[constants];
        for (int i = 1; i < constants; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++;
                }
                case 7, 8, 16, 19, 20 -> in.readUnsignedShort();
                case 15 -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                default -> throw new IOException("constant pool tag " + tag);
            }
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        in.readUnsignedShort();
        in.skipNBytes(2L * in.readUnsignedShort());
        int fields = in.readUnsignedShort();
        for (int i = 0; i < fields; i++) {
            in.skipNBytes(6);
            skipAttributes(in);
        }
        Map<String, Integer> sizes = new TreeMap<>();
        int methods = in.readUnsignedShort();
        for (int i = 0; i < methods; i++) {
            in.readUnsignedShort();
            String name = utf8[in.readUnsignedShort()] + utf8[in.readUnsignedShort()];
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                String attribute = utf8[in.readUnsignedShort()];
                byte[] body = in.readNBytes(in.readInt());
                if (attribute.equals("Code")) {
                    sizes.put(name, new DataInputStream(new ByteArrayInputStream(body, 4, 4)).readInt());
                }
            }
        }
        return sizes;
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int attributes = in.readUnsignedShort();
        for (int i = 0; i < attributes; i++) {
            in.readUnsignedShort();
            in.skipNBytes(in.readInt());
        }
    }
}
