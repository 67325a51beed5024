package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.examples.model.Payload;
import org.bson.codecs.Codec;
import org.junit.jupiter.api.Test;

/**
 * A pool of 200 platform threads that each handled a document just under 1 MiB keeps at most 64 MiB more
 * than the same pool running the driver's RecordCodec: a platform thread keeps at most 64 KiB per
 * direction, larger arrays go back to the bounded shared pool.
 */
class PlatformPoolMemoryTest {
    private static final int THREADS = 200;
    private static final long BOUND = 64L << 20;

    @Test
    void twoHundredThreadsThatHandledOneMebibyteDocumentsKeepLittle() throws InterruptedException {
        Payload document = Payload.ofSize("large", 1_000_000);
        long driver = retained(BsonTestSupport.driverCodec(Payload.class), document);
        long generated = retained(BsonTestSupport.generatedCodec(Payload.class), document);
        System.out.printf("200 platform threads, 1,000,000 byte documents: generated keeps %s, driver RecordCodec %s%n",
                RetainedHeap.mib(generated), RetainedHeap.mib(driver));
        assertTrue(generated <= driver + BOUND, () -> "generated codecs keep " + RetainedHeap.mib(generated)
                + ", the driver's " + RetainedHeap.mib(driver));
    }

    private static long retained(Codec<Payload> codec, Payload document) throws InterruptedException {
        return RetainedHeap.measure(THREADS, task -> {
            Thread thread = new Thread(task);
            thread.start();
            return thread;
        }, index -> {
            Payload back = BsonTestSupport.decode(codec, BsonTestSupport.encode(codec, document));
            assertEquals(document.lines().size(), back.lines().size());
        });
    }
}
