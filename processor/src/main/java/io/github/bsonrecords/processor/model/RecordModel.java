package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeVariableName;
import java.util.List;
import java.util.Optional;

/**
 * What the codec for one {@code @BsonRecord} record is made of.
 *
 * @param recordName the record's qualified name, as errors at run time show it
 * @param components in declaration order (the canonical constructor's order)
 * @param typeVariables the record's type parameters; not empty for a generic record
 * @param discriminator what the record writes after {@code _id} when it is a permitted record of a
 *     sealed {@code @BsonRecord} interface
 */
public record RecordModel(
        ClassName recordClass,
        ClassName codecClass,
        String recordName,
        List<TypeVariableName> typeVariables,
        List<ComponentModel> components,
        Optional<Discriminator> discriminator) implements CodecModel {

    public RecordModel {
        typeVariables = List.copyOf(typeVariables);
        components = List.copyOf(components);
    }

    @Override
    public boolean generic() {
        return !typeVariables.isEmpty();
    }

    @Override
    public ClassName javaClass() {
        return recordClass;
    }

    @Override
    public String qualifiedName() {
        return recordName;
    }

    /** Encode order: the {@code _id} component first, then declaration order, as the driver's RecordCodec writes. */
    public List<ComponentModel> encodeOrder() {
        return components.stream().sorted((a, b) -> Boolean.compare(b.id(), a.id())).toList();
    }
}
