package io.github.bsonrecords.spring.differential;

import io.github.bsonrecords.BsonRecord;

/** A sealed interface: its codec finds the discriminator with a reader mark, then reads from the start. */
@BsonRecord
public sealed interface Part permits Part.Bolt, Part.Nut {
    @BsonRecord
    record Bolt(String thread, int length) implements Part {
    }

    @BsonRecord
    record Nut(String thread) implements Part {
    }
}
