/**
 * Type-safe field references for filters, updates, sorts, index keys and projections, which the
 * annotation processor generates for every {@code @BsonRecord} record as a metamodel class
 * ({@code Reading_} for {@code Reading}):
 * <pre>{@code
 * readings.find(Filters.and(Reading_.sensorId.eq("s-7"), Reading_.temperature.gt(25.0)))
 *         .sort(Reading_.timestamp.desc())
 *         .projection(Reading_.projection());
 * orders.updateOne(Order_.id.eq(id), Updates.combine(Order_.status.set(OrderStatus.PAID),
 *         Order_.lines.matched().quantity.inc(1)));
 * }</pre>
 *
 * <p>Each reference knows its BSON path ({@code "lines.sku"}) and how the generated codec encodes
 * the component's values, and encodes every value it is given that way, so that a filter compares
 * with what the codec stored: a {@code @BsonRepresentation(OBJECT_ID) String} as an ObjectId, an
 * enum by name, a {@code UUID} as binary subtype 4, a {@code char} as a one-character string, a
 * {@code LocalDate} as a date-time, a nested record through its generated codec. Every method
 * returns the bson library's {@link org.bson.conversions.Bson}, the type the driver's own
 * builders return, so the references mix with {@code Filters.and}, {@code Updates.combine},
 * {@code Sorts.orderBy}, {@code Aggregates.match} and anything else that takes a {@code Bson};
 * each renders the same document the driver's builder of the same name renders for the same
 * (encoded) value.
 *
 * <p>This package needs the bson library only, not the driver: the documents are written with a
 * {@code BsonDocumentWriter} when the driver renders the {@code Bson}, with the registry it
 * renders with (which registry-typed components and nested records use, as the codec does).
 */
package io.github.bsonrecords.query;
