package io.github.bsonrecords.processor.emit;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Names the generated methods use for their parameters and locals. A component's local must not
 * take one of them, whatever the component is called.
 */
public final class GeneratedNames {
    /** Parameters and locals of the decode and encode methods. */
    public static final List<String> RESERVED = List.of("reader", "writer", "context", "value", "registry", "arguments",
            "binary", "document", "buffer", "bytes", "start", "end", "limit", "position", "type", "nameEnd", "valueStart",
            "valueEnd", "result", "encoded", "e", "fieldName", "depth", "decoded", "index", "expected", "discriminator", "unknownFields",
            "layout", "steps", "step", "older", "later", "skipped", "learn", "orderedFrom", "fromLayouts");

    /**
     * Numbered locals: of the loops over array elements and map entries, by nesting depth
     * ({@code element0}); of the strings the layout loop finds, by component ({@code stringAt2}).
     */
    private static final Pattern NUMBERED = Pattern.compile(
            "(list|set|element|array|size|map|key|value|entry|index|name|start|present|limit|position|type|nameEnd"
                    + "|valueStart|valueEnd|seen|stringAt|stringEnd)\\d+");

    private GeneratedNames() {
    }

    /** The local holding where the string of the component at encode index {@code index} starts, or -1. */
    public static String stringAt(int index) {
        return "stringAt" + index;
    }

    /** The local holding where the string of the component at encode index {@code index} ends. */
    public static String stringEnd(int index) {
        return "stringEnd" + index;
    }

    /** The component's name, or that name with {@code _} appended when generated code uses it itself. */
    public static String localFor(String component) {
        return NUMBERED.matcher(component).matches() ? component + "_" : component;
    }
}
