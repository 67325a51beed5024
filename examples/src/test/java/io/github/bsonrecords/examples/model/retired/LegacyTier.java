package io.github.bsonrecords.examples.model.retired;

/** An enum on its way out: deprecated for removal, which {@code deprecation} does not silence. */
@Deprecated(forRemoval = true)
public enum LegacyTier {
    BRONZE, SILVER, GOLD
}
