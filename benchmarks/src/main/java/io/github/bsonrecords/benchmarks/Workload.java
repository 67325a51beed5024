package io.github.bsonrecords.benchmarks;

import java.util.List;
import java.util.Set;

/** Data for one benchmark: the encoded documents that decoders read, and each contender's codec and values. */
public interface Workload {
    /** Every document once, encoded; each contender's encoder must produce exactly these bytes. */
    List<byte[]> documents();

    /** The contenders this workload supports. */
    Set<Contender> contenders();

    Subject subject(Contender contender);

    /** Bytes of BSON in all {@link #documents()}, for MB/s. */
    default long totalBytes() {
        long total = 0;
        for (byte[] document : documents()) {
            total += document.length;
        }
        return total;
    }
}
