package io.github.bsonrecords.benchmarks.realistic;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.List;
import org.bson.BsonArray;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.types.Decimal128;

/**
 * The documents of each family as a collection holds them, built field by field after the public schema (not
 * written by any contender's codec): the server's {@code _id} first, optional fields left out, fields no record
 * maps, one fixed seed per family.
 */
final class StoredDocuments {
    private StoredDocuments() {
    }

    static BsonDocument movie(Vocabulary v, int index) {
        Instant released = v.instant(1920, 2016);
        BsonDocument movie = new BsonDocument("_id", new BsonObjectId(v.objectId(released.plusSeconds(index))));
        movie.put("plot", string(v.sentence(v.between(80, 300))));
        movie.put("genres", strings(List.of(v.pick(GENRES), v.pick(GENRES), v.pick(GENRES)).subList(0, v.between(1, 3))));
        if (v.chance(0.9)) {
            movie.put("runtime", new BsonInt32(v.between(70, 190)));
        }
        if (v.chance(0.5)) {
            movie.put("rated", string(v.pick(RATINGS)));
        }
        movie.put("cast", strings(v.personNames(2, 12)));
        movie.put("num_mflix_comments", new BsonInt32(v.between(0, 160)));
        movie.put("title", string(v.chance(0.2) ? v.pick(Vocabulary.FOREIGN_TITLES) : v.sentence(v.between(12, 40))
                .replace(".", "")));
        if (v.chance(0.7)) {
            movie.put("fullplot", string(v.sentence(v.between(300, 1024))));
        }
        movie.put("languages", strings(List.of("English", "French", "Japanese", "Spanish").subList(0, v.between(1, 3))));
        if (v.chance(0.85)) {
            movie.put("released", new BsonDateTime(released.toEpochMilli()));
        }
        movie.put("directors", strings(v.personNames(1, 2)));
        if (v.chance(0.6)) {
            movie.put("writers", strings(v.personNames(1, 5)));
        }
        int wins = v.between(0, 40);
        int nominations = wins + v.between(0, 40);
        movie.put("awards", new BsonDocument("wins", new BsonInt32(wins)).append("nominations", new BsonInt32(nominations))
                .append("text", string(wins + " wins & " + nominations + " nominations.")));
        movie.put("lastupdated", string("2015-08-" + (10 + index % 20) + " 00:27:59.177000000"));
        movie.put("year", new BsonInt32(released.atZone(java.time.ZoneOffset.UTC).getYear()));
        movie.put("imdb", new BsonDocument("rating", new BsonDouble(Math.round(v.uniform(1, 10) * 10) / 10.0))
                .append("votes", new BsonInt32(v.between(5, 2_000_000))).append("id", new BsonInt32(v.between(1, 9_999_999))));
        movie.put("countries", strings(List.of("USA", "France", "Japan", "UK", "Italy").subList(0, v.between(1, 2))));
        movie.put("type", string(v.chance(0.9) ? "movie" : "series"));
        if (v.chance(0.7)) {
            BsonDocument tomatoes = new BsonDocument("viewer", rating(v, 5, 0.8));
            if (v.chance(0.4)) {
                tomatoes.put("critic", rating(v, 10, 0.9));
            }
            if (v.chance(0.5)) {
                tomatoes.put("fresh", new BsonInt32(v.between(0, 300)));
                tomatoes.put("rotten", new BsonInt32(v.between(0, 100)));
            }
            tomatoes.put("lastUpdated", new BsonDateTime(v.instant(2012, 2016).toEpochMilli()));
            movie.put("tomatoes", tomatoes);
        }
        if (v.chance(0.3)) {
            movie.put("metacritic", new BsonInt32(v.between(10, 100)));
        }
        return movie;
    }

    private static BsonDocument rating(Vocabulary v, int scale, double meterChance) {
        BsonDocument rating = new BsonDocument("rating", new BsonDouble(Math.round(v.uniform(0, scale) * 10) / 10.0))
                .append("numReviews", new BsonInt32(v.between(1, 500_000)));
        if (v.chance(meterChance)) {
            rating.put("meter", new BsonInt32(v.between(0, 100)));
        }
        return rating;
    }

    /**
     * An order as the shop service writes it; {@code otherWriter} gives the field order of a second service that
     * writes the same collection (the totals first, the address before the lines, a line's price before its sku).
     */
    static BsonDocument order(Vocabulary v, int index, boolean otherWriter) {
        Instant placed = v.instant(2023, 2026);
        BsonObjectId id = new BsonObjectId(v.objectId(placed));
        BsonArray lines = new BsonArray();
        BigDecimal subtotal = BigDecimal.ZERO;
        int count = v.between(1, 8);
        for (int i = 0; i < count; i++) {
            BigDecimal price = BigDecimal.valueOf(v.between(99, 250_000), 2);
            int quantity = v.between(1, 5);
            BigDecimal discount = v.chance(0.3) ? price.multiply(BigDecimal.valueOf(v.between(5, 30), 2))
                    .setScale(2, RoundingMode.HALF_EVEN) : null;
            subtotal = subtotal.add(price.subtract(discount == null ? BigDecimal.ZERO : discount)
                    .multiply(BigDecimal.valueOf(quantity)));
            BsonDocument line = new BsonDocument();
            if (otherWriter) {
                line.put("unitPrice", decimal(price));
                line.put("quantity", new BsonInt32(quantity));
            }
            line.put("sku", string("SKU-" + v.hex(8).toUpperCase()));
            line.put("name", string(v.sentence(v.between(14, 48)).replace(".", "")));
            if (!otherWriter) {
                line.put("quantity", new BsonInt32(quantity));
                line.put("unitPrice", decimal(price));
            }
            if (discount != null) {
                line.put("discount", decimal(discount));
            }
            lines.add(line);
        }
        String name = v.personName();
        BsonDocument address = new BsonDocument("name", string(name))
                .append("street", string(v.between(1, 999) + " " + v.word() + " " + v.pick(STREETS)))
                .append("city", string(v.pick(CITIES))).append("postalCode", string(String.valueOf(v.between(10000, 99999))))
                .append("country", string(v.pick(COUNTRIES)));
        BigDecimal shipping = BigDecimal.valueOf(v.between(0, 2_500), 2);
        BsonDocument order = new BsonDocument("_id", id);
        String number = "ORD-" + (2_000_000 + index);
        if (otherWriter) {
            order.put("total", decimal(subtotal.add(shipping)));
            order.put("subtotal", decimal(subtotal));
            order.put("shippingCost", decimal(shipping));
            order.put("currency", string("EUR"));
            order.put("status", string(v.pick(Order.Status.values()).name()));
            order.put("orderNumber", string(number));
            order.put("placedAt", new BsonDateTime(placed.toEpochMilli()));
            order.put("customerId", new BsonObjectId(v.objectId(placed.minusSeconds(86_400L * 400))));
            order.put("shipping", address);
            order.put("lines", lines);
        } else {
            order.put("orderNumber", string(number));
            order.put("customerId", new BsonObjectId(v.objectId(placed.minusSeconds(86_400L * 400))));
            order.put("placedAt", new BsonDateTime(placed.toEpochMilli()));
            order.put("status", string(v.pick(Order.Status.values()).name()));
            order.put("lines", lines);
            order.put("shipping", address);
            order.put("subtotal", decimal(subtotal));
            order.put("shippingCost", decimal(shipping));
            order.put("total", decimal(subtotal.add(shipping)));
            order.put("currency", string("EUR"));
        }
        if (v.chance(0.2)) {
            order.put("couponCode", string("SAVE" + v.between(5, 50)));
        }
        return order;
    }

    static BsonDocument customer(Vocabulary v, int index) {
        Instant birth = v.instant(1950, 2004);
        String name = v.personName();
        BsonDocument customer = new BsonDocument("_id", new BsonObjectId(v.objectId(v.instant(2016, 2017))));
        customer.put("username", string(name.toLowerCase().replace(" ", "").replace("'", "") + v.between(1, 99)));
        customer.put("name", string(name));
        customer.put("address", string(v.between(1, 9999) + " " + v.pick(LAST_WORDS) + " " + v.pick(STREETS) + ", "
                + v.pick(CITIES) + ", " + v.pick(STATES) + " " + v.between(10000, 99999)));
        customer.put("birthdate", new BsonDateTime(birth.toEpochMilli()));
        customer.put("email", string(v.email(name)));
        if (index % 101 == 57) { // one document of a batch of 101
            customer.put("active", BsonBoolean.TRUE);
        }
        BsonArray accounts = new BsonArray();
        for (int i = v.between(1, 6); i > 0; i--) {
            accounts.add(new BsonInt32(v.between(100_000, 999_999)));
        }
        customer.put("accounts", accounts);
        BsonDocument tiers = new BsonDocument();
        for (int i = v.between(1, 4); i > 0; i--) {
            String id = v.hex(32);
            BsonArray benefits = new BsonArray();
            for (int b = v.between(0, 4); b > 0; b--) {
                benefits.add(string(v.pick(BENEFITS)));
            }
            tiers.put(id, new BsonDocument("tier", string(v.pick(TIERS))).append("id", string(id))
                    .append("active", BsonBoolean.valueOf(v.chance(0.8))).append("benefits", benefits));
        }
        customer.put("tier_and_details", tiers);
        return customer;
    }

    static BsonDocument account(Vocabulary v, int index) {
        BsonDocument account = new BsonDocument("_id", new BsonObjectId(v.objectId(v.instant(2016, 2017))));
        account.put("account_id", new BsonInt32(100_000 + index * 37 % 900_000));
        account.put("limit", new BsonInt32(v.chance(0.8) ? 10_000 : v.between(3_000, 9_999)));
        account.put("products", strings(List.of(PRODUCTS).subList(0, v.between(1, 6))));
        return account;
    }

    static BsonDocument place(Vocabulary v, int index) {
        BsonDocument point = new BsonDocument("type", string("Point")).append("coordinates",
                new BsonArray(List.of(new BsonDouble(v.uniform(-74.25, -73.7)), new BsonDouble(v.uniform(40.5, 40.9)))));
        BsonDocument address = new BsonDocument("building", string(String.valueOf(v.between(1, 9999))))
                .append("street", string(v.pick(LAST_WORDS) + " " + v.pick(STREETS)))
                .append("zipcode", string(String.valueOf(v.between(10001, 11697))))
                .append("borough", string(v.pick(BOROUGHS))).append("city", string("New York"))
                .append("location", point);
        return new BsonDocument("_id", new BsonInt32(40_000_000 + index)).append("name", string(v.sentence(v.between(8, 30))
                .replace(".", ""))).append("cuisine", string(v.pick(CUISINES))).append("address", address);
    }

    static BsonDocument event(Vocabulary v, int index) {
        Instant at = v.instant(2025, 2026);
        BsonDocument event = new BsonDocument("_id", new BsonObjectId(v.objectId(at)));
        event.put("type", string(v.pick(EVENT_TYPES)));
        event.put("at", new BsonDateTime(at.toEpochMilli()));
        event.put("userId", string("u-" + v.hex(12)));
        event.put("sessionId", string(v.hex(32)));
        event.put("source", string(v.pick(SOURCES)));
        event.put("context", new BsonDocument("ip", string(v.between(1, 223) + "." + v.between(0, 255) + "." + v.between(0, 255)
                + "." + v.between(1, 254))).append("userAgent", string("Mozilla/5.0 (" + v.pick(PLATFORMS)
                + ") AppleWebKit/537.36 (KHTML, like Gecko) Chrome/" + v.between(100, 140) + ".0.0.0 Safari/537.36"))
                .append("locale", string(v.pick(LOCALES))));
        event.put("payload", payload(v, 2));
        event.put("tags", strings(List.of("web", "prod", "eu-west", "beta").subList(0, v.between(0, 4))));
        if (v.chance(0.25)) {
            event.put("attempt", new BsonInt32(v.between(1, 5)));
        }
        return event;
    }

    /** What other services put under {@code payload}: nested documents, arrays, numbers of every width. */
    private static BsonDocument payload(Vocabulary v, int depth) {
        BsonDocument payload = new BsonDocument();
        for (int i = v.between(3, 7); i > 0; i--) {
            String key = v.word() + i;
            BsonValue value = switch (v.between(0, depth > 0 ? 6 : 4)) {
                case 0 -> string(v.sentence(v.between(10, 120)));
                case 1 -> new BsonInt32(v.between(-1000, 100_000));
                case 2 -> new BsonInt64(v.between(0, 1_000_000_000) * 1000L);
                case 3 -> new BsonDouble(v.uniform(-1, 1));
                case 4 -> BsonBoolean.valueOf(v.chance(0.5));
                case 5 -> payload(v, depth - 1);
                default -> strings(List.of(v.word(), v.word(), v.word()));
            };
            payload.put(key, value);
        }
        return payload;
    }

    static BsonDocument user(Vocabulary v, int index) {
        String name = v.personName();
        return new BsonDocument("_id", new BsonObjectId(v.objectId(v.instant(2015, 2020)))).append("name", string(name))
                .append("email", string(v.email(name))).append("password", string(v.passwordHash()));
    }

    private static BsonString string(String value) {
        return new BsonString(value);
    }

    private static BsonArray strings(List<String> values) {
        BsonArray array = new BsonArray();
        values.forEach(value -> array.add(new BsonString(value)));
        return array;
    }

    private static BsonDecimal128 decimal(BigDecimal value) {
        return new BsonDecimal128(new Decimal128(value));
    }

    private static final String[] GENRES = {"Drama", "Comedy", "Action", "Romance", "Thriller", "Crime", "Adventure",
        "Documentary", "Horror", "Animation"};
    private static final String[] RATINGS = {"G", "PG", "PG-13", "R", "NOT RATED", "TV-MA"};
    private static final String[] STREETS = {"Street", "Avenue", "Road", "Boulevard", "Lane", "Place"};
    private static final String[] CITIES = {"Lisbon", "Zürich", "München", "Oslo", "Kraków", "Lyon", "Dublin", "Sevilla"};
    private static final String[] COUNTRIES = {"PT", "CH", "DE", "NO", "PL", "FR", "IE", "ES"};
    private static final String[] LAST_WORDS = {"Maple", "Oak", "Hudson", "Park", "Lexington", "Broadway", "Church"};
    private static final String[] STATES = {"NY", "CA", "TX", "WA", "FL"};
    private static final String[] TIERS = {"Bronze", "Silver", "Gold", "Platinum"};
    private static final String[] BENEFITS = {"sports tickets", "airline lounge access", "concert tickets",
        "24 hour dedicated line", "concierge services", "car rental insurance", "financial planning assistance",
        "shopping discounts"};
    private static final String[] PRODUCTS = {"InvestmentStock", "Commodity", "Brokerage", "CurrencyService",
        "Derivatives", "InvestmentFund"};
    private static final String[] BOROUGHS = {"Manhattan", "Brooklyn", "Queens", "Bronx", "Staten Island"};
    private static final String[] CUISINES = {"American", "Chinese", "Italian", "Pizza", "Café/Coffee/Tea", "Mexican",
        "Japanese", "Bakery"};
    private static final String[] EVENT_TYPES = {"login", "logout", "page_view", "purchase", "search", "add_to_cart"};
    private static final String[] SOURCES = {"web", "ios", "android", "api"};
    private static final String[] PLATFORMS = {"Windows NT 10.0; Win64; x64", "Macintosh; Intel Mac OS X 10_15_7",
        "X11; Linux x86_64"};
    private static final String[] LOCALES = {"en-GB", "de-CH", "fr-FR", "ja-JP", "pt-BR"};
}
