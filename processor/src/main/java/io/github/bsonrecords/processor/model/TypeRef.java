package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/** A {@code java.lang.reflect.Type} to build at codec construction, for the registry's generic lookups. */
public sealed interface TypeRef {
    /** A class, parameterized when {@code arguments} is not empty. */
    record ClassRef(ClassName raw, List<TypeRef> arguments) implements TypeRef {
        public ClassRef {
            arguments = List.copyOf(arguments);
        }
    }

    /** The record's own type parameter number {@code index}, bound when the codec is constructed. */
    record TypeParameterRef(int index) implements TypeRef {
    }
}
