package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;

/**
 * The key type of a map stored as a BSON document, whose keys become field names: a
 * {@code String} as itself, an enum by the string its constants are stored as ({@code enumType}),
 * a {@code UUID} in canonical form, an {@code Integer} or a {@code Long} in decimal.
 */
public record MapKey(Kind kind, TypeName javaType, ValueType.EnumValue enumType) {
    /** The key types a map may have. */
    public enum Kind {
        STRING(null), ENUM("enumKey"), UUID("uuidKey"), INTEGER("intKey"), LONG("longKey");

        private final String method;

        Kind(String method) {
            this.method = method;
        }

        /**
         * The method that reads a key from its field name: {@code MapKeys}' from a String,
         * {@code ByteReads}' from its bytes; null for a String key, which is its name.
         */
        public String method() {
            return method;
        }
    }

    public static final MapKey STRING = new MapKey(Kind.STRING, ClassName.get("java.lang", "String"), null);
    public static final MapKey UUID = new MapKey(Kind.UUID, ClassName.get("java.util", "UUID"), null);
    public static final MapKey INTEGER = new MapKey(Kind.INTEGER, ClassName.get("java.lang", "Integer"), null);
    public static final MapKey LONG = new MapKey(Kind.LONG, ClassName.get("java.lang", "Long"), null);

    public MapKey {
        if ((kind == Kind.ENUM) != (enumType != null)) {
            throw new IllegalArgumentException("an enum key, and only an enum key, has an enum type: " + kind);
        }
    }

    /** The key of an enum: stored as its constants are stored as values. */
    public static MapKey ofEnum(ValueType.EnumValue enumType) {
        return new MapKey(Kind.ENUM, enumType.javaType(), enumType);
    }
}
