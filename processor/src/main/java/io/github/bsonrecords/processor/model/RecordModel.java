package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeVariableName;
import java.util.ArrayList;
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
 * @param metamodel whether its metamodel {@code Name_} is generated (the codec never depends on it)
 * @param suppressedWarnings the lint categories its generated classes suppress: {@code deprecation}
 *     and {@code removal} when they name the user's deprecated types or accessors, else none
 */
public record RecordModel(
        ClassName recordClass,
        ClassName codecClass,
        String recordName,
        List<TypeVariableName> typeVariables,
        List<ComponentModel> components,
        Optional<Discriminator> discriminator,
        boolean metamodel,
        List<String> suppressedWarnings) implements CodecModel {

    public RecordModel {
        typeVariables = List.copyOf(typeVariables);
        components = List.copyOf(components);
        suppressedWarnings = List.copyOf(suppressedWarnings);
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

    /**
     * The components that are fields, in encode order: the {@code _id} component first, then
     * declaration order, as the driver's RecordCodec writes. The extra-elements component is not
     * one: its elements follow them.
     */
    public List<ComponentModel> encodeOrder() {
        return components.stream()
                .filter(component -> !component.extraElements())
                .sorted((a, b) -> Boolean.compare(b.id(), a.id()))
                .toList();
    }

    /** The {@code @BsonExtraElements} component, if the record has one. */
    public Optional<ComponentModel> extraElements() {
        return components.stream().filter(ComponentModel::extraElements).findFirst();
    }

    /** The record's fields alone: its metamodel has no reference for the extra-elements component. */
    public RecordModel withoutExtraElements() {
        return new RecordModel(recordClass, codecClass, recordName, typeVariables,
                components.stream().filter(component -> !component.extraElements()).toList(), discriminator, metamodel,
                suppressedWarnings);
    }

    /** Every name the record's fields claim: each field's name and aliases, and the discriminator key. */
    public List<String> claimedNames() {
        List<String> names = new ArrayList<>();
        encodeOrder().forEach(component -> names.addAll(component.decodedNames()));
        discriminator.ifPresent(d -> names.add(d.key()));
        return names;
    }
}
