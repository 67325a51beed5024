package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.BsonRecord;
import io.micronaut.serde.annotation.Serdeable;
import java.time.Instant;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;

/**
 * A film of a movie catalogue, after the public {@code sample_mflix.movies} schema: long plots, lists of names,
 * nested ratings and awards, fields absent in many documents (boxed or nullable components), non-ASCII titles.
 * The stored documents also hold fields this record does not map ({@code lastupdated}, {@code metacritic}).
 */
@BsonRecord
@Serdeable
public record Movie(
        @BsonId ObjectId id,
        String title,
        int year,
        Integer runtime,
        Instant released,
        String plot,
        String fullplot,
        List<String> genres,
        List<String> cast,
        List<String> directors,
        List<String> writers,
        List<String> languages,
        List<String> countries,
        String rated,
        Awards awards,
        Imdb imdb,
        Tomatoes tomatoes,
        @BsonProperty("num_mflix_comments") int comments,
        String type) {

    @BsonRecord
    @Serdeable
    public record Awards(int wins, int nominations, String text) {
    }

    @BsonRecord
    @Serdeable
    public record Imdb(double rating, int votes, int id) {
    }

    @BsonRecord
    @Serdeable
    public record Tomatoes(Rating viewer, Rating critic, Integer fresh, Integer rotten, Instant lastUpdated) {
    }

    @BsonRecord
    @Serdeable
    public record Rating(double rating, int numReviews, Integer meter) {
    }
}
