package io.github.bsonrecords.benchmarks.filter;

import com.mongodb.client.model.Filters;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.shapes.DeepLevel5_;
import io.github.bsonrecords.benchmarks.shapes.DeepLevel6;
import io.github.bsonrecords.examples.TelemetryReading_;
import java.time.Instant;
import org.bson.conversions.Bson;

/**
 * The same filters built two ways: with the driver's string-keyed {@code Filters} (values encoded
 * by the registry, looked up by the value's class when the filter is rendered), and with the
 * generated metamodel (values written by the component's writer, no lookup).
 */
public interface FilterSubject {
    Bson eqString(String sensorId);

    Bson eqDouble(double temperature);

    Bson eqInstant(Instant timestamp);

    Bson eqNestedRecord(DeepLevel6 left);

    Bson range(double from, double to);

    static FilterSubject of(Contender contender) {
        return switch (contender) {
            case DRIVER_BUILDERS -> new DriverFilters();
            case GENERATED -> new MetamodelFilters();
            default -> throw new IllegalArgumentException("Not in the filter suite: " + contender);
        };
    }

    /** {@code Filters.eq(String, Object)} and friends. */
    final class DriverFilters implements FilterSubject {
        @Override
        public Bson eqString(String sensorId) {
            return Filters.eq("sensorId", sensorId);
        }

        @Override
        public Bson eqDouble(double temperature) {
            return Filters.eq("temp", temperature);
        }

        @Override
        public Bson eqInstant(Instant timestamp) {
            return Filters.eq("ts", timestamp);
        }

        @Override
        public Bson eqNestedRecord(DeepLevel6 left) {
            return Filters.eq("left", left);
        }

        @Override
        public Bson range(double from, double to) {
            return Filters.and(Filters.gte("temp", from), Filters.lt("temp", to));
        }
    }

    /** The generated {@code TelemetryReading_} and {@code DeepLevel5_}. */
    final class MetamodelFilters implements FilterSubject {
        @Override
        public Bson eqString(String sensorId) {
            return TelemetryReading_.sensorId.eq(sensorId);
        }

        @Override
        public Bson eqDouble(double temperature) {
            return TelemetryReading_.temperature.eq(temperature);
        }

        @Override
        public Bson eqInstant(Instant timestamp) {
            return TelemetryReading_.timestamp.eq(timestamp);
        }

        @Override
        public Bson eqNestedRecord(DeepLevel6 left) {
            return DeepLevel5_.left.eq(left);
        }

        @Override
        public Bson range(double from, double to) {
            return Filters.and(TelemetryReading_.temperature.gte(from), TelemetryReading_.temperature.lt(to));
        }
    }
}
