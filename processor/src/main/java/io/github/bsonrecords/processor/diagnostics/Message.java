package io.github.bsonrecords.processor.diagnostics;

import java.util.Locale;
import javax.tools.Diagnostic.Kind;

/**
 * Every message the processor reports, in one place: a stable id (the constant's name, printed as
 * {@code [bson-records:ID]}, which tests and users can search for), what is wrong, and what to do
 * instead. Arguments fill the {@code %s} of both halves, in order ({@code %1$s} repeats one).
 */
public enum Message {
    // the annotated element
    NOT_A_RECORD("@BsonRecord applies to records and sealed interfaces only, but %s is %s",
            "declare it as a record (record %1$s(...) {}) or remove @BsonRecord"),
    INTERFACE_NOT_SEALED("@BsonRecord is on the interface %s, which is not sealed, so its codec cannot know every"
            + " record a value may be", "declare it sealed interface %1$s permits ..., listing @BsonRecord records"),
    GENERIC_HIERARCHY("the sealed interface %s has type parameters, which its generated codec cannot carry",
            "remove them, or annotate the records alone"),
    SUBTYPE_NOT_RECORD("%s permits %s, %s: a sealed @BsonRecord interface's codec holds records only",
            "make %2$s a @BsonRecord record, or a sealed interface that permits such records"),
    SUBTYPE_NOT_BSON_RECORD("%s permits the record %s, which is not annotated with @BsonRecord, so it has no codec"
            + " to decode into", "annotate %2$s with @BsonRecord"),
    SUBTYPE_GENERIC("%s permits the generic record %s, whose type arguments a discriminator cannot tell",
            "declare its type arguments in a non-generic record, or leave it out of the interface"),
    DUPLICATE_DISCRIMINATOR("records %s and %s of %s both have the discriminator value '%s', so a document could"
            + " not tell which one it is", "give one of them another with @BsonDiscriminator(value = \"...\")"),
    DISCRIMINATOR_KEY_CONFLICT("%s declares the discriminator key '%s', but %s writes its documents with the key '%s'",
            "one interface's documents have one key: remove key = ... or make the keys equal"),
    DISCRIMINATOR_KEY_CLASH("component %s of %s has the BSON name '%s', which is the discriminator key of %s",
            "rename the component with @BsonProperty, or choose another key with @BsonDiscriminator(key = \"...\")"
                    + " on the interface"),
    PRIVATE_RECORD("@BsonRecord %s %s, so its generated codec cannot reach it",
            "make it package-private or public"),
    LATE_ROUND_RECORD("%s appeared in a late processing round, after the BsonRecordCodecProvider of %s was"
            + " written, so the provider cannot list it", "move the record to another package or have it generated earlier"),
    UNRESOLVED_TYPE("no codec was generated for %s: the component type %s could not be resolved",
            "fix that type (or the processor that should generate it) first"),

    // annotations
    DISCRIMINATOR_ON_RECORD("@BsonDiscriminator is on %s, which implements no sealed @BsonRecord interface, so no"
            + " codec would write or read it", "remove it, or declare the sealed interface that permits %1$s and"
            + " annotate it with @BsonRecord"),
    CREATOR_ON_RECORD("@BsonCreator is not supported on records: the canonical constructor is always used",
            "remove it"),
    ANNOTATION_ON_CONSTRUCTOR_PARAMETER("@%s is on the parameter %s of the canonical constructor of %s, where it"
            + " has no effect (the driver's RecordCodec refuses it)",
            "put it on the record component instead: record %3$s(@%1$s ... %4$s)"),
    ANNOTATION_ON_ACCESSOR("@%s is on the accessor %s() of %s, where it has no effect",
            "put it on the record component: record %3$s(@%1$s ... %2$s)"),
    UNSUPPORTED_ON_COMPONENT("@%s is not supported on record components (the canonical constructor needs every"
            + " component)", "remove it from %s"),
    DUPLICATE_ID("more than one component has @BsonId: %s and %s",
            "a document has one _id, so keep @BsonId on one of them"),
    ID_WITH_OTHER_NAME("%s has @BsonId, which names it _id, and @BsonProperty(\"%s\")", "remove @BsonProperty"),
    INVALID_BSON_NAME("the BSON name '%s' of component %s %s", "choose another name with @BsonProperty"),
    DUPLICATE_BSON_NAME("components %s and %s both map to the BSON field '%s'",
            "give one of them another name with @BsonProperty"),
    INVALID_ALIAS("the @BsonAlias name '%s' of component %s %s", "remove it or correct it"),
    DUPLICATE_ALIAS("component %s has the alias '%s', which %s already decodes from",
            "a field name must lead to one component: remove the alias or rename a component with @BsonProperty"),
    EXTRA_ELEMENTS_TYPE("component %s of %s: @BsonExtraElements collects the fields no other component claims, into"
            + " a RawBsonDocument, a BsonDocument or a Map<String, Object>, not a %s", "declare one of those types"),
    DUPLICATE_EXTRA_ELEMENTS("components %s and %s both have @BsonExtraElements", "keep it on one of them"),
    EXTRA_ELEMENTS_NAMED("the @BsonExtraElements component %s has no BSON field of its own, so @BsonId, @BsonProperty,"
            + " @BsonAlias and @BsonRequired mean nothing on it", "remove them"),
    UNSUPPORTED_REPRESENTATION("@BsonRepresentation(%s) on %s is not supported: only a String stored as an ObjectId"
            + " (@BsonRepresentation(BsonType.OBJECT_ID)) is, as with the driver's record codec",
            "change the component's type instead"),

    // component types: the first two arguments are the component and its record
    REPRESENTATION_ON_NON_STRING("component %s of %s: @BsonRepresentation(BsonType.OBJECT_ID) applies to String"
            + " components only, not to %s", "declare the component as ObjectId or String"),
    WILDCARD_TYPE("component %s of %s: the wildcard %s has no BSON mapping",
            "declare the element type exactly (List<Item>, not List<? extends Item>)"),
    RAW_TYPE("component %s of %s: the raw type %s has no element type", "declare its type arguments"),
    GENERIC_ARRAY("component %s of %s: the generic array %s cannot be created when decoding", "declare a List instead"),
    OPTIONAL_IN_CONTAINER("component %s of %s: %s is supported as a component's own type only, not inside a container",
            "use a nullable element type instead"),
    MAP_KEY_NOT_STRING("component %s of %s: the map key type %s is not supported: a map is stored as a document,"
            + " whose field names are its keys", "declare the key as String, an enum (stored as its constants are),"
            + " UUID, Integer or Long (stored as their toString())"),
    CHAR_SEQUENCE_TYPE("component %s of %s: CharSequence has no codec in the driver's registry, so the codec would"
            + " fail when first used", "declare the component (or element) as String"),
    NUMBER_TYPE("component %s of %s: Number has no codec in the driver's registry, so the codec would fail when"
            + " first used", "declare the numeric type (int, long, double, BigDecimal, Decimal128), or Object to take"
            + " any BSON value as the driver decodes it"),
    INTERFACE_TYPE("component %s of %s: the interface %s has no codec in the driver's defaults, so the codec will fail"
            + " when it is built unless your registry has one", "register a codec for it (BsonRecords.verify reports"
            + " one missing at startup), declare a concrete type or Object, or silence this with"
            + " @SuppressWarnings(\"bson-records\")", Kind.WARNING),
    UNSUPPORTED_TYPE_ARGUMENT("component %s of %s: the type argument %s of %s is not supported",
            "type arguments of types decoded through the registry must be classes or type parameters"),
    MAP_KEY_IN_TYPE_ARGUMENT("component %s of %s: the type argument %s of %s is a map with %s keys; type arguments"
            + " are served by the driver's registry, whose map codec takes String keys only",
            "use Map<String, V> there, or wrap the map in a record: a record's own map components take enum, UUID,"
            + " Integer and Long keys"),
    FOREIGN_TYPE_VARIABLE("component %s of %s: the type variable %s is not a type parameter of the record",
            "use one of the record's type parameters"),
    ENUM_VALUE_CLASH("component %s of %s: the enum %s would store both %s and %s as the string '%s'",
            "give each constant its own @BsonEnumValue"),
    NO_BSON_MAPPING("component %s of %s: the type %s has no BSON mapping", "declare a type listed in the README"),
    RECORD_WITHOUT_ANNOTATION("component %s of %s: the record %s is not annotated with @BsonRecord, so the driver's"
            + " reflective RecordCodec (boxing, Method.invoke) will handle it",
            "annotate it with @BsonRecord to generate its codec", Kind.WARNING),

    // the processor itself
    INVALID_OPTION("the processor option -A%s is '%s', which is neither true nor false",
            "give -A%1$s=true or -A%1$s=false"),
    PROVIDER_NOT_WRITTEN("could not write BsonRecordCodecProvider for package %s: %s",
            "records generated in a late round by another processor need their own package"),
    SERVICE_FILE_NOT_WRITTEN("could not write %s: %s. Another processor wrote that file in this compilation, and"
            + " a file can be written only once", "leave that file to bson-records: generate no service file of that"
            + " name in the same compilation (@AutoService(GeneratedCodecProvider.class), for instance)"),
    CODEC_NOT_WRITTEN("could not write the generated classes of %s: %s",
            "another processor wrote a class of that name in this compilation: rename the record, or have that"
            + " processor write another name"),
    PROCESSOR_BUG("could not generate the codec for %s: %s",
            "this is a bug in bson-records; please report it with the record's source");

    private final String problem;
    private final String fix;
    private final Kind kind;

    Message(String problem, String fix) {
        this(problem, fix, Kind.ERROR);
    }

    Message(String problem, String fix, Kind kind) {
        this.problem = problem;
        this.fix = fix;
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** How the id appears in every message: {@code [bson-records:DUPLICATE_ID]}. */
    public String tag() {
        return "[bson-records:" + name() + "]";
    }

    /** The full text: tag, what is wrong, what to do instead. */
    public String format(Object... arguments) {
        return tag() + " " + String.format(Locale.ROOT, problem + "; " + fix, arguments);
    }
}
