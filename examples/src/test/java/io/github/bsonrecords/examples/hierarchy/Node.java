package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;

/** A tree whose branches hold nodes again: the codecs of a recursive hierarchy are built lazily. */
@BsonRecord
public sealed interface Node permits Node.Leaf, Node.Branch {

    @BsonRecord
    @BsonDiscriminator("leaf")
    record Leaf(String value) implements Node {
    }

    @BsonRecord
    @BsonDiscriminator("branch")
    record Branch(String name, List<Node> children) implements Node {
    }
}
