package io.github.bsonrecords.spring;

import org.springframework.data.mongodb.core.query.Query;

/** {@code ReactiveFind}'s ends through the codec: {@code all}, {@code first} and {@code one}; the rest are Spring's. */
final class ReactiveTerminals implements FluentTerminals {
    private final ReactiveCodecReads reads;

    ReactiveTerminals(ReactiveCodecReads reads) {
        this.reads = reads;
    }

    @Override
    public Object run(String name, Query query, Class<?> type, String collection) {
        return switch (name) {
            case "all" -> reads.find(query, type, collection);
            case "first" -> reads.find(query, type, collection, 1).next();
            case "one" -> reads.one(query, type, collection);
            default -> SPRINGS;
        };
    }
}
