package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;

/** Names of what the processor writes; one place, so the codec, the provider and nested references agree. */
public final class CodecNames {
    public static final String PROVIDER_SIMPLE_NAME = "BsonRecordCodecProvider";
    public static final String SERVICE_FILE = "META-INF/services/io.github.bsonrecords.GeneratedCodecProvider";

    private CodecNames() {
    }

    /** {@code p.Name -> p.NameBsonCodec}; {@code p.Outer.Inner -> p.Outer_InnerBsonCodec}. */
    public static ClassName codecFor(ClassName record) {
        return ClassName.get(record.packageName(), String.join("_", record.simpleNames()) + "BsonCodec");
    }

    public static ClassName providerFor(String packageName) {
        return ClassName.get(packageName, PROVIDER_SIMPLE_NAME);
    }
}
