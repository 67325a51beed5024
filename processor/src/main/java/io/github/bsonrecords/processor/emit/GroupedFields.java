package io.github.bsonrecords.processor.emit;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A generated source with its one-line field declarations in blocks: javapoet puts a blank line
 * before every member, which in a metamodel of one line per component, or among a codec's
 * per-component constants, would be a third of the lines.
 * A block is a run of fields with the same modifiers, the {@code String} name constants apart; blank
 * lines stay between blocks and around everything else (Javadoc, methods, classes).
 */
public final class GroupedFields {
    /** A field declared and initialised on one line, without Javadoc (javapoet writes members this way). */
    private static final Pattern ONE_LINE_FIELD = Pattern.compile(
            " +((?:(?:public|protected|private|static|final) )+)(\\S+)[^(){}=]* = .*;");

    private GroupedFields() {
    }

    public static String of(String source) {
        String[] lines = source.split("\n", -1);
        StringBuilder out = new StringBuilder(source.length());
        for (int i = 0; i < lines.length; i++) {
            boolean inBlock = lines[i].isEmpty() && i > 0 && i + 1 < lines.length
                    && block(lines[i - 1]) != null && block(lines[i - 1]).equals(block(lines[i + 1]));
            if (!inBlock) {
                out.append(lines[i]);
                if (i + 1 < lines.length) {
                    out.append('\n');
                }
            }
        }
        return out.toString();
    }

    /** The block of a one-line field: its indentation and modifiers, and whether it is a name constant; else null. */
    private static String block(String line) {
        Matcher field = ONE_LINE_FIELD.matcher(line);
        if (!field.matches()) {
            return null;
        }
        int indent = line.indexOf(field.group(1));
        return indent + field.group(1) + (field.group(2).equals("String") ? "String" : "");
    }
}
