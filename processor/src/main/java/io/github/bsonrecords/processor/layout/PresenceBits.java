package io.github.bsonrecords.processor.layout;

import io.github.bsonrecords.processor.model.ComponentModel;
import java.util.List;

/**
 * Which required components a decode loop has met, for records that have any ({@code @BsonRequired},
 * or primitives under {@code MissingPrimitives.FAIL}): one bit per field, by encode index, in
 * {@code long} words {@code seen0}, {@code seen1}, ... up to the word of the last required field.
 * Records without required components have no words.
 */
public final class PresenceBits {
    /** Bits per word: {@code index >> SHIFT} is the word of an encode index. */
    public static final int SHIFT = 6;
    private static final int BITS = Long.SIZE;

    private final List<ComponentModel> encodeOrder;
    private final int words;

    private PresenceBits(List<ComponentModel> encodeOrder, int words) {
        this.encodeOrder = encodeOrder;
        this.words = words;
    }

    static PresenceBits of(List<ComponentModel> encodeOrder) {
        int last = -1;
        for (int i = 0; i < encodeOrder.size(); i++) {
            if (encodeOrder.get(i).required()) {
                last = i;
            }
        }
        return new PresenceBits(encodeOrder, last < 0 ? 0 : last / BITS + 1);
    }

    /** How many words: 0 when no component is required. */
    public int words() {
        return words;
    }

    public boolean tracked() {
        return words > 0;
    }

    /** The required fields, in encode order: the order a missing one is looked for. */
    public List<ComponentModel> required() {
        return encodeOrder.stream().filter(ComponentModel::required).toList();
    }

    /** The word that holds the bit of the field at encode index {@code index}. */
    public static int word(int index) {
        return index / BITS;
    }

    /** The bit of the field at encode index {@code index} within its word. */
    public static long bit(int index) {
        return 1L << (index % BITS);
    }

    /** The word of a required field. */
    public int wordOf(ComponentModel component) {
        return word(encodeOrder.indexOf(component));
    }

    /** The bit of a required field within its word. */
    public long bitOf(ComponentModel component) {
        return bit(encodeOrder.indexOf(component));
    }

    /** Per word, the bits of the required fields among {@code components} (a wide record's group, read whole). */
    public long[] masks(List<ComponentModel> components) {
        long[] masks = new long[words];
        for (ComponentModel component : components) {
            if (component.required()) {
                int index = encodeOrder.indexOf(component);
                masks[word(index)] |= bit(index);
            }
        }
        return masks;
    }
}
