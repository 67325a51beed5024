package io.github.bsonrecords.examples.hierarchy.pojo;

import org.bson.codecs.pojo.annotations.BsonDiscriminator;

@BsonDiscriminator("circle")
public class PojoCircle extends PojoShape {
    private double radius;
    private String label;

    public double getRadius() {
        return radius;
    }

    public void setRadius(double radius) {
        this.radius = radius;
    }

    public String getLabel() {
        return label;
    }

    public void setLabel(String label) {
        this.label = label;
    }
}
