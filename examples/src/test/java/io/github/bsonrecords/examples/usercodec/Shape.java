package io.github.bsonrecords.examples.usercodec;

/** An interface the driver has no codec for: the application registers {@link ShapeCodec}. */
public interface Shape {
    double area();

    /** A circle of radius {@code r}. */
    record Circle(double r) implements Shape {
        @Override
        public double area() {
            return Math.PI * r * r;
        }
    }

    /** A square of side {@code side}. */
    record Square(double side) implements Shape {
        @Override
        public double area() {
            return side * side;
        }
    }
}
