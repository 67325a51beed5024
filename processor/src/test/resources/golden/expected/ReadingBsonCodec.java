package golden;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.Reads;
import io.github.bsonrecords.codec.Writes;
import java.time.Instant;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Codec for {@link Reading}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class ReadingBsonCodec implements Codec<Reading> {
    private static final FieldRef SENSOR_ID = new FieldRef("golden.Reading", "sensorId", "sensorId");

    private static final FieldRef TIMESTAMP = new FieldRef("golden.Reading", "timestamp", "ts");

    private static final FieldRef TEMPERATURE = new FieldRef("golden.Reading", "temperature", "temp");

    private static final FieldRef HUMIDITY = new FieldRef("golden.Reading", "humidity", "humidity");

    private static final FieldRef PRESSURE = new FieldRef("golden.Reading", "pressure", "pressure");

    public ReadingBsonCodec(CodecRegistry registry) {
    }

    @Override
    public Reading decode(BsonReader reader, DecoderContext context) {
        String sensorId = null;
        Instant timestamp = null;
        double temperature = 0.0;
        double humidity = 0.0;
        double pressure = 0.0;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "sensorId" -> sensorId = Reads.consumeNull(reader) ? null : Reads.string(reader, SENSOR_ID);
                case "ts" -> timestamp = Reads.consumeNull(reader) ? null : Reads.instant(reader, TIMESTAMP);
                case "temp" -> temperature = Reads.doubleValue(reader, TEMPERATURE);
                case "humidity" -> humidity = Reads.doubleValue(reader, HUMIDITY);
                case "pressure" -> pressure = Reads.doubleValue(reader, PRESSURE);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        try {
            return new Reading(sensorId, timestamp, temperature, humidity, pressure);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Reading", e);
        }
    }

    @Override
    public void encode(BsonWriter writer, Reading value, EncoderContext context) {
        writer.writeStartDocument();
        String sensorId = value.sensorId();
        if (sensorId != null) {
            writer.writeName("sensorId");
            writer.writeString(sensorId);
        }
        Instant timestamp = value.timestamp();
        if (timestamp != null) {
            writer.writeName("ts");
            Writes.instant(writer, timestamp, TIMESTAMP);
        }
        writer.writeName("temp");
        writer.writeDouble(value.temperature());
        writer.writeName("humidity");
        writer.writeDouble(value.humidity());
        writer.writeName("pressure");
        writer.writeDouble(value.pressure());
        writer.writeEndDocument();
    }

    @Override
    public Class<Reading> getEncoderClass() {
        return Reading.class;
    }
}
