package io.github.bsonrecords.processor.analysis;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.SequenceKind;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;

/**
 * Decides how a component's Java type maps to BSON. Pure analysis: it returns a {@link ValueType}
 * or throws with a message that says what to declare instead.
 */
public final class TypeMapper {
    private static final Map<String, SequenceKind> SEQUENCES = Map.of(
            "java.util.List", SequenceKind.LIST,
            "java.util.Collection", SequenceKind.COLLECTION,
            "java.util.Set", SequenceKind.SET);
    private static final Map<String, ScalarKind> OPTIONAL_PRIMITIVES = Map.of(
            "java.util.OptionalInt", ScalarKind.INT,
            "java.util.OptionalLong", ScalarKind.LONG,
            "java.util.OptionalDouble", ScalarKind.DOUBLE);

    private static final Map<String, MapKey> MAP_KEYS = Map.of(
            "java.lang.String", MapKey.STRING,
            "java.util.UUID", MapKey.UUID,
            "java.lang.Integer", MapKey.INTEGER,
            "java.lang.Long", MapKey.LONG);

    private final TypeElement record;
    private final RecordGraph graph;
    private final boolean metamodelByDefault;
    private final BiConsumer<Message, Object> warnings;

    /**
     * @param record the record whose components are mapped (for its type parameters and cycles)
     * @param metamodelByDefault the processor option, for whether a nested record has a metamodel
     * @param warnings receives each warning about the component's type, with its one argument (the type)
     */
    public TypeMapper(TypeElement record, RecordGraph graph, boolean metamodelByDefault, BiConsumer<Message, Object> warnings) {
        this.record = record;
        this.graph = graph;
        this.metamodelByDefault = metamodelByDefault;
        this.warnings = warnings;
    }

    /** Maps a component's own type; {@code Optional} and ObjectId representation are allowed only here. */
    public ValueType mapComponent(TypeMirror type, boolean storeAsObjectId)
            throws UnsupportedTypeException, UnresolvedTypeException {
        if (storeAsObjectId) {
            if (!isNamed(type, "java.lang.String")) {
                throw new UnsupportedTypeException(Message.REPRESENTATION_ON_NON_STRING, type);
            }
            return new ValueType.Scalar(TypeName.get(type), ScalarKind.OBJECT_ID_HEX);
        }
        if (type instanceof DeclaredType declared) {
            String name = qualifiedName(declared);
            if (name.equals("java.util.Optional")) {
                ValueType value = map(single(declared));
                return new ValueType.OptionalValue(TypeName.get(type), value);
            }
            ScalarKind optionalPrimitive = OPTIONAL_PRIMITIVES.get(name);
            if (optionalPrimitive != null) {
                return new ValueType.OptionalPrimitive(ClassName.get((TypeElement) declared.asElement()), optionalPrimitive);
            }
        }
        return map(type);
    }

    /** Maps a type anywhere: a component or an element of a container. */
    ValueType map(TypeMirror type) throws UnsupportedTypeException, UnresolvedTypeException {
        switch (type.getKind()) {
            case BOOLEAN, INT, LONG, DOUBLE, FLOAT, SHORT, BYTE, CHAR:
                return scalar(type, ScalarKind.forType(type.getKind().name().toLowerCase(Locale.ROOT)).orElseThrow());
            case ARRAY:
                return mapArray((ArrayType) type);
            case TYPEVAR:
                return new ValueType.FromRegistry(TypeName.get(type), typeParameter((TypeVariable) type));
            case DECLARED:
                return mapDeclared((DeclaredType) type);
            case ERROR:
                throw new UnresolvedTypeException(type.toString());
            case WILDCARD:
                throw new UnsupportedTypeException(Message.WILDCARD_TYPE, type);
            default:
                throw new UnsupportedTypeException(Message.NO_BSON_MAPPING, type);
        }
    }

    private ValueType mapArray(ArrayType type) throws UnsupportedTypeException, UnresolvedTypeException {
        TypeMirror component = type.getComponentType();
        if (component.getKind() == TypeKind.BYTE) {
            return scalar(type, ScalarKind.BYTES);
        }
        if (component.getKind() == TypeKind.TYPEVAR
                || (component instanceof DeclaredType declared && !declared.getTypeArguments().isEmpty())) {
            throw new UnsupportedTypeException(Message.GENERIC_ARRAY, type);
        }
        return new ValueType.Sequence(TypeName.get(type), SequenceKind.ARRAY, map(component));
    }

    private ValueType mapDeclared(DeclaredType type) throws UnsupportedTypeException, UnresolvedTypeException {
        TypeElement element = (TypeElement) type.asElement();
        String name = element.getQualifiedName().toString();
        if (!element.getTypeParameters().isEmpty() && type.getTypeArguments().isEmpty()) {
            throw new UnsupportedTypeException(Message.RAW_TYPE, name);
        }
        for (TypeMirror argument : type.getTypeArguments()) {
            if (argument.getKind() == TypeKind.ERROR) {
                throw new UnresolvedTypeException(argument.toString());
            }
        }
        Optional<ScalarKind> scalar = ScalarKind.forType(name);
        if (scalar.isPresent()) {
            return scalar(type, scalar.get());
        }
        SequenceKind sequence = SEQUENCES.get(name);
        if (sequence != null) {
            return new ValueType.Sequence(TypeName.get(type), sequence, map(single(type)));
        }
        switch (name) {
            case "java.util.Map":
                return mapStringMap(type);
            case "java.util.Optional", "java.util.OptionalInt", "java.util.OptionalLong", "java.util.OptionalDouble":
                throw new UnsupportedTypeException(Message.OPTIONAL_IN_CONTAINER, simple(name));
            case "org.bson.RawBsonDocument":
                return new ValueType.RawDocument(ClassName.get(element));
            default:
                break;
        }
        if (element.getKind() == ElementKind.ENUM) {
            return enumValue(element);
        }
        if (element.getKind() == ElementKind.RECORD) {
            return mapRecord(type, element);
        }
        if (SealedHierarchies.isHierarchy(element) && element.getTypeParameters().isEmpty()) {
            // the interface's own codec tells its records apart (its errors, if any, are reported on it)
            ClassName hierarchy = ClassName.get(element);
            return new ValueType.NestedRecord(hierarchy, CodecNames.codecFor(hierarchy), false,
                    graph.reaches(element, record), false);
        }
        checkTypesTheDefaultsDoNotServe(element, name);
        return new ValueType.FromRegistry(TypeName.get(type), classRef(type));
    }

    /**
     * Types looked up in the registry by their declared type, for which the driver's defaults have
     * no codec: {@code CharSequence} and {@code Number} are refused (declare the concrete type);
     * an interface is warned about, since an application may register a codec for it
     * ({@code BsonRecords.verify} reports one still missing at startup).
     */
    private void checkTypesTheDefaultsDoNotServe(TypeElement element, String name) throws UnsupportedTypeException {
        switch (name) {
            case "java.lang.CharSequence":
                throw new UnsupportedTypeException(Message.CHAR_SEQUENCE_TYPE);
            case "java.lang.Number":
                throw new UnsupportedTypeException(Message.NUMBER_TYPE);
            case "java.lang.Iterable":
                return; // the driver's defaults serve it (IterableCodecProvider)
            default:
                break;
        }
        if (element.getKind() == ElementKind.INTERFACE) {
            warnings.accept(Message.INTERFACE_TYPE, name);
        }
    }

    private ValueType mapRecord(DeclaredType type, TypeElement element) throws UnsupportedTypeException {
        if (!Annotations.has(element, Annotations.BSON_RECORD)) {
            warnings.accept(Message.RECORD_WITHOUT_ANNOTATION, element.getQualifiedName());
            return new ValueType.FromRegistry(TypeName.get(type), classRef(type));
        }
        if (!element.getTypeParameters().isEmpty()) {
            // generic records need their type arguments, which the provider passes through the registry
            return new ValueType.FromRegistry(TypeName.get(type), classRef(type));
        }
        ClassName recordName = ClassName.get(element);
        boolean self = element.equals(record);
        boolean lazy = !self && graph.reaches(element, record);
        boolean metamodel = RecordPolicies.of(element, metamodelByDefault).metamodel();
        return new ValueType.NestedRecord(recordName, CodecNames.codecFor(recordName), self, lazy, metamodel);
    }

    /** An enum and the strings its constants are stored as; two constants stored as one string are refused. */
    private static ValueType.EnumValue enumValue(TypeElement element) throws UnsupportedTypeException {
        List<String> constants = new ArrayList<>();
        List<String> values = new ArrayList<>();
        Map<String, String> byValue = new HashMap<>();
        boolean renamed = false;
        for (Element enclosed : element.getEnclosedElements()) {
            if (enclosed.getKind() != ElementKind.ENUM_CONSTANT) {
                continue;
            }
            String constant = enclosed.getSimpleName().toString();
            Optional<String> custom = Annotations.find(enclosed, Annotations.ENUM_VALUE)
                    .flatMap(Annotations::value)
                    .map(value -> String.valueOf(value.getValue()));
            String value = custom.orElse(constant);
            renamed |= custom.isPresent();
            String clash = byValue.putIfAbsent(value, constant);
            if (clash != null) {
                throw new UnsupportedTypeException(Message.ENUM_VALUE_CLASH, element.getSimpleName(), clash, constant, value);
            }
            constants.add(constant);
            values.add(value);
        }
        return new ValueType.EnumValue(ClassName.get(element), constants, renamed ? values : List.of());
    }

    private ValueType mapStringMap(DeclaredType type) throws UnsupportedTypeException, UnresolvedTypeException {
        return new ValueType.StringMap(TypeName.get(type), mapKey(type.getTypeArguments().get(0)),
                map(type.getTypeArguments().get(1)));
    }

    /** A map's key: one that has a field name it is stored as and read back from, exactly. */
    private static MapKey mapKey(TypeMirror key) throws UnsupportedTypeException, UnresolvedTypeException {
        if (key.getKind() == TypeKind.ERROR) {
            throw new UnresolvedTypeException(key.toString());
        }
        if (key instanceof DeclaredType declared) {
            TypeElement element = (TypeElement) declared.asElement();
            if (element.getKind() == ElementKind.ENUM) {
                return MapKey.ofEnum(enumValue(element));
            }
            MapKey named = MAP_KEYS.get(element.getQualifiedName().toString());
            if (named != null) {
                return named;
            }
        }
        throw new UnsupportedTypeException(Message.MAP_KEY_NOT_STRING, key);
    }

    private TypeRef classRef(DeclaredType type) throws UnsupportedTypeException {
        List<TypeRef> arguments = new ArrayList<>();
        for (TypeMirror argument : type.getTypeArguments()) {
            if (argument instanceof TypeVariable variable) {
                arguments.add(typeParameter(variable));
            } else if (argument instanceof DeclaredType declared) {
                refuseTypedKeyMap(declared, type);
                arguments.add(classRef(declared));
            } else {
                throw new UnsupportedTypeException(Message.UNSUPPORTED_TYPE_ARGUMENT, argument, type);
            }
        }
        return new TypeRef.ClassRef(ClassName.get((TypeElement) type.asElement()), arguments);
    }

    /** A map passed as a type argument is decoded by the driver's MapCodec, which reads String keys only. */
    private static void refuseTypedKeyMap(DeclaredType argument, DeclaredType owner) throws UnsupportedTypeException {
        if (isNamed(argument, "java.util.Map") && argument.getTypeArguments().size() == 2
                && !isNamed(argument.getTypeArguments().get(0), "java.lang.String")) {
            throw new UnsupportedTypeException(Message.MAP_KEY_IN_TYPE_ARGUMENT, argument, owner,
                    argument.getTypeArguments().get(0));
        }
    }

    private TypeRef typeParameter(TypeVariable variable) throws UnsupportedTypeException {
        List<? extends TypeParameterElement> parameters = record.getTypeParameters();
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).getSimpleName().equals(variable.asElement().getSimpleName())) {
                return new TypeRef.TypeParameterRef(i);
            }
        }
        throw new UnsupportedTypeException(Message.FOREIGN_TYPE_VARIABLE, variable);
    }

    private static TypeMirror single(DeclaredType type) throws UnsupportedTypeException {
        if (type.getTypeArguments().size() != 1) {
            throw new UnsupportedTypeException(Message.RAW_TYPE, type);
        }
        return type.getTypeArguments().get(0);
    }

    private static ValueType scalar(TypeMirror type, ScalarKind kind) {
        return new ValueType.Scalar(TypeName.get(type), kind);
    }

    private static boolean isNamed(TypeMirror type, String qualifiedName) {
        return type instanceof DeclaredType declared && qualifiedName(declared).equals(qualifiedName);
    }

    private static String qualifiedName(DeclaredType type) {
        return ((TypeElement) type.asElement()).getQualifiedName().toString();
    }

    private static String simple(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }
}
