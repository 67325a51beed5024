package io.github.bsonrecords.processor.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The word splitting and the strategies, as {@code BsonNaming}'s Javadoc documents them (its table, row by row). */
class NamingTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            sensorId          | sensor Id            | sensor_id           | sensorId          | SensorId          | sensor-id
            httpURLConnection | http URL Connection  | http_url_connection | httpURLConnection | HttpURLConnection | http-url-connection
            URLPath           | URL Path             | url_path            | urlPath           | URLPath           | url-path
            line2Total        | line2 Total          | line2_total         | line2Total        | Line2Total        | line2-total
            utf8name          | utf8name             | utf8name            | utf8name          | Utf8name          | utf8name
            max_temp_c        | max temp c           | max_temp_c          | maxTempC          | MaxTempC          | max-temp-c
            ID                | ID                   | id                  | id                | ID                | id
            X                 | X                    | x                   | x                 | X                 | x
            a1B2c3            | a1 B2c3              | a1_b2c3             | a1B2c3            | A1B2c3            | a1-b2c3
            $price__total$    | price total          | price_total         | priceTotal        | PriceTotal        | price-total
            """)
    void wordsAndEveryStrategy(String name, String words, String snake, String lowerCamel, String upperCamel,
            String kebab) {
        assertEquals(List.of(words.split(" ")), Naming.words(name));
        assertEquals(name, Naming.IDENTITY.apply(name));
        assertEquals(snake, Naming.SNAKE_CASE.apply(name));
        assertEquals(lowerCamel, Naming.LOWER_CAMEL.apply(name));
        assertEquals(upperCamel, Naming.UPPER_CAMEL.apply(name));
        assertEquals(kebab, Naming.KEBAB_CASE.apply(name));
    }
}
