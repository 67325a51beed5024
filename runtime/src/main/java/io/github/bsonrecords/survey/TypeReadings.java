package io.github.bsonrecords.survey;

import io.github.bsonrecords.SurveyReport.Reading;
import io.github.bsonrecords.codec.shape.ValueShape;

/** How a value shape reads one BSON type: as written, widened, as null, refused, or unknown. */
final class TypeReadings {
    private TypeReadings() {
    }

    static Reading of(ValueShape shape, int code) {
        if (shape == null || shape.accepted() == ValueShape.ANY_TYPE) {
            return Reading.UNKNOWN;
        }
        if ((shape.accepted() & ValueShape.typeBit(code)) == 0) {
            return Reading.REFUSED;
        }
        if (code == ValueShape.NULL) {
            return Reading.NULL;
        }
        return code == shape.written() ? Reading.AS_WRITTEN : Reading.WIDENED;
    }
}
