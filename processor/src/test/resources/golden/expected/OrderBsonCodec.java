package golden;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.Generated;
import io.github.bsonrecords.codec.Reads;
import io.github.bsonrecords.codec.Writes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.ObjectId;

/**
 * Codec for {@link Order}, written by the bson-records annotation processor. Do not edit:
 * change the record and compile again.
 */
@Generated("io.github.bsonrecords.processor.BsonRecordProcessor")
public final class OrderBsonCodec implements Codec<Order> {
    private static final FieldRef CUSTOMER = new FieldRef("golden.Order", "customer", "customer");

    private static final FieldRef ID = new FieldRef("golden.Order", "id", "_id");

    private static final FieldRef STATUS = new FieldRef("golden.Order", "status", "status");

    private static final FieldRef LINES = new FieldRef("golden.Order", "lines", "lines");

    private static final FieldRef ATTRIBUTES = new FieldRef("golden.Order", "attributes", "attributes");

    private static final FieldRef NOTE = new FieldRef("golden.Order", "note", "note");

    private static final FieldRef PRIORITIES = new FieldRef("golden.Order", "priorities", "priorities");

    private static final FieldRef PREVIOUS = new FieldRef("golden.Order", "previous", "previous");

    private final Order_LineBsonCodec lineCodec;

    public OrderBsonCodec(CodecRegistry registry) {
        this.lineCodec = new Order_LineBsonCodec(registry);
    }

    @Override
    public Order decode(BsonReader reader, DecoderContext context) {
        String customer = null;
        ObjectId id = null;
        Order.Status status = null;
        List<Order.Line> lines = null;
        Map<String, String> attributes = null;
        Optional<String> note = Optional.empty();
        int[] priorities = null;
        Order previous = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case "customer" -> customer = Reads.consumeNull(reader) ? null : Reads.string(reader, CUSTOMER);
                case "_id" -> id = Reads.consumeNull(reader) ? null : Reads.objectId(reader, ID);
                case "status" -> status = Reads.consumeNull(reader) ? null : Reads.enumValue(reader, Order.Status.class, STATUS);
                case "lines" -> lines = decodeLines(reader, context);
                case "attributes" -> attributes = decodeAttributes(reader, context);
                case "note" -> note = Reads.consumeNull(reader) ? Optional.empty() : Optional.of(Reads.string(reader, NOTE));
                case "priorities" -> priorities = decodePriorities(reader, context);
                case "previous" -> previous = Reads.consumeNull(reader) ? null : Reads.nested(this, reader, context, PREVIOUS);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        try {
            return new Order(customer, id, status, lines, attributes, note, priorities, previous);
        } catch (RuntimeException e) {
            throw Reads.constructorFailed("golden.Order", e);
        }
    }

    @Override
    public void encode(BsonWriter writer, Order value, EncoderContext context) {
        writer.writeStartDocument();
        ObjectId id = value.id();
        if (id != null) {
            writer.writeName("_id");
            writer.writeObjectId(id);
        }
        String customer = value.customer();
        if (customer != null) {
            writer.writeName("customer");
            writer.writeString(customer);
        }
        Order.Status status = value.status();
        if (status != null) {
            writer.writeName("status");
            writer.writeString(status.name());
        }
        List<Order.Line> lines = value.lines();
        if (lines != null) {
            writer.writeName("lines");
            encodeLines(writer, lines, context);
        }
        Map<String, String> attributes = value.attributes();
        if (attributes != null) {
            writer.writeName("attributes");
            encodeAttributes(writer, attributes, context);
        }
        Optional<String> note = value.note();
        if (note != null && note.isPresent()) {
            writer.writeName("note");
            writer.writeString(note.get());
        }
        int[] priorities = value.priorities();
        if (priorities != null) {
            writer.writeName("priorities");
            encodePriorities(writer, priorities, context);
        }
        Order previous = value.previous();
        if (previous != null) {
            writer.writeName("previous");
            this.encode(writer, previous, context);
        }
        writer.writeEndDocument();
    }

    @Override
    public Class<Order> getEncoderClass() {
        return Order.class;
    }

    private List<Order.Line> decodeLines(BsonReader reader, DecoderContext context) {
        List<Order.Line> result;
        if (Reads.consumeNull(reader)) {
            result = null;
        } else {
            Reads.expect(reader, BsonType.ARRAY, LINES);
            ArrayList<Order.Line> list0 = new ArrayList<>();
            reader.readStartArray();
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                list0.add(Reads.consumeNull(reader) ? null : Reads.nested(lineCodec, reader, context, LINES));
            }
            reader.readEndArray();
            result = list0;
        }
        return result;
    }

    private Map<String, String> decodeAttributes(BsonReader reader, DecoderContext context) {
        Map<String, String> result;
        if (Reads.consumeNull(reader)) {
            result = null;
        } else {
            Reads.expect(reader, BsonType.DOCUMENT, ATTRIBUTES);
            LinkedHashMap<String, String> map0 = new LinkedHashMap<>();
            reader.readStartDocument();
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                String key0 = reader.readName();
                map0.put(key0, Reads.consumeNull(reader) ? null : Reads.string(reader, ATTRIBUTES));
            }
            reader.readEndDocument();
            result = map0;
        }
        return result;
    }

    private int[] decodePriorities(BsonReader reader, DecoderContext context) {
        int[] result;
        if (Reads.consumeNull(reader)) {
            result = null;
        } else {
            Reads.expect(reader, BsonType.ARRAY, PRIORITIES);
            int[] array0 = new int[8];
            int size0 = 0;
            reader.readStartArray();
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                if (size0 == array0.length) {
                    array0 = Arrays.copyOf(array0, size0 * 2);
                }
                array0[size0++] = Reads.intValue(reader, PRIORITIES);
            }
            reader.readEndArray();
            result = size0 == array0.length ? array0 : Arrays.copyOf(array0, size0);
        }
        return result;
    }

    private void encodeLines(BsonWriter writer, List<Order.Line> value, EncoderContext context) {
        writer.writeStartArray();
        for (Order.Line element0 : value) {
            if (element0 == null) {
                writer.writeNull();
            } else {
                lineCodec.encode(writer, element0, context);
            }
        }
        writer.writeEndArray();
    }

    private void encodeAttributes(BsonWriter writer, Map<String, String> value,
            EncoderContext context) {
        writer.writeStartDocument();
        for (Map.Entry<String, String> entry0 : value.entrySet()) {
            Writes.mapKey(writer, entry0.getKey(), ATTRIBUTES);
            String value0 = entry0.getValue();
            if (value0 == null) {
                writer.writeNull();
            } else {
                writer.writeString(value0);
            }
        }
        writer.writeEndDocument();
    }

    private void encodePriorities(BsonWriter writer, int[] value, EncoderContext context) {
        writer.writeStartArray();
        for (int element0 : value) {
            writer.writeInt32(element0);
        }
        writer.writeEndArray();
    }
}
