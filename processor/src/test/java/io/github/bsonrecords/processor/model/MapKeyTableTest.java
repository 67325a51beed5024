package io.github.bsonrecords.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.palantir.javapoet.ClassName;
import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.MapKeys;
import io.github.bsonrecords.codec.read.ByteReads;
import io.github.bsonrecords.codec.write.BsonBuffer;
import io.github.bsonrecords.codec.write.ByteWrites;
import io.github.bsonrecords.codec.write.Writes;
import java.lang.reflect.Method;
import java.util.List;
import org.bson.BsonWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The map key table ({@link MapKey}) against the runtime: the method each kind's keys are read
 * with, and the {@code mapKey} overloads both writers name them with, exist with the signatures
 * generated code calls them by.
 */
class MapKeyTableTest {

    @ParameterizedTest
    @EnumSource(value = MapKey.Kind.class, names = {"UUID", "INTEGER", "LONG"})
    void eachKeyIsReadFromItsNameAndWrittenByBothWriters(MapKey.Kind kind) throws ReflectiveOperationException {
        MapKey key = List.of(MapKey.UUID, MapKey.INTEGER, MapKey.LONG).stream()
                .filter(candidate -> candidate.kind() == kind).findFirst().orElseThrow();
        Class<?> type = Class.forName(((ClassName) key.javaType()).canonicalName());
        Method read = MapKeys.class.getMethod(kind.method(), String.class, FieldRef.class);
        assertEquals(type, read.getReturnType());
        assertEquals(type, ByteReads.class.getMethod(kind.method(), byte[].class, int.class, int.class, FieldRef.class)
                .getReturnType());
        assertEquals(String.class, MapKeys.class.getMethod("name", type).getReturnType());
        Writes.class.getMethod("mapKey", BsonWriter.class, type, FieldRef.class);
        ByteWrites.class.getMethod("mapKey", BsonBuffer.class, type, FieldRef.class);
    }

    @Test
    void enumKeysGoThroughTheEnumsNames() throws ReflectiveOperationException {
        assertEquals(Enum.class, MapKeys.class.getMethod(MapKey.Kind.ENUM.method(), String.class, EnumNames.class,
                FieldRef.class).getReturnType());
        assertEquals(Enum.class, ByteReads.class.getMethod(MapKey.Kind.ENUM.method(), byte[].class, int.class, int.class, EnumNames.class,
                FieldRef.class).getReturnType());
        Writes.class.getMethod("mapKey", BsonWriter.class, Enum.class, EnumNames.class, FieldRef.class);
        ByteWrites.class.getMethod("mapKey", BsonBuffer.class, Enum.class, EnumNames.class, FieldRef.class);
        assertNull(MapKey.Kind.STRING.method(), "a String key is its name");
        assertEquals(String.class, Class.forName(((ClassName) MapKey.STRING.javaType()).canonicalName()));
    }
}
