package io.github.bsonrecords.build;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A build step (exec-maven-plugin, after the runtime's classes are compiled): writes into {@code
 * runtime-version.properties} a fingerprint of what generated code can call, the public and protected
 * signatures of the packages the runtime's module exports. The processor stamps the fingerprint of the runtime it ran
 * with into generated code, and {@code GeneratedCodeVersion} compares it with its own when both carry the same
 * version: a SNAPSHOT's API changes without its version, and code generated against another build would
 * otherwise fail with {@code NoSuchMethodError} in the middle of a decode.
 *
 * <p>Run by the build rather than computed by the runtime itself, which stays free of reflection.
 */
public final class RuntimeApiFingerprint {
    static final String PROPERTIES = "io/github/bsonrecords/codec/runtime-version.properties";
    static final String KEY = "api=";

    private RuntimeApiFingerprint() {
    }

    /** {@code args[0]}: the runtime's compiled classes, whose version file gets the fingerprint. */
    public static void main(String[] args) throws IOException {
        Path classes = Path.of(args[0]);
        Path properties = classes.resolve(PROPERTIES);
        // the file may hold a fingerprint of an earlier build (resources are copied only when newer)
        List<String> lines = Files.readAllLines(properties, StandardCharsets.ISO_8859_1).stream()
                .filter(line -> !line.startsWith(KEY))
                .collect(Collectors.toCollection(ArrayList::new));
        lines.add(KEY + of(classes));
        Files.write(properties, lines, StandardCharsets.ISO_8859_1);
    }

    /** The fingerprint: the first 16 hex digits of the SHA-256 of {@link #signatures}, one per line. */
    static String of(Path classes) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(String.join("\n", signatures(classes)).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every public type of the packages the module exports ({@code module-info.class} under {@code classes}), with
     * its public and protected constructors, methods and fields by erased types, sorted: what a processor's output
     * may refer to.
     */
    static List<String> signatures(Path classes) {
        ClassLoader loader = RuntimeApiFingerprint.class.getClassLoader();
        Set<String> exported = exportedPackages(classes);
        try (Stream<Path> files = Files.walk(classes)) {
            List<String> signatures = new ArrayList<>();
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                String name = classes.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".");
                name = name.substring(0, name.length() - ".class".length());
                int dot = name.lastIndexOf('.');
                if (dot > 0 && exported.contains(name.substring(0, dot))) {
                    addPublic(Class.forName(name, false, loader), signatures);
                }
            }
            signatures.sort(null);
            return signatures;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the runtime's classes are not on this step's class path", e);
        }
    }

    private static Set<String> exportedPackages(Path classes) {
        try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
            return ModuleDescriptor.read(in).exports().stream().map(ModuleDescriptor.Exports::source)
                    .collect(Collectors.toSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void addPublic(Class<?> type, List<String> signatures) {
        if (!Modifier.isPublic(type.getModifiers())) {
            return;
        }
        String owner = type.getName();
        signatures.add("type " + owner + " " + Modifier.toString(type.getModifiers() & ~Modifier.STATIC));
        Arrays.stream(type.getDeclaredConstructors()).filter(RuntimeApiFingerprint::visible)
                .forEach(c -> signatures.add("new " + owner + parameters(c.getParameterTypes())));
        Arrays.stream(type.getDeclaredMethods()).filter(m -> visible(m) && !m.isBridge())
                .forEach(m -> signatures.add(method(owner, m)));
        Arrays.stream(type.getDeclaredFields()).filter(RuntimeApiFingerprint::visible).forEach(f -> signatures.add(
                "field " + staticOrNot(f) + f.getType().getTypeName() + " " + owner + "." + f.getName()));
    }

    private static String method(String owner, Method m) {
        return "method " + staticOrNot(m) + m.getReturnType().getTypeName() + " " + owner + "." + m.getName()
                + parameters(m.getParameterTypes());
    }

    private static boolean visible(Member member) {
        int modifiers = member.getModifiers();
        return !member.isSynthetic() && (Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers));
    }

    private static String staticOrNot(Member member) {
        return Modifier.isStatic(member.getModifiers()) ? "static " : "";
    }

    private static String parameters(Class<?>[] types) {
        return Arrays.stream(types).map(Class::getTypeName).collect(Collectors.joining(",", "(", ")"));
    }
}
