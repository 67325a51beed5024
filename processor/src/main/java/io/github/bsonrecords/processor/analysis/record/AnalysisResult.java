package io.github.bsonrecords.processor.analysis.record;

import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.model.CodecModel;
import java.util.List;

/** The outcome of analysing one annotated element. */
public sealed interface AnalysisResult {
    /** Messages to report; only once the result is final (not for {@link Deferred}). */
    List<Diagnostic> diagnostics();

    /** A codec can be generated; {@code diagnostics} holds warnings only. */
    record Analyzed(CodecModel model, List<Diagnostic> diagnostics) implements AnalysisResult {
    }

    /** At least one error; nothing is generated. */
    record Failed(List<Diagnostic> diagnostics) implements AnalysisResult {
    }

    /** A component type does not exist yet (another processor writes it); try again next round. */
    record Deferred(String unresolvedType) implements AnalysisResult {
        @Override
        public List<Diagnostic> diagnostics() {
            return List.of();
        }
    }
}
