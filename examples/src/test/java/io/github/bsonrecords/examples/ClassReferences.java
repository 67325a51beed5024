package io.github.bsonrecords.examples;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The classes and methods a class file refers to, read from its constant pool: every call the
 * class can make is there, so what is absent cannot be called (except through reflection, which
 * itself needs a reference to the reflection API).
 */
record ClassReferences(Set<String> classes, Set<String> methods) {
    private static final int UTF8 = 1;
    private static final int CLASS = 7;
    private static final int STRING = 8;
    private static final int FIELD_REF = 9;
    private static final int METHOD_REF = 10;
    private static final int INTERFACE_METHOD_REF = 11;
    private static final int NAME_AND_TYPE = 12;

    /** Methods as {@code owner.name}, owners and classes as internal names ({@code java/lang/Class}). */
    static ClassReferences read(InputStream classFile) throws IOException {
        DataInputStream in = new DataInputStream(classFile);
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        int[] tags = new int[count];
        int[] first = new int[count];
        int[] second = new int[count];
        String[] utf8 = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            tags[i] = tag;
            switch (tag) {
                case UTF8 -> utf8[i] = in.readUTF();
                case CLASS, STRING, 16 /* MethodType */, 19 /* Module */, 20 /* Package */ -> first[i] = in.readUnsignedShort();
                case FIELD_REF, METHOD_REF, INTERFACE_METHOD_REF, NAME_AND_TYPE, 17 /* Dynamic */, 18 /* InvokeDynamic */ -> {
                    first[i] = in.readUnsignedShort();
                    second[i] = in.readUnsignedShort();
                }
                case 3 /* Integer */, 4 /* Float */ -> in.readInt();
                case 5 /* Long */, 6 /* Double */ -> {
                    in.readLong();
                    i++;
                }
                case 15 /* MethodHandle */ -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        Set<String> classes = new LinkedHashSet<>();
        List<String> methods = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            if (tags[i] == CLASS) {
                classes.add(utf8[first[i]]);
            } else if (tags[i] == METHOD_REF || tags[i] == INTERFACE_METHOD_REF) {
                String owner = utf8[first[first[i]]];
                String name = utf8[first[second[i]]];
                methods.add(owner + "." + name);
            }
        }
        return new ClassReferences(classes, new LinkedHashSet<>(methods));
    }
}
