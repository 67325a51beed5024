package io.github.bsonrecords;

/**
 * How the processor turns a component name into a BSON field name when {@code @BsonProperty}
 * does not give one ({@code @BsonId} components are always {@code _id}).
 *
 * <p><b>Words.</b> A component name is split into words before an upper-case letter that follows a
 * lower-case letter or a digit, and before the last capital of a run of capitals when a lower-case
 * letter follows it (so an acronym is one word); {@code _} and {@code $} separate words and are
 * dropped; a digit belongs to the word it follows.
 * <pre>
 * component          words                 SNAKE_CASE             LOWER_CAMEL        UPPER_CAMEL
 * sensorId           sensor Id             sensor_id              sensorId           SensorId
 * httpURLConnection  http URL Connection   http_url_connection    httpURLConnection  HttpURLConnection
 * URLPath            URL Path              url_path               urlPath            URLPath
 * line2Total         line2 Total           line2_total            line2Total         Line2Total
 * utf8name           utf8name              utf8name               utf8name           Utf8name
 * max_temp_c         max temp c            max_temp_c             maxTempC           MaxTempC
 * </pre>
 * {@code LOWER_CAMEL} writes the first word in lower case and capitalises the first letter of the
 * others; {@code UPPER_CAMEL} capitalises the first letter of every word; the rest of a word is
 * kept as written. {@code KEBAB_CASE} is {@code SNAKE_CASE} with {@code -}.
 */
public enum BsonNaming {
    /** The component name as it is: {@code sensorId -> sensorId}. */
    IDENTITY,
    /** Words in lower case joined by {@code _}: {@code sensorId -> sensor_id}. */
    SNAKE_CASE,
    /** The first word in lower case, the others capitalised: {@code SensorID -> sensorID}. */
    LOWER_CAMEL,
    /** Every word capitalised: {@code sensorId -> SensorId}. */
    UPPER_CAMEL,
    /** Words in lower case joined by {@code -}: {@code sensorId -> sensor-id}. */
    KEBAB_CASE
}
