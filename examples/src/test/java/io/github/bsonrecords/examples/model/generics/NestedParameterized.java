package io.github.bsonrecords.examples.model.generics;

import io.github.bsonrecords.BsonRecord;

/**
 * The driver's test model that passes a bounded type variable on to another generic record: its
 * metamodel must declare {@code Parameterized<? extends Number, ?>}, within {@code N}'s bound.
 */
@BsonRecord
public record NestedParameterized<A, B, C extends Number>(Parameterized<C, A> parameterizedRecord, B other) {
}
