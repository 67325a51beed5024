package io.github.bsonrecords.spring;

import org.springframework.data.mongodb.core.query.Query;

/**
 * The steps that end one kind of Spring's fluent find chain (blocking or reactive) and that
 * {@link FluentCodecFind} runs through the generated codec once the query qualifies.
 */
interface FluentTerminals {
    /** What {@link #run} answers for a step it leaves to Spring's chain. */
    Object SPRINGS = new Object();

    /** The result of the no-argument step {@code name} read through the codec, or {@link #SPRINGS}. */
    Object run(String name, Query query, Class<?> type, String collection);
}
