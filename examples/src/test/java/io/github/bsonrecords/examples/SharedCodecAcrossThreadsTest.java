package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.examples.StoredDocumentsDifferentialTest.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One codec instance shared by threads that each read documents in layouts of their own: every
 * thread teaches the codec orders the others do not expect, so the remembered layouts are replaced
 * (more layouts than a codec keeps) while other threads read them. Every document still decodes to
 * what the reader API path gives, value or error: a stale or racy read of the learned layouts may
 * cost speed, never a value.
 */
class SharedCodecAcrossThreadsTest {
    private static final int THREADS = 4;
    /** Twelve layouts in all, three times what a codec remembers. */
    private static final int LAYOUTS_PER_THREAD = 3;
    private static final int DOCUMENTS = 24;
    private static final int ROUNDS = 30;

    static List<Class<? extends Record>> models() {
        return StoredDocumentsDifferentialTest.models();
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void threadsTeachingOneCodecTheirOwnLayoutsReadWhatTheReaderPathReads(Class<R> type)
            throws Exception {
        Codec<R> codec = generatedCodec(type);
        List<List<byte[]>> documents = new ArrayList<>();
        List<List<String>> expected = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            RandomValues random = new RandomValues(101L * type.getName().hashCode() + t);
            Random seeds = new Random(37L * type.getName().hashCode() + t);
            List<Layout> layouts = new ArrayList<>();
            for (int l = 0; l < LAYOUTS_PER_THREAD; l++) {
                layouts.add(new Layout(seeds.nextLong()));
            }
            List<byte[]> mine = new ArrayList<>();
            List<String> outcomes = new ArrayList<>();
            for (int i = 0; i < DOCUMENTS; i++) {
                BsonDocument written = StoredDocumentsDifferentialTest.tree(BsonTestSupport.encode(codec, random.record(type)));
                BsonDocument stored = layouts.get(i % LAYOUTS_PER_THREAD).apply(written);
                mine.add(BsonTestSupport.encodeDocument(stored));
                outcomes.add(FastPathDifferentialTest.outcome(() -> codec.decode(new BsonDocumentReader(stored),
                        DecoderContext.builder().build())));
            }
            documents.add(mine);
            expected.add(outcomes);
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CyclicBarrier start = new CyclicBarrier(THREADS);
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                List<byte[]> mine = documents.get(t);
                List<String> outcomes = expected.get(t);
                results.add(pool.submit(() -> {
                    start.await();
                    return mismatches(codec, mine, outcomes);
                }));
            }
            List<String> mismatches = new ArrayList<>();
            for (Future<List<String>> result : results) {
                mismatches.addAll(result.get(2, TimeUnit.MINUTES));
            }
            assertEquals(List.of(), mismatches, type.getSimpleName());
        } finally {
            pool.shutdownNow();
        }
    }

    /** Each round reads the thread's documents as one cursor batch, then one reader per document. */
    private static <R> List<String> mismatches(Codec<R> codec, List<byte[]> documents, List<String> expected) {
        List<String> mismatches = new ArrayList<>();
        for (int round = 0; round < ROUNDS && mismatches.isEmpty(); round++) {
            List<String> batch = StoredDocumentsDifferentialTest.decodeAsCursorBatches(codec, documents);
            for (int i = 0; i < documents.size(); i++) {
                byte[] document = documents.get(i);
                String each = FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(codec, document));
                if (!expected.get(i).equals(batch.get(i))) {
                    mismatches.add("round " + round + ", document " + i + ", cursor batch: " + batch.get(i)
                            + " instead of " + expected.get(i));
                }
                if (!expected.get(i).equals(each)) {
                    mismatches.add("round " + round + ", document " + i + ", one reader: " + each
                            + " instead of " + expected.get(i));
                }
            }
        }
        return mismatches;
    }
}
