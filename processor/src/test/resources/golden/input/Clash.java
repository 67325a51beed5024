package golden;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/** Components named like what the generated codec declares or calls. */
@BsonRecord
public record Clash(
        Reading reading,
        String readingCodec,
        double X,
        String ID,
        int Reads,
        String BsonType,
        List<String> lines,
        List<String> Lines,
        int index,
        long expected) {
}
