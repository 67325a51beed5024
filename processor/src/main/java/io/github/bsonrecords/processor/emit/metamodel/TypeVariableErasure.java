package io.github.bsonrecords.processor.emit.metamodel;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A generic record's types as code outside the record writes them (its metamodel, which is not
 * generic): each type variable replaced by what its bound allows. A variable stands for its bound
 * ({@code N extends Number} for {@code Number}, {@code Object} when unbounded, the first bound of an
 * intersection); as a type argument it becomes a wildcard of that bound ({@code List<N>} is
 * {@code List<? extends Number>}, {@code Pair<A, N>} is {@code Pair<?, ? extends Number>}): javac
 * checks a wildcard's bound only for castability to the bound the generic type declares, which
 * the bound itself would have to be within ({@code Number} is not a {@code Comparable<Number>}); a
 * variable met again inside its own bound ({@code T extends Comparable<T>}) is {@code ?}, so
 * {@code T} stands for {@code Comparable<?>}.
 *
 * <p>Every type argument that mentions a variable becomes such a wildcard, so that a container's
 * elements, read from it, have exactly the erased type of its element: iterating
 * {@code List<? extends List<? extends Number>>} gives {@code List<? extends Number>}.
 */
final class TypeVariableErasure {
    private static final WildcardTypeName ANY = WildcardTypeName.subtypeOf(ClassName.OBJECT);

    private final Map<String, TypeVariableName> variables = new LinkedHashMap<>();

    /** @param variables the record's type parameters, with their bounds */
    TypeVariableErasure(List<TypeVariableName> variables) {
        variables.forEach(variable -> this.variables.put(variable.name(), variable));
    }

    /** The type with its type variables replaced: the same node when it mentions none. */
    ValueType erase(ValueType type) {
        if (variables.isEmpty()) {
            return type;
        }
        return type.accept(new ValueType.Cases<>() {
            @Override
            public ValueType scalar(ValueType.Scalar scalar) {
                return new ValueType.Scalar(erase(scalar.javaType()), scalar.kind());
            }

            @Override
            public ValueType enumValue(ValueType.EnumValue enumValue) {
                return enumValue; // a class: no type variable
            }

            @Override
            public ValueType nestedRecord(ValueType.NestedRecord nested) {
                return nested; // non-generic: no type variable
            }

            @Override
            public ValueType sequence(ValueType.Sequence sequence) {
                return new ValueType.Sequence(erase(sequence.javaType()), sequence.kind(), sequence.element().accept(this));
            }

            @Override
            public ValueType stringMap(ValueType.StringMap map) {
                return new ValueType.StringMap(erase(map.javaType()), map.key(), map.value().accept(this));
            }

            @Override
            public ValueType optional(ValueType.OptionalValue optional) {
                return new ValueType.OptionalValue(erase(optional.javaType()), optional.value().accept(this));
            }

            @Override
            public ValueType optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return optional;
            }

            @Override
            public ValueType rawDocument(ValueType.RawDocument raw) {
                return raw;
            }

            @Override
            public ValueType fromRegistry(ValueType.FromRegistry fromRegistry) {
                return new ValueType.FromRegistry(erase(fromRegistry.javaType()), fromRegistry.lookup());
            }
        });
    }

    /** A type in a declaration (a field, a parameter, a local): never a wildcard. */
    TypeName erase(TypeName type) {
        return value(type, new HashSet<>());
    }

    /** {@code expanding}: the variables whose bounds are being replaced, outermost first. */
    private TypeName value(TypeName type, Set<String> expanding) {
        if (type instanceof TypeVariableName variable) {
            return bound(variable, expanding);
        }
        if (type instanceof ParameterizedTypeName parameterized) {
            TypeName[] arguments = parameterized.typeArguments().stream()
                    .map(argument -> argument(argument, expanding))
                    .toArray(TypeName[]::new);
            if (parameterized.enclosingType() != null
                    && value(parameterized.enclosingType(), expanding) instanceof ParameterizedTypeName enclosing) {
                return enclosing.nestedClass(parameterized.rawType().simpleName(), List.of(arguments));
            }
            return ParameterizedTypeName.get(parameterized.rawType(), arguments);
        }
        if (type instanceof ArrayTypeName array) {
            return ArrayTypeName.of(value(array.componentType(), expanding));
        }
        return type;
    }

    /** What a variable stands for: its (first) bound with its own variables replaced, else {@code Object}. */
    private TypeName bound(TypeVariableName variable, Set<String> expanding) {
        TypeVariableName declared = variables.getOrDefault(variable.name(), variable);
        if (declared.bounds().isEmpty() || expanding.contains(declared.name())) {
            return ClassName.OBJECT;
        }
        Set<String> inner = new HashSet<>(expanding);
        inner.add(declared.name());
        return value(declared.bounds().get(0), inner);
    }

    private TypeName argument(TypeName argument, Set<String> expanding) {
        if (argument instanceof WildcardTypeName wildcard) {
            if (!wildcard.lowerBounds().isEmpty()) {
                // ? super T: no bound of T is a lower bound of what T stood for
                return mentionsVariable(wildcard.lowerBounds().get(0)) ? ANY : wildcard;
            }
            TypeName upper = wildcard.upperBounds().get(0);
            return mentionsVariable(upper) ? argument(upper, expanding) : wildcard;
        }
        if (!mentionsVariable(argument)) {
            return argument;
        }
        if (argument instanceof TypeVariableName variable && expanding.contains(variable.name())) {
            return ANY;
        }
        TypeName bound = value(argument, expanding);
        return bound.equals(ClassName.OBJECT) ? ANY : WildcardTypeName.subtypeOf(bound);
    }

    private static boolean mentionsVariable(TypeName type) {
        if (type instanceof TypeVariableName) {
            return true;
        }
        if (type instanceof ParameterizedTypeName parameterized) {
            return parameterized.typeArguments().stream().anyMatch(TypeVariableErasure::mentionsVariable)
                    || (parameterized.enclosingType() != null && mentionsVariable(parameterized.enclosingType()));
        }
        if (type instanceof ArrayTypeName array) {
            return mentionsVariable(array.componentType());
        }
        if (type instanceof WildcardTypeName wildcard) {
            return wildcard.upperBounds().stream().anyMatch(TypeVariableErasure::mentionsVariable)
                    || wildcard.lowerBounds().stream().anyMatch(TypeVariableErasure::mentionsVariable);
        }
        return false;
    }
}
