package io.github.bsonrecords.benchmarks.polymorphic;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;

/** Three records with the same fields, told apart by a discriminator: the cost of the dispatch alone. */
@BsonRecord
public sealed interface Figure permits Figure.Disc, Figure.Plate, Figure.Block {

    @BsonRecord
    @BsonDiscriminator("disc")
    record Disc(String label, double x, double y, double size, int layer) implements Figure {
    }

    @BsonRecord
    @BsonDiscriminator("plate")
    record Plate(String label, double x, double y, double size, int layer) implements Figure {
    }

    @BsonRecord
    @BsonDiscriminator("block")
    record Block(String label, double x, double y, double size, int layer) implements Figure {
    }
}
