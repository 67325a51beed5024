package io.github.bsonrecords.examples;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What tests read from compiled classes that reflection does not show: the classes a class file
 * names, and which elements of an annotation were given in the source (reflection fills in the
 * defaults, so {@code @BsonRecord(naming = IDENTITY)} looks like {@code @BsonRecord}).
 */
final class ClassFiles {
    private ClassFiles() {
    }

    /** The binary names of a class file's {@code CONSTANT_Class} entries. */
    static List<String> classEntries(InputStream stream) throws IOException {
        Parsed parsed = parse(stream, false);
        return parsed.classEntries;
    }

    /** The elements of {@code annotation} on {@code type} that its source sets explicitly. */
    static Set<String> explicitElements(Class<?> type, Class<? extends Annotation> annotation) {
        String resource = type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class";
        try (InputStream in = type.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no class file for " + type.getName());
            }
            Parsed parsed = parse(in, true);
            String descriptor = "L" + annotation.getName().replace('.', '/') + ";";
            return parsed.explicitElements.getOrDefault(descriptor, Set.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final class Parsed {
        final List<String> classEntries = new ArrayList<>();
        final java.util.Map<String, Set<String>> explicitElements = new java.util.HashMap<>();
    }

    private static Parsed parse(InputStream stream, boolean annotations) throws IOException {
        DataInputStream in = new DataInputStream(stream);
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        List<Integer> classes = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 7 -> classes.add(in.readUnsignedShort());
                case 8, 16, 19, 20 -> in.readUnsignedShort();
                case 15 -> in.skipNBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++;
                }
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        Parsed parsed = new Parsed();
        classes.forEach(index -> parsed.classEntries.add(utf8[index].replace('/', '.')));
        if (!annotations) {
            return parsed;
        }
        in.skipNBytes(6); // access flags, this class, super class
        in.skipNBytes(2L * in.readUnsignedShort()); // interfaces
        for (int members = 0; members < 2; members++) { // fields, then methods
            for (int i = in.readUnsignedShort(); i > 0; i--) {
                in.skipNBytes(6);
                skipAttributes(in);
            }
        }
        for (int i = in.readUnsignedShort(); i > 0; i--) {
            String name = utf8[in.readUnsignedShort()];
            int length = in.readInt();
            if (!name.equals("RuntimeVisibleAnnotations")) {
                in.skipNBytes(length);
                continue;
            }
            for (int a = in.readUnsignedShort(); a > 0; a--) {
                String descriptor = utf8[in.readUnsignedShort()];
                Set<String> elements = parsed.explicitElements.computeIfAbsent(descriptor, key -> new LinkedHashSet<>());
                for (int p = in.readUnsignedShort(); p > 0; p--) {
                    elements.add(utf8[in.readUnsignedShort()]);
                    skipElementValue(in);
                }
            }
        }
        return parsed;
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        for (int i = in.readUnsignedShort(); i > 0; i--) {
            in.skipNBytes(2);
            in.skipNBytes(in.readInt() & 0xFFFFFFFFL);
        }
    }

    private static void skipElementValue(DataInputStream in) throws IOException {
        int tag = in.readUnsignedByte();
        switch (tag) {
            case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z', 's', 'c' -> in.skipNBytes(2);
            case 'e' -> in.skipNBytes(4);
            case '@' -> {
                in.skipNBytes(2);
                for (int p = in.readUnsignedShort(); p > 0; p--) {
                    in.skipNBytes(2);
                    skipElementValue(in);
                }
            }
            case '[' -> {
                for (int i = in.readUnsignedShort(); i > 0; i--) {
                    skipElementValue(in);
                }
            }
            default -> throw new IOException("unknown element value tag " + (char) tag);
        }
    }
}
