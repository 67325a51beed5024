package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;

/**
 * Names of what the processor writes; one place, so the codec, the provider and nested references agree.
 * The runtime finds codecs and providers by the same rule, written once there in {@code CodecsByName}
 * (the processor does not depend on the runtime): {@code CodecNamesTest} checks that the two agree.
 */
public final class CodecNames {
    public static final String PROVIDER_SIMPLE_NAME = "BsonRecordCodecProvider";
    /** Nested classes of every non-generic record's metamodel, which other records' metamodels refer to. */
    public static final String EMBEDDED = "Embedded";
    public static final String ELEMENTS = "Elements";
    public static final String SERVICE_FILE = "META-INF/services/io.github.bsonrecords.GeneratedCodecProvider";

    private CodecNames() {
    }

    /** {@code p.Name -> p.NameBsonCodec}; {@code p.Outer.Inner -> p.Outer_InnerBsonCodec}. */
    public static ClassName codecFor(ClassName record) {
        return ClassName.get(record.packageName(), String.join("_", record.simpleNames()) + "BsonCodec");
    }

    /**
     * {@code p.Name -> p.Name_}; {@code p.Outer.Inner -> p.Outer_Inner_}: the metamodel, named as
     * JPA's static metamodel is, with nested records flattened as their codecs are.
     */
    public static ClassName metamodelFor(ClassName record) {
        return ClassName.get(record.packageName(), String.join("_", record.simpleNames()) + "_");
    }

    /** The metamodel's field reference for the record nested in another record's document: {@code Address_.Embedded}. */
    public static ClassName embeddedMetamodelFor(ClassName record) {
        return metamodelFor(record).nestedClass(EMBEDDED);
    }

    /** The metamodel's field reference for an array of the record: {@code OrderLine_.Elements<List<OrderLine>>}. */
    public static ClassName elementsMetamodelFor(ClassName record) {
        return metamodelFor(record).nestedClass(ELEMENTS);
    }

    public static ClassName providerFor(String packageName) {
        return ClassName.get(packageName, PROVIDER_SIMPLE_NAME);
    }
}
