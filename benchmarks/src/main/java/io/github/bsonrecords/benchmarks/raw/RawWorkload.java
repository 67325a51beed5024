package io.github.bsonrecords.benchmarks.raw;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import io.github.bsonrecords.benchmarks.Workload;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;

/**
 * Seed 002's reproducer: one document {@code {docs: [...]}} holding 100,000 small raw documents.
 * Every contender encodes the same {@link RawBsonDocument} instances: in a {@code BsonArray} of a
 * {@code BsonDocument} (the regressed path on bson 5.4 to 5.6), in a {@code Document}, and in a
 * {@link RawBatch} record.
 */
public final class RawWorkload implements Workload {
    public static final int DOCUMENTS = 100_000;

    private final List<RawBsonDocument> raws;
    private final List<byte[]> documents;

    public RawWorkload() {
        this(DOCUMENTS);
    }

    public RawWorkload(int count) {
        BsonDocumentCodec codec = new BsonDocumentCodec();
        raws = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            BsonDocument small = new BsonDocument("i", new BsonInt32(i))
                    .append("name", new BsonString(String.format("item-%06d", i)))
                    .append("qty", new BsonInt32(i % 97));
            raws.add(new RawBsonDocument(small, codec));
        }
        documents = List.of(BsonOps.encode(new RawBatchHandWrittenCodec(), new RawBatch(raws)));
    }

    public int count() {
        return raws.size();
    }

    @Override
    public List<byte[]> documents() {
        return documents;
    }

    @Override
    public Set<Contender> contenders() {
        return EnumSet.of(Contender.BSON_DOCUMENT, Contender.DOCUMENT, Contender.RECORD_CODEC,
                Contender.HAND_WRITTEN, Contender.GENERATED);
    }

    @Override
    public Subject subject(Contender contender) {
        RawBatch batch = new RawBatch(raws);
        return switch (contender) {
            case BSON_DOCUMENT -> Subject.of(contender, CodecLookup.bsonDocumentCodec(),
                    List.of(new BsonDocument("docs", new BsonArray(new ArrayList<>(raws)))));
            case DOCUMENT -> Subject.of(contender, CodecLookup.documentCodec(), List.of(new Document("docs", raws)));
            case RECORD_CODEC -> Subject.of(contender, CodecLookup.driverRecordCodec(RawBatch.class), List.of(batch));
            case HAND_WRITTEN -> Subject.of(contender, new RawBatchHandWrittenCodec(), List.of(batch));
            case GENERATED -> Subject.of(contender, CodecLookup.generatedCodec(RawBatch.class), List.of(batch));
            default -> throw new IllegalArgumentException("Not in the raw suite: " + contender);
        };
    }
}
