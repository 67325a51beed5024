package snippet;

import static org.bson.codecs.configuration.CodecRegistries.fromProviders;
import static org.bson.codecs.configuration.CodecRegistries.fromRegistries;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.SurveyReport;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.bson.BsonType;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.codecs.record.RecordCodecProvider;
import org.bson.conversions.Bson;
import org.bson.types.ObjectId;

/** Statements of the documentation, in a method that declares what they use; the records are beside it. */
class Snippet {
    @SuppressWarnings("unused")
    void run(String uri, MongoClient client, MongoDatabase database, MongoCollection<TelemetryReading> readings,
            MongoCollection<Order> orders, ObjectId id, TelemetryReading reading, MongoCollection<Invoice> invoices,
            String invoiceId, MongoCollection<Ticket> tickets, UUID uuid) throws Exception {
        // SNIPPET
    }
}
