package io.github.bsonrecords.benchmarks.realistic;

import static io.github.bsonrecords.benchmarks.realistic.Slot.FIXED;
import static io.github.bsonrecords.benchmarks.realistic.Slot.STRING;
import static io.github.bsonrecords.benchmarks.realistic.Slot.document;
import static io.github.bsonrecords.benchmarks.realistic.Slot.field;
import static io.github.bsonrecords.benchmarks.realistic.Slot.listOf;
import static io.github.bsonrecords.benchmarks.realistic.Slot.mapOf;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Each family's floor decoder: its record's values in declaration order, built from the offsets and nothing else. */
final class Floors {
    private Floors() {
    }

    static final class Movies extends FloorDecoder<Movie> {
        private static final Slot RATING = document(field("rating", FIXED), field("numReviews", FIXED),
                field("meter", FIXED));
        private static final Slot.Document SHAPE = document(field("_id", FIXED), field("title", STRING),
                field("year", FIXED), field("runtime", FIXED), field("released", FIXED), field("plot", STRING),
                field("fullplot", STRING), field("genres", listOf(STRING)), field("cast", listOf(STRING)),
                field("directors", listOf(STRING)), field("writers", listOf(STRING)), field("languages", listOf(STRING)),
                field("countries", listOf(STRING)), field("rated", STRING),
                field("awards", document(field("wins", FIXED), field("nominations", FIXED), field("text", STRING))),
                field("imdb", document(field("rating", FIXED), field("votes", FIXED), field("id", FIXED))),
                field("tomatoes", document(field("viewer", RATING), field("critic", RATING), field("fresh", FIXED),
                        field("rotten", FIXED), field("lastUpdated", FIXED))),
                field("num_mflix_comments", FIXED), field("type", STRING));

        @Override
        Slot.Document shape() {
            return SHAPE;
        }

        @Override
        Movie record() {
            enter();
            return new Movie(objectId(), string(), int32(), boxedInt32(), instant(), string(), string(), strings(),
                    strings(), strings(), strings(), strings(), strings(), string(),
                    present() ? new Movie.Awards(int32(), int32(), string()) : null,
                    present() ? new Movie.Imdb(float64(), int32(), int32()) : null,
                    present() ? tomatoes() : null,
                    int32(), string());
        }

        private Movie.Tomatoes tomatoes() {
            return new Movie.Tomatoes(present() ? rating() : null, present() ? rating() : null, boxedInt32(),
                    boxedInt32(), instant());
        }

        private Movie.Rating rating() {
            return new Movie.Rating(float64(), int32(), boxedInt32());
        }
    }

    static final class Orders extends FloorDecoder<Order> {
        private static final Order.Status[] STATUSES = Order.Status.values();
        private static final byte[][] STATUS_NAMES = Arrays.stream(STATUSES)
                .map(status -> status.name().getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);
        private static final Slot.Document SHAPE = document(field("_id", FIXED), field("orderNumber", STRING),
                field("customerId", FIXED), field("placedAt", FIXED), field("status", STRING),
                field("lines", listOf(document(field("sku", STRING), field("name", STRING), field("quantity", FIXED),
                        field("unitPrice", FIXED), field("discount", FIXED)))),
                field("shipping", document(field("name", STRING), field("street", STRING), field("city", STRING),
                        field("postalCode", STRING), field("country", STRING))),
                field("subtotal", FIXED), field("shippingCost", FIXED), field("total", FIXED),
                field("currency", STRING), field("couponCode", STRING));

        @Override
        Slot.Document shape() {
            return SHAPE;
        }

        @Override
        Order record() {
            enter();
            return new Order(objectId(), string(), objectId(), instant(), constant(STATUSES, STATUS_NAMES), lines(),
                    present() ? new Order.Address(string(), string(), string(), string(), string()) : null,
                    decimal(), decimal(), decimal(), string(), string());
        }

        private List<Order.LineItem> lines() {
            int count = count();
            if (count < 0) {
                return null;
            }
            ArrayList<Order.LineItem> lines = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                enter();
                lines.add(new Order.LineItem(string(), string(), int32(), decimal(), decimal()));
            }
            return lines;
        }
    }

    static final class Customers extends FloorDecoder<Customer> {
        private static final Slot.Document SHAPE = document(field("_id", FIXED), field("username", STRING),
                field("name", STRING), field("address", STRING), field("birthdate", FIXED), field("email", STRING),
                field("accounts", listOf(FIXED)),
                field("tier_and_details", mapOf(document(field("tier", STRING), field("id", STRING),
                        field("active", FIXED), field("benefits", listOf(STRING))))),
                field("active", FIXED));

        @Override
        Slot.Document shape() {
            return SHAPE;
        }

        @Override
        Customer record() {
            enter();
            return new Customer(objectId(), string(), string(), string(), instant(), string(), ints(), tiers(),
                    boxedBool());
        }

        private Map<String, Customer.TierDetails> tiers() {
            int count = count();
            if (count < 0) {
                return null;
            }
            LinkedHashMap<String, Customer.TierDetails> tiers = new LinkedHashMap<>(capacity(count));
            for (int i = 0; i < count; i++) {
                String key = string();
                enter();
                tiers.put(key, new Customer.TierDetails(string(), string(), bool(), strings()));
            }
            return tiers;
        }
    }

    static final class Accounts extends FloorDecoder<Account> {
        private static final Slot.Document SHAPE = document(field("_id", FIXED), field("account_id", FIXED),
                field("limit", FIXED), field("products", listOf(STRING)));

        @Override
        Slot.Document shape() {
            return SHAPE;
        }

        @Override
        Account record() {
            enter();
            return new Account(objectId(), int32(), int32(), strings());
        }
    }

    static final class Places extends FloorDecoder<Place> {
        private static final Slot.Document SHAPE = document(field("_id", FIXED), field("name", STRING),
                field("cuisine", STRING), field("address", document(field("building", STRING), field("street", STRING),
                        field("zipcode", STRING), field("borough", STRING), field("city", STRING),
                        field("location", document(field("type", STRING), field("coordinates", listOf(FIXED)))))));

        @Override
        Slot.Document shape() {
            return SHAPE;
        }

        @Override
        Place record() {
            enter();
            return new Place(int32(), string(), string(), present() ? address() : null);
        }

        private Place.Address address() {
            return new Place.Address(string(), string(), string(), string(), string(),
                    present() ? new Place.Point(string(), doubles()) : null);
        }
    }

    static final class Events extends FloorDecoder<Event> {
        private static final Slot.Document SHAPE = document(field("_id", FIXED), field("type", STRING),
                field("at", FIXED), field("userId", STRING), field("sessionId", STRING), field("source", STRING),
                field("tags", listOf(STRING)), field("attempt", FIXED));

        @Override
        Slot.Document shape() {
            return SHAPE;
        }

        @Override
        Event record() {
            enter();
            return new Event(objectId(), string(), instant(), string(), string(), string(), strings(), boxedInt32());
        }
    }

    static final class Users extends FloorDecoder<User> {
        private static final Slot.Document SHAPE = document(field("_id", FIXED), field("name", STRING),
                field("email", STRING), field("password", STRING));

        @Override
        Slot.Document shape() {
            return SHAPE;
        }

        @Override
        User record() {
            enter();
            return new User(objectId(), string(), string(), string());
        }
    }
}
