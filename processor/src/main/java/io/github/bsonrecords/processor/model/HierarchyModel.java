package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The codec of a sealed {@code @BsonRecord} interface: the discriminator key and, for every record
 * it permits (through nested sealed interfaces too), the value that names it and its codec.
 */
public record HierarchyModel(ClassName javaClass, ClassName codecClass, String qualifiedName, String key,
        List<Subtype> subtypes, List<String> suppressedWarnings) implements CodecModel {

    public HierarchyModel {
        subtypes = List.copyOf(subtypes);
        suppressedWarnings = List.copyOf(suppressedWarnings);
    }

    /**
     * One permitted record. {@code lazy} when it can reach the interface again (a tree of nodes), so
     * its codec must not be built in the interface codec's constructor.
     */
    public record Subtype(ClassName record, ClassName codec, String value, boolean lazy) {
    }

    @Override
    public boolean generic() {
        return false;
    }
}
