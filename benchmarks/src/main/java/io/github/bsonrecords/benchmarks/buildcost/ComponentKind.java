package io.github.bsonrecords.benchmarks.buildcost;

import java.util.List;
import java.util.Random;
import org.bson.BsonArray;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.types.ObjectId;

/**
 * The component types of issue 22's model: strings, numbers, booleans, {@code Instant}, {@code ObjectId},
 * {@code List<String>}, {@code Map<String, Integer>}, {@code Optional<String>}. A nested record is not a kind
 * here: {@link GeneratedModel} adds it to every third record.
 */
enum ComponentKind {
    STRING("String", null),
    INT("int", null),
    LONG("long", null),
    DOUBLE("double", null),
    BOOLEAN("boolean", null),
    INSTANT("Instant", "java.time.Instant"),
    OBJECT_ID("ObjectId", "org.bson.types.ObjectId"),
    LIST_OF_STRING("List<String>", "java.util.List"),
    MAP_OF_INTEGER("Map<String, Integer>", "java.util.Map"),
    OPTIONAL_STRING("Optional<String>", "java.util.Optional");

    private final String javaType;
    private final String importName;

    ComponentKind(String javaType, String importName) {
        this.javaType = javaType;
        this.importName = importName;
    }

    String javaType() {
        return javaType;
    }

    /** The import the type needs, or null for {@code java.lang} and primitives. */
    String importName() {
        return importName;
    }

    /** A value of this kind as the codecs store it (an {@code Optional} present, a map as a subdocument). */
    BsonValue sampleValue(Random random) {
        return switch (this) {
            case STRING -> new BsonString("text-" + random.nextInt(1_000_000));
            case INT -> new BsonInt32(random.nextInt());
            case LONG -> new BsonInt64(random.nextLong());
            case DOUBLE -> new BsonDouble(random.nextDouble() * 1000);
            case BOOLEAN -> BsonBoolean.valueOf(random.nextBoolean());
            case INSTANT -> new BsonDateTime(1_700_000_000_000L + random.nextInt(1_000_000_000));
            case OBJECT_ID -> new BsonObjectId(new ObjectId(1_700_000_000 + random.nextInt(1_000_000),
                    random.nextInt(0x00ffffff)));
            case LIST_OF_STRING -> new BsonArray(List.of(new BsonString("a" + random.nextInt(100)),
                    new BsonString("b" + random.nextInt(100)), new BsonString("c" + random.nextInt(100))));
            case MAP_OF_INTEGER -> new BsonDocument("k1", new BsonInt32(random.nextInt(100)))
                    .append("k2", new BsonInt32(random.nextInt(100)))
                    .append("k3", new BsonInt32(random.nextInt(100)));
            case OPTIONAL_STRING -> new BsonString("maybe-" + random.nextInt(1000));
        };
    }
}
