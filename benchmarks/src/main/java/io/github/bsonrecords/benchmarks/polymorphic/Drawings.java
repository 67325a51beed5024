package io.github.bsonrecords.benchmarks.polymorphic;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/** Documents of 100 figures: of the three records mixed, of one of them, and of a record outside any hierarchy. */
public final class Drawings {
    private Drawings() {
    }

    @BsonRecord
    public record Mixed(List<Figure> figures) {
    }

    @BsonRecord
    public record Uniform(List<Figure.Disc> figures) {
    }

    /** The same fields in a record that implements no sealed interface: no discriminator written or skipped. */
    @BsonRecord
    public record Plain(List<PlainFigure> figures) {
    }

    @BsonRecord
    public record PlainFigure(String label, double x, double y, double size, int layer) {
    }
}
