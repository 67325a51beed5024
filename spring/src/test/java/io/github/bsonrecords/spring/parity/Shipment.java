package io.github.bsonrecords.spring.parity;

import java.util.List;
import java.util.Objects;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/** A class Spring maps itself (no record, no codec) holding generated records: they still resolve as entities. */
@Document("shipments")
public final class Shipment {
    @Id
    private ObjectId id;
    private String ref;
    private Address to;
    private List<Tag> tags;

    /** For Spring, which sets the fields (the build keeps no parameter names for the other constructor). */
    private Shipment() {
    }

    public Shipment(ObjectId id, String ref, Address to, List<Tag> tags) {
        this.id = id;
        this.ref = ref;
        this.to = to;
        this.tags = tags;
    }

    public ObjectId getId() {
        return id;
    }

    public String getRef() {
        return ref;
    }

    public Address getTo() {
        return to;
    }

    public List<Tag> getTags() {
        return tags;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Shipment that && Objects.equals(id, that.id) && Objects.equals(ref, that.ref)
                && Objects.equals(to, that.to) && Objects.equals(tags, that.tags);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, ref, to, tags);
    }

    @Override
    public String toString() {
        return "Shipment[" + id + ", " + ref + ", " + to + ", " + tags + "]";
    }
}
