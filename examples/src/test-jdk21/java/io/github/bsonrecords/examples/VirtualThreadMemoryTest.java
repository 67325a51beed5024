package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.examples.model.Payload;
import org.bson.codecs.Codec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * 10,000 virtual threads (one per request, as Java 21 services run them) that each encoded and
 * decoded one document, then parked: the generated codecs keep at most twice what the driver's
 * RecordCodec keeps, plus 32 MiB. Runs in its own JVM with a 1 GiB heap (see the pom's jdk21
 * profile), where the 100 KB case ran out of memory when the runtime kept arrays per thread.
 */
class VirtualThreadMemoryTest {
    private static final int THREADS = 10_000;
    private static final long SLACK = 32L << 20;

    @ParameterizedTest(name = "{0} byte documents")
    @ValueSource(ints = {8 * 1024, 100 * 1024})
    void parkedVirtualThreadsKeepNoScratchArrays(int documentSize) throws InterruptedException {
        Payload document = Payload.ofSize("doc", documentSize);
        long driver = retained(BsonTestSupport.driverCodec(Payload.class), document);
        long generated = retained(BsonTestSupport.generatedCodec(Payload.class), document);
        System.out.printf("10,000 virtual threads, %,d byte documents: generated keeps %s, driver RecordCodec %s%n",
                documentSize, RetainedHeap.mib(generated), RetainedHeap.mib(driver));
        assertTrue(generated <= 2 * Math.max(driver, 0) + SLACK, () -> "generated codecs keep "
                + RetainedHeap.mib(generated) + ", the driver's " + RetainedHeap.mib(driver));
    }

    private static long retained(Codec<Payload> codec, Payload document) throws InterruptedException {
        return RetainedHeap.measure(THREADS, task -> Thread.ofVirtual().start(task), index -> {
            Payload back = BsonTestSupport.decode(codec, BsonTestSupport.encode(codec, document));
            assertEquals(document.lines().size(), back.lines().size());
        });
    }
}
