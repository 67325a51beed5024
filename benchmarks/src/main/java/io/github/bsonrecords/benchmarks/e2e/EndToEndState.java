package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.benchmarks.Contender;

/** A server, the suite's collections and one contender's view of them, for one JMH trial. */
final class EndToEndState implements AutoCloseable {
    private final MongoEndpoint endpoint;
    private final EndToEndWorkload workload;
    private final CollectionPair<?> collections;

    EndToEndState(Contender contender) {
        endpoint = MongoEndpoint.open();
        workload = new EndToEndWorkload(endpoint);
        collections = workload.collections(contender);
    }

    CollectionPair<?> collections() {
        return collections;
    }

    @Override
    public void close() {
        workload.drop();
        endpoint.close();
    }
}
