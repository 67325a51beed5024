package io.github.bsonrecords.spring;

import org.springframework.data.mongodb.core.query.Query;

/**
 * {@code ExecutableFind}'s ends through the codec: {@code all}, {@code firstValue}, {@code oneValue} and
 * {@code stream} (and so the default {@code one} and {@code first} over them); the rest are Spring's.
 */
final class BlockingTerminals implements FluentTerminals {
    private final CodecReads reads;

    BlockingTerminals(CodecReads reads) {
        this.reads = reads;
    }

    @Override
    public Object run(String name, Query query, Class<?> type, String collection) {
        return switch (name) {
            case "all" -> reads.find(query, type, collection);
            case "firstValue" -> reads.find(query, type, collection, 1).stream().findFirst().orElse(null);
            case "oneValue" -> reads.oneValue(query, type, collection);
            case "stream" -> reads.stream(query, type, collection);
            default -> SPRINGS;
        };
    }
}
