package snippet;

import io.github.bsonrecords.BsonAlias;
import io.github.bsonrecords.BsonEnumValue;
import io.github.bsonrecords.BsonNaming;
import io.github.bsonrecords.BsonNulls;
import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.BsonRequired;
import io.github.bsonrecords.MissingPrimitives;
import io.github.bsonrecords.NullValues;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;
import org.bson.BsonDocument;
import org.bson.BsonType;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;
import org.bson.codecs.pojo.annotations.BsonExtraElements;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.codecs.pojo.annotations.BsonRepresentation;
import org.bson.types.ObjectId;

// type declarations of the documentation (without public, as several share this file)
// SNIPPET
