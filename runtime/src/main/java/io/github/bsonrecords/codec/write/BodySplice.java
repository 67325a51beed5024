package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.internal.InputPipe;
import org.bson.BsonWriter;
import org.bson.codecs.EncoderContext;

/**
 * The driver's insert and replace paths hand a codec its own writers, which wrap the binary writer
 * and must see certain fields: {@code IdHoldingBsonWriter} finds (or generates and appends) the
 * {@code _id} the insert result reports, {@code FieldTrackingBsonWriter} notes that fields were
 * written. Generated code writes the {@code _id} through such a writer's API, then splices the
 * rest of the document, already encoded in a {@link BsonBuffer}, into the open document with the
 * writer's {@code pipe}, and ends the document through the API (the size is back-patched, the size
 * limit checked, a missing {@code _id} appended).
 *
 * <p>The splice rides on bson 5.8's {@code BsonInput.pipe}: {@code BsonBinaryWriter.pipe(reader)}
 * writes the int32 size the reader's input gives, then asks the input to pipe the rest into the
 * writer's output; {@link SplicedBody} takes back that size and writes the body. Only the two
 * driver classes named here are trusted to pass {@code pipe} on to the binary writer, matched by
 * exact class, decided once per class; any other writer gets the writer API.
 */
public final class BodySplice {
    private static final String ID_HOLDING = "com.mongodb.internal.connection.IdHoldingBsonWriter";
    private static final String FIELD_TRACKING = "com.mongodb.internal.connection.FieldTrackingBsonWriter";

    /** What a writer class is to the splice, decided once per class. */
    private enum Kind { NONE, INSERT, REPLACE }

    private static final ClassValue<Kind> KINDS = new ClassValue<>() {
        @Override
        protected Kind computeValue(Class<?> type) {
            if (!InputPipe.supported()) {
                return Kind.NONE;
            }
            switch (type.getName()) {
                case ID_HOLDING -> {
                    insertWriter = type;
                    return Kind.INSERT;
                }
                case FIELD_TRACKING -> {
                    replaceWriter = type;
                    return Kind.REPLACE;
                }
                default -> {
                    return Kind.NONE;
                }
            }
        }
    };

    /**
     * The two driver classes once met, compared first: a {@code ClassValue} lookup per document
     * cost a tenth of the insert path. Set only by {@link #KINDS}, so only to a class it accepted.
     */
    private static volatile Class<?> insertWriter;
    private static volatile Class<?> replaceWriter;

    private BodySplice() {
    }

    /**
     * Whether {@code writer} is one of the driver's insert or replace writers, this bson version can
     * splice, and the value is the document itself. The insert writer splices only the top-level
     * document, which the driver encodes in a collectible-document context: a document inside
     * {@code _id} (a child context) must reach the writer's API, which keeps a copy of the id.
     */
    public static boolean accepts(BsonWriter writer, EncoderContext context) {
        Class<?> type = writer.getClass();
        if (type == insertWriter) {
            return context.isEncodingCollectibleDocument();
        }
        if (type == replaceWriter) {
            return true;
        }
        return switch (KINDS.get(type)) {
            case INSERT -> context.isEncodingCollectibleDocument();
            case REPLACE -> true;
            case NONE -> false;
        };
    }

    /**
     * Writes the fields in {@code body} into the document {@code writer} has open (in state NAME);
     * nothing for an empty body.
     */
    public static void pipe(BsonWriter writer, BsonBuffer body) {
        if (body.size() > 0) {
            writer.pipe(body.splice());
        }
    }
}
