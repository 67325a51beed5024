package io.github.bsonrecords.processor.analysis.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The one rule for BSON names and aliases, and how a message shows a name. */
class BsonNamesTest {

    @Test
    void whatMakesANameUnusable() {
        assertEquals("is empty", BsonNames.problem(""));
        assertEquals("holds a NUL character, which ends a BSON field name", BsonNames.problem("a\0b"));
        assertEquals("starts with '$', which MongoDB reserves for operators", BsonNames.problem("$set"));
    }

    @Test
    void usableNames() {
        assertNull(BsonNames.problem("_id"));
        assertNull(BsonNames.problem("a.b"));
        assertNull(BsonNames.problem("price$"));
    }

    @Test
    void aNulIsWrittenOut() {
        assertEquals("a\\0b", BsonNames.shown("a\0b"));
    }
}
