/**
 * {@code BsonRecords.survey}: every document decoded by the record's generated codec (whose failure,
 * if any, is the report's), then walked on its bytes against the codec's {@code shape()} for the
 * statistics decoding does not keep. Not exported: the report ({@code SurveyReport}) is the API.
 */
package io.github.bsonrecords.survey;
