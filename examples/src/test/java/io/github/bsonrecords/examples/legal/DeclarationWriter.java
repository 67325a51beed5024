package io.github.bsonrecords.examples.legal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes one compilation unit: a top-level {@code @BsonRecord} record whose components are drawn
 * from the {@link TypeTable}, with the records, generic records, sealed interfaces and enums they
 * use declared as its members. Every type is written fully qualified, since members may be named
 * {@code String} or {@code List}.
 */
final class DeclarationWriter {
    private static final String BSON_RECORD = "@io.github.bsonrecords.BsonRecord";
    /** A map whose key is not a String, anywhere in a type's source. */
    private static final Pattern TYPED_KEY_MAP = Pattern.compile("java\\.util\\.Map<(?!java\\.lang\\.String,)");

    /** A written unit: its source, and whether the driver's RecordCodec handles every component as we do. */
    record Unit(String packageName, String name, String source, boolean driverReads) {
        String qualifiedName() {
            return packageName + "." + name;
        }
    }

    private record Component(String annotations, JavaType type) {
    }

    private enum Bound { NONE, NUMBER, SELF_COMPARABLE, NUMBER_AND_COMPARABLE }

    private final Random random;
    private final AwkwardNames names;
    private final String top;
    private final Set<String> memberNames = new HashSet<>();
    private final StringBuilder members = new StringBuilder();

    private DeclarationWriter(Random random, String top) {
        this.random = random;
        this.names = new AwkwardNames(random);
        this.top = top;
        memberNames.add(top);
    }

    static Unit write(Random random, String packageName, String name) {
        return new DeclarationWriter(random, name).unit(packageName);
    }

    private Unit unit(String packageName) {
        int count = random.nextInt(50) == 0 ? 30 + random.nextInt(40) : random.nextInt(6);
        List<Component> components = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            components.add(component(0, 0));
        }
        if (TypeTable.DEPRECATED_COMPONENT_TYPES && random.nextInt(4) == 0) {
            components.add(new Component("", deprecatedRecord()));
        }
        boolean driver = components.stream().allMatch(c -> c.type().driverReads());
        String source = "package " + packageName + ";\n\n"
                + (TypeTable.DEPRECATED_COMPONENT_TYPES ? "@SuppressWarnings(\"deprecation\")\n" : "")
                + BSON_RECORD + "\npublic record " + top + "(" + componentList(components, "        ") + ") {\n"
                + members + "}\n";
        return new Unit(packageName, top, source, driver);
    }

    private String componentList(List<Component> components, String indent) {
        List<String> componentNames = names.components(components.size());
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < components.size(); i++) {
            list.append(i == 0 ? "\n" : ",\n").append(indent).append(components.get(i).annotations())
                    .append(components.get(i).type().source()).append(' ').append(componentNames.get(i));
        }
        return list.toString();
    }

    private Component component(int recordDepth, int containerDepth) {
        int choice = random.nextInt(100);
        if (choice < 14) {
            return plain(pick(TypeTable.PRIMITIVES));
        } else if (choice < 18) {
            return plain(pick(TypeTable.OPTIONAL_PRIMITIVES));
        } else if (choice < 23) {
            return plain(reference("java.util.Optional<" + element(recordDepth, containerDepth + 1).source() + ">", false));
        } else if (choice < 26) {
            return new Component("@org.bson.codecs.pojo.annotations.BsonRepresentation(org.bson.BsonType.OBJECT_ID) ",
                    TypeTable.scalar("java.lang.String"));
        } else if (choice < 32) {
            return plain(array(recordDepth));
        }
        return plain(element(recordDepth, containerDepth));
    }

    private static Component plain(JavaType type) {
        return new Component("", type);
    }

    /** A type that can be a container's element or a type argument: no primitive, no Optional. */
    private JavaType element(int recordDepth, int containerDepth) {
        int choice = random.nextInt(100);
        boolean containers = containerDepth < TypeTable.CONTAINER_DEPTH;
        boolean records = recordDepth < TypeTable.RECORD_DEPTH;
        if (choice < 40 || (!containers && !records && choice < 80)) {
            return pick(TypeTable.SCALARS);
        } else if (choice < 48) {
            return declareEnum();
        } else if (choice < 56 && containers) {
            JavaType element = element(recordDepth, containerDepth + 1);
            return reference("java.util.List<" + element.source() + ">", element.driverReads());
        } else if (choice < 61 && containers) {
            JavaType element = setElement();
            return reference("java.util.Set<" + element.source() + ">", element.driverReads());
        } else if (choice < 68 && containers) {
            JavaType key = mapKey();
            JavaType value = element(recordDepth, containerDepth + 1);
            return reference("java.util.Map<" + key.source() + ", " + value.source() + ">",
                    key.driverReads() && value.driverReads());
        } else if (choice < 76 && records) {
            return declareRecord(recordDepth + 1);
        } else if (choice < 84 && records) {
            return declareGeneric(recordDepth + 1, containerDepth);
        } else if (choice < 90 && records) {
            return declareSealed(recordDepth + 1);
        } else if (choice < 94) {
            return array(recordDepth);
        }
        return pick(TypeTable.SCALARS);
    }

    private JavaType setElement() {
        if (random.nextInt(5) == 0) {
            return declareEnum();
        }
        JavaType scalar;
        do {
            scalar = pick(TypeTable.SCALARS);
        } while (!scalar.valueEquality());
        return scalar;
    }

    private JavaType mapKey() {
        if (!TypeTable.MAP_KEYS_BEYOND_STRING || random.nextBoolean()) {
            return TypeTable.scalar("java.lang.String");
        }
        // compared with the driver's RecordCodec only with String keys
        return (random.nextInt(4) == 0 ? declareEnum() : TypeTable.scalar(pick(TypeTable.MAP_KEYS))).withDriver(false);
    }

    private JavaType array(int recordDepth) {
        JavaType element = switch (random.nextInt(6)) {
            case 0, 1 -> pick(TypeTable.PRIMITIVES);
            case 2 -> declareEnum();
            case 3 -> recordDepth < TypeTable.RECORD_DEPTH ? declareRecord(recordDepth + 1) : pick(TypeTable.SCALARS);
            default -> pick(TypeTable.SCALARS);
        };
        // the driver's codecs know byte[] only
        return reference(element.source() + "[]", false);
    }

    private JavaType declareRecord(int recordDepth) {
        String name = names.type(memberNames, "Inner");
        List<Component> components = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            components.add(component(recordDepth, 0));
        }
        members.append("\n    ").append(BSON_RECORD).append("\n    public record ").append(name).append('(')
                .append(componentList(components, "            ")).append(") {\n    }\n");
        return reference(top + "." + name, components.stream().allMatch(c -> c.type().driverReads()));
    }

    private JavaType deprecatedRecord() {
        String name = names.type(memberNames, "Legacy");
        members.append("\n    @java.lang.Deprecated\n    ").append(BSON_RECORD).append("\n    public record ").append(name)
                .append("(java.lang.String note, int version) {\n    }\n");
        return reference(top + "." + name, true);
    }

    /**
     * A generic record with bounded, recursive or intersection type variables, used with type
     * arguments within its bounds; or, with {@link TypeTable#NESTED_BOUNDED_GENERICS}, one that
     * passes its bounded variable on to another generic record.
     */
    private JavaType declareGeneric(int recordDepth, int containerDepth) {
        if (TypeTable.NESTED_BOUNDED_GENERICS && random.nextInt(3) == 0) {
            return declareNestedGeneric(recordDepth, containerDepth);
        }
        String name = names.type(memberNames, "Box");
        Set<String> variableNames = new HashSet<>(memberNames);
        int count = 1 + random.nextInt(2);
        List<String> variables = new ArrayList<>();
        List<Bound> bounds = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            variables.add(names.typeVariable(variableNames));
            bounds.add(pick(List.of(Bound.values())));
        }
        List<Component> components = new ArrayList<>();
        boolean driver = true;
        for (String variable : variables) {
            int shape = random.nextInt(4);
            driver &= shape != 3;
            components.add(plain(reference(switch (shape) {
                case 0 -> variable;
                case 1 -> "java.util.List<" + variable + ">";
                case 2 -> "java.util.Map<java.lang.String, " + variable + ">";
                default -> "java.util.Optional<" + variable + ">";
            }, true)));
        }
        for (int i = random.nextInt(3); i > 0; i--) {
            Component extra = component(recordDepth, 0);
            driver &= extra.type().driverReads();
            components.add(extra);
        }
        members.append("\n    ").append(BSON_RECORD).append("\n    public record ").append(name).append('<')
                .append(typeParameters(variables, bounds)).append(">(")
                .append(componentList(components, "            ")).append(") {\n    }\n");
        List<String> arguments = new ArrayList<>();
        for (Bound bound : bounds) {
            JavaType argument = argument(bound, recordDepth, containerDepth);
            driver &= argument.driverReads();
            arguments.add(argument.source());
        }
        return reference(top + "." + name + "<" + String.join(", ", arguments) + ">", driver);
    }

    /** The driver's {@code NestedParameterized<A, B, C extends Number>(Parameterized<C, A> ...)}, with any bound. */
    private JavaType declareNestedGeneric(int recordDepth, int containerDepth) {
        Bound bound = pick(List.of(Bound.values()));
        String inner = names.type(memberNames, "Parameterized");
        members.append("\n    ").append(BSON_RECORD).append("\n    public record ").append(inner).append('<')
                .append(typeParameters(List.of("N", "T"), List.of(bound, Bound.NONE)))
                .append(">(N number, java.util.List<T> parameterizedList) {\n    }\n");
        String outer = names.type(memberNames, "NestedParameterized");
        members.append("\n    ").append(BSON_RECORD).append("\n    public record ").append(outer).append('<')
                .append(typeParameters(List.of("A", "B", "C"), List.of(Bound.NONE, Bound.NONE, bound)))
                .append(">(").append(top).append('.').append(inner)
                .append("<C, A> parameterizedRecord, B other) {\n    }\n");
        JavaType a = argument(Bound.NONE, recordDepth, containerDepth);
        JavaType b = argument(Bound.NONE, recordDepth, containerDepth);
        JavaType c = argument(bound, recordDepth, containerDepth);
        // The driver's RecordCodec fails ("Can't find a codec for ... Object") when A, B or C is itself a
        // parameterized type (List<Short>, a generic record): such a unit is checked on our own paths only.
        boolean driver = Stream.of(a, b, c).allMatch(t -> t.driverReads() && !t.source().contains("<"));
        return reference(top + "." + outer + "<" + a.source() + ", " + b.source() + ", " + c.source() + ">", driver);
    }

    /**
     * Any element without an array in it: the processor refuses arrays anywhere in the type arguments
     * of a type read through the registry (UNSUPPORTED_TYPE_ARGUMENT). No Duration either: a type
     * argument is read through the registry, and the driver's defaults have no Duration codec (the
     * processor accepts {@code Box<Duration>}, which then fails at run time: reported on issue 17).
     * No map with other than String keys: the driver's MapCodec reads String keys only, and the processor
     * refuses such a type argument (MAP_KEY_IN_TYPE_ARGUMENT).
     */
    private JavaType typeArgument(int recordDepth, int containerDepth) {
        JavaType argument;
        do {
            argument = element(recordDepth, containerDepth + 1);
        } while (argument.source().contains("[]") || argument.source().contains("java.time.Duration")
                || TYPED_KEY_MAP.matcher(argument.source()).find());
        return argument;
    }

    private static String typeParameters(List<String> variables, List<Bound> bounds) {
        List<String> parameters = new ArrayList<>();
        for (int i = 0; i < variables.size(); i++) {
            String variable = variables.get(i);
            parameters.add(variable + switch (bounds.get(i)) {
                case NONE -> "";
                case NUMBER -> " extends java.lang.Number";
                case SELF_COMPARABLE -> " extends java.lang.Comparable<" + variable + ">";
                case NUMBER_AND_COMPARABLE -> " extends java.lang.Number & java.lang.Comparable<" + variable + ">";
            });
        }
        return String.join(", ", parameters);
    }

    private JavaType argument(Bound bound, int recordDepth, int containerDepth) {
        return switch (bound) {
            case NONE -> typeArgument(recordDepth, containerDepth);
            case NUMBER, NUMBER_AND_COMPARABLE -> TypeTable.scalar(pick(TypeTable.NUMBERS));
            case SELF_COMPARABLE -> random.nextInt(4) == 0 ? declareEnum() : TypeTable.scalar(pick(TypeTable.SELF_COMPARABLE));
        };
    }

    /**
     * A sealed {@code @BsonRecord} interface with two to four records, the first with scalar
     * components only (so that random values end), some of the others holding a list of the
     * interface (recursive children).
     */
    private JavaType declareSealed(int recordDepth) {
        String name = names.type(memberNames, "Shape");
        Set<String> childNames = new HashSet<>(List.of(top, name));
        StringBuilder children = new StringBuilder();
        for (int child = 0, count = 2 + random.nextInt(3); child < count; child++) {
            List<Component> components = new ArrayList<>();
            for (int i = random.nextInt(3); i >= 0; i--) {
                components.add(child == 0 ? plain(random.nextBoolean() ? pick(TypeTable.PRIMITIVES) : pick(TypeTable.SCALARS))
                        : component(recordDepth, 0));
            }
            if (child > 0 && random.nextInt(3) == 0) {
                components.add(plain(reference("java.util.List<" + top + "." + name + ">", false)));
            }
            children.append("\n        ").append(BSON_RECORD).append("\n        record ")
                    .append(names.type(childNames, "Case")).append('(')
                    .append(componentList(components, "                ")).append(") implements ").append(name)
                    .append(" {\n        }\n");
        }
        members.append("\n    ").append(BSON_RECORD).append("\n    public sealed interface ").append(name).append(" {")
                .append(children).append("    }\n");
        // the driver's RecordCodec does not read interfaces
        return reference(top + "." + name, false);
    }

    /** An enum, some of whose constants are stored under a {@code @BsonEnumValue} (which the driver ignores). */
    private JavaType declareEnum() {
        String name = names.type(memberNames, "Kind");
        List<String> constants = names.enumConstants(1 + random.nextInt(4));
        boolean renamed = false;
        List<String> declared = new ArrayList<>();
        for (int i = 0; i < constants.size(); i++) {
            if (random.nextInt(3) == 0) {
                renamed = true;
                declared.add("@io.github.bsonrecords.BsonEnumValue(\"" + pick(List.of("é", "with space", "ß", "x.y", "名"))
                        + i + "\") " + constants.get(i));
            } else {
                declared.add(constants.get(i));
            }
        }
        members.append("\n    public enum ").append(name).append(" {\n        ").append(String.join(",\n        ", declared))
                .append("\n    }\n");
        return JavaType.reference(top + "." + name, !renamed, true);
    }

    private static JavaType reference(String source, boolean driverReads) {
        return JavaType.reference(source, driverReads, false);
    }

    private <T> T pick(List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }
}
