package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.benchmarks.Contender;

/** A server, the suite's collections and one contender's operations on them, for one JMH trial. */
final class EndToEndState implements AutoCloseable {
    private final MongoEndpoint endpoint;
    private final EndToEndWorkload workload;
    private final ClientOperations operations;

    EndToEndState(Contender contender) {
        endpoint = MongoEndpoint.open();
        workload = new EndToEndWorkload(endpoint);
        operations = workload.operations(contender);
    }

    ClientOperations operations() {
        return operations;
    }

    @Override
    public void close() {
        workload.drop();
        endpoint.close();
    }
}
