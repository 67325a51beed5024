package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/** A record that contains itself. */
@BsonRecord
public record TreeNode(String name, List<TreeNode> children) {
}
