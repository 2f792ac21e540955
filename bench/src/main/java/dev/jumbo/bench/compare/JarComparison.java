package dev.jumbo.bench.compare;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Two builds of the benchmarks jar (before and after a change) in one JVM, interleaved: each jar
 * gets a class loader of its own, so each has its own copy of Jumbo, its caches and its generated
 * code, and every round times one workload on both, the order alternating. A JIT or GC phase, or
 * another job on the machine, then falls on both alike, where two JVMs run one after the other
 * on this machine differ by a fifth for the same jar. The figure is the median over the rounds
 * of (second jar's time ÷ first jar's); run it twice with the jars swapped, since the jar loaded
 * second can run a few percent slower whichever it is.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.jumbo.bench.compare.JarComparison
 * OLD.jar NEW.jar WORKLOAD [rounds]}, where WORKLOAD is a short stream,
 * {@code (write|read|roundTrip):(media|record|map|empty)[:mixed]}, or a cell of the polluted
 * reading benchmark, {@code polluted:(dummy|lists|media|integerList|stringList|textList|stringToLongMap|business)};
 * the peer is Jumbo. An old jar without this class takes the {@link JarComparisonRunner} of the
 * jar that runs the comparison.
 */
public final class JarComparison {
    private static final int WARM_UP_ROUNDS = 40;

    private JarComparison() {
    }

    public static void main(String[] arguments) throws Exception {
        if (arguments.length < 3) {
            System.err.println("usage: JarComparison FIRST.jar SECOND.jar WORKLOAD [rounds]");
            System.exit(2);
        }
        String workload = arguments[2];
        int rounds = arguments.length > 3 ? Integer.parseInt(arguments[3]) : 30;
        Object[] runners = new Object[2];
        Method[] time = new Method[2];
        for (int jar = 0; jar < 2; jar++) {
            Path path = Path.of(arguments[jar]);
            if (!Files.isRegularFile(path)) {
                throw new IllegalArgumentException("no jar at " + path);
            }
            URL own = JarComparison.class.getProtectionDomain().getCodeSource().getLocation();
            URLClassLoader loader = new URLClassLoader(new URL[] {path.toUri().toURL(), own},
                    ClassLoader.getPlatformClassLoader());
            Class<?> runner = loader.loadClass(JarComparisonRunner.class.getName());
            try {
                runners[jar] = runner.getConstructor(String.class).newInstance(workload);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof IllegalArgumentException refused) {
                    System.err.println("JarComparison: " + refused.getMessage());
                    System.exit(2);
                }
                throw e;
            }
            time[jar] = runner.getMethod("nanosPerOperation");
        }
        for (int round = 0; round < WARM_UP_ROUNDS; round++) {
            for (int jar = 0; jar < 2; jar++) {
                time[jar].invoke(runners[jar]);
            }
        }
        double[][] nanos = new double[2][rounds];
        double[] ratios = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            for (int turn = 0; turn < 2; turn++) {
                int jar = (turn + round) % 2;
                nanos[jar][round] = (double) time[jar].invoke(runners[jar]);
            }
            ratios[round] = nanos[1][round] / nanos[0][round];
        }
        for (double[] times : nanos) {
            Arrays.sort(times);
        }
        Arrays.sort(ratios);
        System.out.printf(Locale.ROOT, "%s: first %.0f ns, second %.0f ns (medians of %d rounds); second ÷ first %.3f (quartiles %.3f-%.3f)%n",
                workload, nanos[0][rounds / 2], nanos[1][rounds / 2], rounds, ratios[rounds / 2], ratios[rounds / 4],
                ratios[3 * rounds / 4]);
    }
}
