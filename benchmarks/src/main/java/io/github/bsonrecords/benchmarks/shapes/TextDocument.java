// Typed out once by a script (since removed, as the shapes are fixed) and kept as ordinary source.
package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/** Sixteen 80-character strings: ASCII, or multi-byte UTF-8 (2- and 3-byte characters). */
@BsonRecord
public record TextDocument(
        @BsonId ObjectId id,
        String text00,
        String text01,
        String text02,
        String text03,
        String text04,
        String text05,
        String text06,
        String text07,
        String text08,
        String text09,
        String text10,
        String text11,
        String text12,
        String text13,
        String text14,
        String text15) {
}
