package io.github.bsonrecords;

import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.SurveyReport.PathReport;
import io.github.bsonrecords.SurveyReport.TypeCount;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.bson.BsonValue;

/** {@link SurveyReport#toText()}: a heading, then one section per question, the sections with nothing to say left out. */
final class SurveyText {
    private final StringBuilder text = new StringBuilder();

    private SurveyText() {
    }

    static String render(SurveyReport report) {
        SurveyText out = new SurveyText();
        out.heading(report);
        out.failures(report);
        out.unmapped(report.paths(Mapping.UNMAPPED_LOST),
                "Stored fields the record does not map, lost by a replace (no @BsonExtraElements):");
        out.unmapped(report.paths(Mapping.UNMAPPED_KEPT), "Stored fields the record does not map, kept by @BsonExtraElements:");
        out.absent(report);
        out.types(report);
        if (report.untrackedPaths() > 0) {
            out.text.append("\n").append(number(report.untrackedPaths()))
                    .append(" values at paths past the survey's limit of distinct paths were not counted by path.\n");
        }
        return out.text.toString();
    }

    private void heading(SurveyReport report) {
        text.append("Survey of ").append(report.record()).append(": ").append(number(report.documents()))
                .append(report.documents() == 1 ? " document, " : " documents, ").append(number(report.readable()))
                .append(" readable, ").append(number(report.failed())).append(" failing to decode\n");
    }

    private void failures(SurveyReport report) {
        if (report.failures().isEmpty()) {
            return;
        }
        text.append("\nFailures, by path and kind:\n");
        int width = width(report.failures().stream().map(f -> display(f.path())).toList());
        for (SurveyReport.Failure failure : report.failures()) {
            text.append("  ").append(pad(display(failure.path()), width)).append("  ")
                    .append(pad(failure.kind().name(), 19)).append(' ').append(number(failure.count()))
                    .append("  _id ").append(failure.sampleIds().stream().map(SurveyText::id)
                            .collect(Collectors.joining(", ")))
                    .append(failure.count() > failure.sampleIds().size() ? ", ..." : "").append('\n')
                    .append("      ").append(failure.example()).append('\n');
        }
    }

    private void unmapped(List<PathReport> paths, String heading) {
        if (paths.isEmpty()) {
            return;
        }
        text.append('\n').append(heading).append('\n');
        int width = width(paths.stream().map(PathReport::path).toList());
        for (PathReport path : paths) {
            text.append("  ").append(pad(path.path(), width)).append("  ").append(number(path.present()))
                    .append(path.present() == 1 ? " value" : " values").append(" (").append(types(path)).append(")\n");
        }
    }

    private void absent(SurveyReport report) {
        List<PathReport> absent = report.paths().stream().filter(path -> path.absent() > 0).toList();
        if (absent.isEmpty()) {
            return;
        }
        text.append("\nFields the documents leave out, and what the record gets then:\n");
        int width = width(absent.stream().map(PathReport::path).toList());
        for (PathReport path : absent) {
            text.append("  ").append(pad(path.path(), width)).append("  absent from ").append(number(path.absent()))
                    .append(" of ").append(number(path.absent() + path.present())).append(" -> ")
                    .append(path.whenAbsent()).append('\n');
        }
    }

    private void types(SurveyReport report) {
        List<PathReport> paths = report.paths().stream()
                .filter(path -> path.mapping() != Mapping.UNMAPPED_LOST && path.mapping() != Mapping.UNMAPPED_KEPT)
                .filter(path -> path.present() > 0)
                .toList();
        if (paths.isEmpty()) {
            return;
        }
        text.append("\nWhat each path holds:\n");
        int width = width(paths.stream().map(PathReport::path).toList());
        for (PathReport path : paths) {
            text.append("  ").append(pad(path.path(), width)).append("  ");
            if (path.mapping() == Mapping.VARIANT) {
                text.append(number(path.present())).append(path.present() == 1 ? " document" : " documents");
            } else {
                text.append(types(path));
            }
            text.append('\n');
        }
    }

    private static String types(PathReport path) {
        return path.types().stream().map(SurveyText::type).collect(Collectors.joining(", "));
    }

    private static String type(TypeCount type) {
        String reading = switch (type.reading()) {
            case WIDENED -> " (widened)";
            case REFUSED -> " (refused)";
            default -> "";
        };
        return type.type() + " " + number(type.count()) + reading;
    }

    private static String id(BsonValue id) {
        if (id.isString()) {
            return '"' + id.asString().getValue() + '"';
        }
        if (id.isObjectId()) {
            return id.asObjectId().getValue().toHexString();
        }
        if (id.isInt32() || id.isInt64()) {
            return id.isInt32() ? Integer.toString(id.asInt32().getValue()) : Long.toString(id.asInt64().getValue());
        }
        return id.toString();
    }

    private static String display(String path) {
        return path.isEmpty() ? "(document)" : path;
    }

    private static int width(List<String> values) {
        return Math.min(48, values.stream().mapToInt(String::length).max().orElse(0));
    }

    private static String pad(String value, int width) {
        return value.length() >= width ? value : value + " ".repeat(width - value.length());
    }

    static String number(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }
}
