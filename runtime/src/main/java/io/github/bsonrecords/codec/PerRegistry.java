package io.github.bsonrecords.codec;

import java.util.Objects;
import java.util.function.Function;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Something built from a codec registry, kept for the registry it was last built from: the
 * codecs a generated metamodel encodes nested records and registry-typed values with. Filters are
 * rendered with the registry of the collection they are used on, which stays the same from one
 * call to the next, so the codecs are built once per registry, never per filter. Another registry
 * builds them again (and is then the one kept).
 *
 * <p>Thread-safe without locks: two threads that miss at once both build, and one result is kept;
 * what is built must therefore be immutable, as codecs are.
 *
 * @param <S> what is built
 */
public final class PerRegistry<S> {
    private final Function<CodecRegistry, S> factory;
    private volatile Built<S> last;

    public PerRegistry(Function<CodecRegistry, S> factory) {
        this.factory = Objects.requireNonNull(factory, "factory");
    }

    /** What was built from {@code registry}, built now if the last registry was another one. */
    public S get(CodecRegistry registry) {
        Built<S> built = last;
        if (built != null && built.registry == registry) {
            return built.value;
        }
        S value = factory.apply(Objects.requireNonNull(registry, "registry"));
        last = new Built<>(registry, value);
        return value;
    }

    private record Built<S>(CodecRegistry registry, S value) {
    }
}
