package bench;

// The copy of a string's ASCII run alone, four ways (see docs/dev/benchmark-journal.md, "Long strings' ASCII
// copied at array speed"). Not part of the build; from the repository root:
//   CP=$(ls ~/.m2/repository/org/openjdk/jmh/jmh-core/1.37/*.jar):$(ls ~/.m2/repository/org/openjdk/jmh/jmh-generator-annprocess/1.37/*.jar):$(ls ~/.m2/repository/net/sf/jopt-simple/jopt-simple/5.0.4/*.jar):$(ls ~/.m2/repository/org/apache/commons/commons-math3/3.6.1/*.jar)
//   javac -cp $CP -d /tmp/ascii benchmarks/microbench/AsciiCopy.java
//   taskset -c 1 java -cp /tmp/ascii:$CP org.openjdk.jmh.Main AsciiCopy -f 1

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;

@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(value = 2, jvmArgsPrepend = "-XX:ActiveProcessorCount=2")
public class AsciiCopy {
    @Param({"8", "24", "64", "300", "1000"})
    int length;
    String[] strings;
    byte[] array = new byte[8192];
    char[] chars = new char[256];
    ByteBuffer bb = ByteBuffer.wrap(array);

    @Setup
    public void setup() {
        strings = new String[16];
        java.util.Random r = new java.util.Random(1);
        for (int k = 0; k < strings.length; k++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < length; i++) sb.append((char) (' ' + r.nextInt(90)));
            strings[k] = sb.toString();
        }
    }

    int k;
    String next() { return strings[(k++) & 15]; }

    @Benchmark
    public int charAtLoop() {
        String value = next();
        int length = value.length();
        byte[] a = array;
        int base = 4;
        int i = 0;
        for (; i < length; i++) {
            char c = value.charAt(i);
            if (c >= 0x80) break;
            a[base + i] = (byte) c;
        }
        return i;
    }

    char[] big = new char[1024];
    CharBuffer bigCb = CharBuffer.wrap(big);
    CharsetEncoder enc2 = StandardCharsets.US_ASCII.newEncoder();

    /** What AsciiCopier does: chunks of 1,024, the encoder never reset (endOfInput false). */
    @Benchmark
    public int encoderBigNoReset() {
        String value = next();
        int length = value.length();
        int base = 4;
        int i = 0;
        while (i < length) {
            int n = Math.min(1024, length - i);
            value.getChars(i, i + n, big, 0);
            bigCb.limit(n).position(0);
            bb.limit(array.length).position(base + i);
            enc2.encode(bigCb, bb, false);
            int done = bigCb.position();
            i += done;
            if (done < n) break;
        }
        return i;
    }

    @Benchmark
    public int charsLoop() {
        String value = next();
        int length = value.length();
        byte[] a = array;
        int base = 4;
        int i = 0;
        while (i < length) {
            int n = Math.min(256, length - i);
            value.getChars(i, i + n, chars, 0);
            char[] c = chars;
            int j = 0;
            for (; j < n; j++) {
                char ch = c[j];
                if (ch >= 0x80) break;
                a[base + i + j] = (byte) ch;
            }
            i += j;
            if (j < n) break;
        }
        return i;
    }

    /** Not safe (keeps each char's low byte): what a Latin-1 string's bytes cost, for scale. */
    @Benchmark
    @SuppressWarnings("deprecation")
    public int getBytesUnsafe() {
        String value = next();
        value.getBytes(0, value.length(), array, 4);
        return value.length();
    }
}
