package io.github.bsonrecords.examples.model.catalog;

import io.github.bsonrecords.BsonRecord;

/** Components that are generic records with concrete type arguments. */
@BsonRecord
public record Catalog(String name, Page<Item> firstPage, Page<String> keywords) {
}
