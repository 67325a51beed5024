package io.github.bsonrecords.benchmarks.telemetry;

import io.github.bsonrecords.examples.TelemetryReading;
import java.time.Instant;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/** What a careful user writes by hand with the reader/writer API (seed 001's codec): the bar to beat. */
public final class TelemetryHandWrittenCodec implements Codec<TelemetryReading> {

    @Override
    public TelemetryReading decode(BsonReader reader, DecoderContext context) {
        String sensorId = null;
        long timestamp = 0;
        double temperature = 0;
        double humidity = 0;
        double pressure = 0;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "sensorId" -> sensorId = reader.readString();
                case "ts" -> timestamp = reader.readDateTime();
                case "temp" -> temperature = reader.readDouble();
                case "humidity" -> humidity = reader.readDouble();
                case "pressure" -> pressure = reader.readDouble();
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        return new TelemetryReading(sensorId, Instant.ofEpochMilli(timestamp), temperature, humidity, pressure);
    }

    @Override
    public void encode(BsonWriter writer, TelemetryReading value, EncoderContext context) {
        writer.writeStartDocument();
        writer.writeString("sensorId", value.sensorId());
        writer.writeDateTime("ts", value.timestamp().toEpochMilli());
        writer.writeDouble("temp", value.temperature());
        writer.writeDouble("humidity", value.humidity());
        writer.writeDouble("pressure", value.pressure());
        writer.writeEndDocument();
    }

    @Override
    public Class<TelemetryReading> getEncoderClass() {
        return TelemetryReading.class;
    }
}
