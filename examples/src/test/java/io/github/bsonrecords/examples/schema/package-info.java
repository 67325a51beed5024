/**
 * Records whose BSON names, missing fields and null values follow policies: the package's
 * defaults ({@code snake_case}, nulls written as BSON null), overridden by a record's own
 * {@code @BsonRecord} attributes and by annotations on components.
 */
@BsonRecordDefaults(naming = BsonNaming.SNAKE_CASE, nulls = NullValues.WRITE)
package io.github.bsonrecords.examples.schema;

import io.github.bsonrecords.BsonNaming;
import io.github.bsonrecords.BsonRecordDefaults;
import io.github.bsonrecords.NullValues;
