package io.github.bsonrecords.processor.model;

/**
 * One record component: its Java name (the accessor), the BSON field it maps to, and how its
 * value maps to BSON.
 */
public record ComponentModel(String name, String bsonName, boolean id, ValueType type) {
}
