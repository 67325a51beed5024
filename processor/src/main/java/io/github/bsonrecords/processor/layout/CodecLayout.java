package io.github.bsonrecords.processor.layout;

import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The shape of one record's generated codec, decided once from its {@link RecordModel}: the order
 * it writes its fields in and each one's index, where decoded values wait for the constructor, the
 * groups wide records are split into, which bit notes a required component, and what the byte
 * path's ordered pass reads. The emitters read it and decide none of it.
 */
public final class CodecLayout {
    /** C2 refused a call with 80 argument slots (67 components) in the benchmarks; 48 stays well below. */
    static final int MAX_DIRECT_ARGUMENT_SLOTS = 48;

    private final RecordModel model;
    private final List<ComponentModel> encodeOrder;
    private final Map<String, Integer> indexByName = new HashMap<>();
    private final Optional<ComponentModel> id;
    private final List<ComponentModel> afterId;
    private final boolean decodesIntoHolder;
    private final boolean decodedInGroups;
    private final PresenceBits presence;
    private final OrderedPrefix orderedPrefix;
    private final Map<String, ConstantsNeeded> constants = new HashMap<>();

    private CodecLayout(RecordModel model) {
        this.model = model;
        this.encodeOrder = model.encodeOrder();
        for (int i = 0; i < encodeOrder.size(); i++) {
            indexByName.put(encodeOrder.get(i).name(), i);
        }
        this.id = encodeOrder.stream().filter(ComponentModel::id).findFirst();
        this.afterId = encodeOrder.stream().filter(component -> !component.id()).toList();
        this.decodesIntoHolder = !model.generic() && argumentSlots(model.components()) > MAX_DIRECT_ARGUMENT_SLOTS;
        // counted over every component, the extra-elements one too, while the groups hold the fields alone
        this.decodedInGroups = decodesIntoHolder && ComponentGroups.needed(model.components());
        this.presence = PresenceBits.of(encodeOrder);
        this.orderedPrefix = OrderedPrefix.of(model, encodeOrder, decodedInGroups);
        for (ComponentModel component : model.components()) {
            constants.put(component.name(), new ConstantsNeeded(fixedType(component)));
        }
    }

    public static CodecLayout of(RecordModel model) {
        return new CodecLayout(model);
    }

    public RecordModel model() {
        return model;
    }

    /**
     * The components that are fields, in the order the codec writes them: the {@code _id}
     * component first, then declaration order. The extra-elements component is not one.
     */
    public List<ComponentModel> encodeOrder() {
        return encodeOrder;
    }

    /** The component's position in {@link #encodeOrder()}: its case in the decode switches, its bit. */
    public int index(ComponentModel component) {
        Integer index = indexByName.get(component.name());
        if (index == null) {
            throw new IllegalArgumentException("not a field of the record: " + component.name());
        }
        return index;
    }

    /** The component written as {@code _id}, first. */
    public Optional<ComponentModel> id() {
        return id;
    }

    /**
     * What the codec writes after {@code _id} (every field when no component is the {@code _id}):
     * the part spliced into the driver's insert and replace writers.
     */
    public List<ComponentModel> afterId() {
        return afterId;
    }

    /** The {@code @BsonExtraElements} component, whose elements follow every field. */
    public Optional<ComponentModel> extraElements() {
        return model.extraElements();
    }

    /**
     * Whether decoded values wait in a holder object rather than in locals: a method that calls a
     * constructor of more than {@value #MAX_DIRECT_ARGUMENT_SLOTS} argument slots is refused by C2
     * ("unsupported calling sequence") and by C1 (out of registers), so it would run interpreted.
     * Never for a generic record.
     */
    public boolean decodesIntoHolder() {
        return decodesIntoHolder;
    }

    /**
     * Whether the decode loops dispatch to one method per group of fields. Decided by the count of
     * every component, the extra-elements one included; the groups themselves hold fields only.
     */
    public boolean decodedInGroups() {
        return decodedInGroups;
    }

    /** The fields in encode order, {@link ComponentGroups#SIZE} a group: the decode methods of a wide record. */
    public List<List<ComponentModel>> decodeGroups() {
        return ComponentGroups.of(encodeOrder);
    }

    /** Whether the encode methods write {@link #afterId()} in a method per group. */
    public boolean encodedInGroups() {
        return ComponentGroups.needed(afterId);
    }

    /** {@link #afterId()}, {@link ComponentGroups#SIZE} a group: the encode methods of a wide record. */
    public List<List<ComponentModel>> encodeGroups() {
        return ComponentGroups.of(afterId);
    }

    /** The bits that note which required components a decode loop has met. */
    public PresenceBits presence() {
        return presence;
    }

    /** What the byte path's ordered pass reads, and where the discriminator stands in it. */
    public OrderedPrefix orderedPrefix() {
        return orderedPrefix;
    }

    /** Where the discriminator of a sealed interface's record is written: before this encode index (after {@code _id}). */
    public OptionalInt discriminatorAt() {
        return orderedPrefix.discriminatorAt();
    }

    /** The BSON type code the component is always written with, or empty when only its codec knows. */
    static Optional<Integer> fixedType(ComponentModel component) {
        return BsonTypes.written(component.type());
    }

    /**
     * The constants the codec declares for the component, beside its {@code FieldRef}: its
     * pre-encoded header when its BSON type is fixed (written whole, matched by the ordered pass
     * and the learned layouts).
     */
    public ConstantsNeeded constants(ComponentModel component) {
        ConstantsNeeded needed = constants.get(component.name());
        if (needed == null) {
            throw new IllegalArgumentException("not a component of the record: " + component.name());
        }
        return needed;
    }

    private static int argumentSlots(List<ComponentModel> components) {
        return components.stream()
                .mapToInt(c -> c.type().javaType().equals(TypeName.LONG) || c.type().javaType().equals(TypeName.DOUBLE) ? 2 : 1)
                .sum();
    }

    /**
     * @param headerType the BSON type of the component's pre-encoded {@code [type][name][0]}
     *     header, when it has one
     */
    public record ConstantsNeeded(Optional<Integer> headerType) {
        public boolean header() {
            return headerType.isPresent();
        }
    }
}
