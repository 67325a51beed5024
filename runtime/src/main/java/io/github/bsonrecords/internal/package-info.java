/**
 * What the runtime's packages share and nothing outside the runtime may use: little-endian
 * access, BSON type codes, scratch arrays, {@code RawBsonDocument} bytes. Not exported from the
 * module {@code io.github.bsonrecords}; public only so that its other packages can call it.
 */
package io.github.bsonrecords.internal;
