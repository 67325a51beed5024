import java.io.File;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Two builds of the benchmarks jar in one JVM, each in a class loader of its own, one benchmark method of
 * each run in turn in 200 ms slices: the host's slow and fast phases then fall on both alike, which forks
 * minutes apart do not give on a shared machine. Prints each side's median time per call and the median
 * of the paired ratios (second / first) with its quartiles. Run two copies of one jar first: the spread
 * that gives is what this tool cannot tell apart (each class loader's code is compiled on its own).
 *
 * <pre>
 * taskset -c 1 java -XX:ActiveProcessorCount=2 -Xms2g -Xmx2g benchmarks/cross-commit/JarsSideBySide.java \
 *     old.jar new.jar io.github.bsonrecords.benchmarks.realistic.RealisticBenchmark decodeBatch family=MOVIES 60
 * </pre>
 *
 * The benchmark class is made with its public no-argument constructor, its enum or String fields set by name
 * ({@code contender} is always {@code GENERATED}), then its {@code setUp()} called. Either side may be a class
 * path instead of one jar: a cross-commit.sh build, {@code OUT/NAME/classes:OUT/NAME/runtime.jar:$(cat DEPS)}
 * with {@code crosscommit.CrossCommitBenchmark}, where DEPS lists the driver's and JMH's jars.
 */
public final class JarsSideBySide {
    /** Per side, in slices taken in turn. */
    private static final long WARMUP_MILLIS = 8_000;
    private static final long SLICE_MILLIS = 200;
    private static Object sink;

    public static void main(String[] args) throws Throwable {
        String[] param = args[4].split("=", 2);
        int pairs = Integer.parseInt(args[5]);
        MethodHandle first = benchmark(args[0], args[2], args[3], param[0], param[1]);
        MethodHandle second = benchmark(args[1], args[2], args[3], param[0], param[1]);
        for (long warm = 0; warm < WARMUP_MILLIS; warm += SLICE_MILLIS) {
            perCall(first);
            perCall(second);
        }
        double[] firstTimes = new double[pairs];
        double[] secondTimes = new double[pairs];
        double[] ratios = new double[pairs];
        for (int i = 0; i < pairs; i++) {
            // which side goes first alternates, so that neither always follows the other's garbage
            if (i % 2 == 0) {
                firstTimes[i] = perCall(first);
                secondTimes[i] = perCall(second);
            } else {
                secondTimes[i] = perCall(second);
                firstTimes[i] = perCall(first);
            }
            ratios[i] = secondTimes[i] / firstTimes[i];
        }
        Arrays.sort(firstTimes);
        Arrays.sort(secondTimes);
        Arrays.sort(ratios);
        System.out.printf("%s %s: %.2f us, %.2f us per call; second / first %.3f [quartiles %.3f-%.3f]%n", args[4], args[3],
                firstTimes[pairs / 2], secondTimes[pairs / 2], ratios[pairs / 2], ratios[pairs / 4], ratios[3 * pairs / 4]);
    }

    private static MethodHandle benchmark(String jar, String className, String method, String field, String value)
            throws Throwable {
        String[] entries = jar.split(File.pathSeparator);
        URL[] urls = new URL[entries.length];
        for (int i = 0; i < entries.length; i++) {
            urls[i] = Path.of(entries[i]).toUri().toURL();
        }
        URLClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
        Class<?> type = loader.loadClass(className);
        Object state = type.getConstructor().newInstance();
        setParam(state, field, value);
        setParam(state, "contender", "GENERATED");
        // the generated codecs' providers are found through the context class loader
        Thread.currentThread().setContextClassLoader(loader);
        type.getMethod("setUp").invoke(state);
        return MethodHandles.publicLookup().unreflect(type.getMethod(method)).bindTo(state)
                .asType(MethodType.methodType(Object.class));
    }

    /** Sets a public {@code @Param} field of an enum type, or a String one. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void setParam(Object state, String field, String value) throws ReflectiveOperationException {
        java.lang.reflect.Field target = state.getClass().getField(field);
        target.set(state, target.getType() == String.class ? value : Enum.valueOf((Class<Enum>) target.getType(), value));
    }

    private static double perCall(MethodHandle benchmark) throws Throwable {
        long start = System.nanoTime();
        long end = start + SLICE_MILLIS * 1_000_000L;
        long calls = 0;
        while (System.nanoTime() < end) {
            for (int i = 0; i < 10; i++) {
                sink = benchmark.invokeExact();
            }
            calls += 10;
        }
        return (System.nanoTime() - start) / 1000.0 / calls;
    }
}
