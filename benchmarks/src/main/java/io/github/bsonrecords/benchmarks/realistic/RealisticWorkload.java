package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import io.github.bsonrecords.benchmarks.Workload;
import io.github.bsonrecords.benchmarks.micronaut.MicronautBson;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;

/**
 * One family's cursor batch of {@link Family#DOCUMENTS} stored documents, and each contender's codec and values
 * (what that contender decodes from the stored documents, so that each encodes what it reads).
 */
public final class RealisticWorkload implements Workload {
    private final Family family;
    private final List<byte[]> documents = new ArrayList<>(Family.DOCUMENTS);

    public RealisticWorkload(Family family) {
        this.family = family;
        documents.addAll(storedDocuments(family, Family.DOCUMENTS));
    }

    /** The family's first {@code count} stored documents, each as its own BSON bytes (the first 101 are the batch's). */
    public static List<byte[]> storedDocuments(Family family, int count) {
        Vocabulary words = new Vocabulary(family.seed());
        BsonDocumentCodec codec = new BsonDocumentCodec();
        List<byte[]> stored = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            stored.add(BsonOps.encode(codec, family.document(words, i)));
        }
        return stored;
    }

    public Family family() {
        return family;
    }

    @Override
    public List<byte[]> documents() {
        return documents;
    }

    @Override
    public Set<Contender> contenders() {
        return EnumSet.of(Contender.DOCUMENT, Contender.RECORD_CODEC, Contender.MICRONAUT_SERDE, Contender.GENERATED);
    }

    @Override
    public Subject subject(Contender contender) {
        return switch (contender) {
            case DOCUMENT -> subject(contender, CodecLookup.documentCodec());
            case RECORD_CODEC -> subject(contender, CodecLookup.driverRecordCodec(family.type()));
            case MICRONAUT_SERDE -> subject(contender, MicronautBson.codec(family.type()));
            case GENERATED -> subject(contender, CodecLookup.generatedCodec(family.type()));
            default -> throw new IllegalArgumentException("Not in the realistic suite: " + contender);
        };
    }

    private <T> Subject subject(Contender contender, Codec<T> codec) {
        List<T> values = new ArrayList<>(documents.size());
        for (byte[] document : documents) {
            values.add(BsonOps.decode(codec, document));
        }
        return Subject.of(contender, codec, values);
    }

    /** The floor decoder of this family, and the offsets of {@code batch} it reads. */
    public Floor floor(byte[] batch) {
        FloorDecoder<?> decoder = family.floor();
        return new Floor(decoder, Offsets.of(batch, decoder.shape()), batch);
    }

    /** The floor, ready to decode one batch: its decoder, and the offsets taken before the clock starts. */
    public static final class Floor {
        private final FloorDecoder<?> decoder;
        private final int[] offsets;
        private final byte[] batch;

        Floor(FloorDecoder<?> decoder, int[] offsets, byte[] batch) {
            this.decoder = decoder;
            this.offsets = offsets;
            this.batch = batch;
        }

        public void decode(List<Object> out) {
            decoder.decodeBatch(batch, offsets, Family.DOCUMENTS, out);
        }
    }
}
