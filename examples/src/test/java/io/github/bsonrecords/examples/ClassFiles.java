package io.github.bsonrecords.examples;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.annotation.Annotation;
import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

/**
 * What tests read from compiled classes that reflection does not show: the classes a class file
 * names, and which elements of an annotation were given in the source (reflection fills in the
 * defaults, so {@code @BsonRecord(naming = IDENTITY)} looks like {@code @BsonRecord}). Both as the
 * JDK's {@code javap -v} prints the class file.
 */
final class ClassFiles {
    /** A constant pool class entry: {@code #8 = Class  #10  // a/b/C}, an array class's name in quotes. */
    private static final Pattern CLASS_ENTRY = Pattern.compile("^ *#\\d+ = Class +#\\d+ +// \"?([^\"\\s]+)\"?$",
            Pattern.MULTILINE);
    /** An element of an annotation as javap prints it decoded: {@code name=value}. */
    private static final Pattern ELEMENT = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*=.*");
    /** The printout of each class file read, by URL: the metamodel suites ask about every record more than once. */
    private static final Map<String, String> PRINTED = new ConcurrentHashMap<>();

    private ClassFiles() {
    }

    /** The binary names of a class file's {@code CONSTANT_Class} entries. */
    static List<String> classEntries(URL classFile) {
        List<String> names = new ArrayList<>();
        Matcher entry = CLASS_ENTRY.matcher(javap(classFile));
        while (entry.find()) {
            names.add(entry.group(1).replace('/', '.'));
        }
        return names;
    }

    /**
     * The elements of {@code annotation} on {@code type} that its source sets explicitly: those javap
     * lists under the annotation in the class's own {@code RuntimeVisibleAnnotations} (members' are
     * indented under them), one a line, a nested annotation's elements indented further:
     * <pre>
     * RuntimeVisibleAnnotations:
     *   0: #34(#35=e#36.#37)
     *     io.github.bsonrecords.BsonRecord(
     *       naming=Lio/github/bsonrecords/BsonNaming;.IDENTITY
     *     )
     * </pre>
     * (just the name, without parentheses, when it sets none). A printout not of this shape fails
     * rather than read as no elements.
     */
    static Set<String> explicitElements(Class<?> type, Class<? extends Annotation> annotation) {
        URL classFile = type.getResource(type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class");
        if (classFile == null) {
            throw new IllegalStateException("no class file for " + type.getName());
        }
        Set<String> elements = new LinkedHashSet<>();
        boolean found = false;
        boolean inClassAnnotations = false;
        String open = null; // the indentation of the annotation's line while reading its elements
        for (String line : javap(classFile).lines().toList()) {
            String indent = line.substring(0, line.length() - line.stripLeading().length());
            if (open != null) {
                if (line.equals(open + ")")) {
                    open = null;
                } else if (indent.equals(open + "  ") && ELEMENT.matcher(line.strip()).matches()) {
                    elements.add(line.strip().substring(0, line.strip().indexOf('=')));
                } else if (!indent.startsWith(open + "   ") && !line.equals(open + "  )")) { // not nested
                    throw new IllegalStateException("unexpected line in javap's printout of " + classFile + ": " + line);
                }
            } else if (indent.isEmpty()) {
                inClassAnnotations = line.equals("RuntimeVisibleAnnotations:");
            } else if (inClassAnnotations && line.strip().equals(annotation.getName())) {
                found = true;
            } else if (inClassAnnotations && line.strip().equals(annotation.getName() + "(")) {
                found = true;
                open = indent;
            }
        }
        if (open != null) {
            throw new IllegalStateException("javap's printout of " + classFile + " ends inside " + annotation.getName());
        }
        if (found != type.isAnnotationPresent(annotation)) {
            throw new IllegalStateException("javap's printout of " + classFile + (found ? " shows " : " does not show ")
                    + annotation.getName() + ", reflection the opposite");
        }
        return elements;
    }

    private static String javap(URL classFile) {
        return PRINTED.computeIfAbsent(classFile.toString(), location -> {
            StringWriter out = new StringWriter();
            int status = ToolProvider.findFirst("javap").orElseThrow()
                    .run(new PrintWriter(out), new PrintWriter(out), "-v", location);
            if (status != 0) {
                throw new IllegalStateException("javap " + location + " failed: " + out);
            }
            return out.toString();
        });
    }
}
