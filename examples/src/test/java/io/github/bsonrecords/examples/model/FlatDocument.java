package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/** Many components of each common kind, the shape of the drivers' "flat" benchmark document. */
@BsonRecord
public record FlatDocument(
        @BsonId ObjectId id,
        String name1, String name2, String name3, String name4, String name5, String name6,
        int count1, int count2, int count3, int count4, int count5, int count6,
        long total1, long total2, long total3, long total4, long total5, long total6,
        double ratio1, double ratio2, double ratio3, double ratio4, double ratio5, double ratio6,
        boolean flag1, boolean flag2, boolean flag3, boolean flag4, boolean flag5, boolean flag6) {
}
