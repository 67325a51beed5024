/**
 * Support code that generated codecs call. Public because generated code lives in the users'
 * packages; not an API for hand-written code, and it may change between releases together with
 * the processor that emits calls to it.
 */
package io.github.bsonrecords.codec;
