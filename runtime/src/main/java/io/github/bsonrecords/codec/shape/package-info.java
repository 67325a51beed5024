/**
 * What a generated codec reads, as data: each record's fields (BSON names, the BSON types each
 * accepts, what the record gets when one is absent), nested records, arrays, maps, and a sealed
 * interface's records by discriminator value. Generated codecs describe themselves through
 * {@code BinaryCodec.shape()}; {@code BsonRecords.survey} walks stored documents against the
 * description. Nothing here is used by decoding or encoding, and nothing here uses reflection.
 */
package io.github.bsonrecords.codec.shape;
