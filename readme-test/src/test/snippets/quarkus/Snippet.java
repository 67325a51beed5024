package snippet;

import com.mongodb.client.MongoClient;
import io.github.bsonrecords.BsonRecords;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

/** Members of a bean of the documentation's Quarkus page. */
@ApplicationScoped
class Snippet {
    // SNIPPET
}
