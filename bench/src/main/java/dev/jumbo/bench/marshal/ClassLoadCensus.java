package dev.jumbo.bench.marshal;

import dev.jumbo.bench.marshal.model.Dummy;
import dev.jumbo.bench.marshal.model.Simple;
import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.JumboObjectOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The classes a fresh JVM loads to write and read one {@code Dummy} 20 times, each time through
 * new streams with the default options (far below the threshold: the reflective tier only),
 * with Jumbo's streams and with the JDK's. Each count comes from a child JVM of this one's JDK
 * and class path run with {@code -Xlog:class+load}:
 * <ul>
 *   <li>{@code loaded}: every class the JVM loaded, the start-up's included;</li>
 *   <li>{@code outside CDS}: those not mapped from the CDS archive (its log line does not say
 *       {@code source: shared objects file}): read from {@code jrt:/}, from the class path, or
 *       spun at run time (lambdas, method-handle forms, reflection accessors);</li>
 *   <li>{@code ours}: Jumbo's, {@code dev.jumbo.*} without this benchmark module's classes;</li>
 *   <li>{@code lang/ASM/ANTLR}: {@code dev.jumbo.lang}, {@code dev.jumbo.stdlib}, the generators,
 *       {@code org.objectweb.asm}, {@code org.antlr}: none should load before a class is
 *       generated.</li>
 * </ul>
 * Usage: {@code java -cp bench/target/benchmarks.jar dev.jumbo.bench.marshal.ClassLoadCensus [--list]}
 * ({@code --list} also prints our classes in load order). {@code FirstPathClassLoadTest} in
 * marshal-gen keeps the count of ours bounded.
 */
public final class ClassLoadCensus {
    private static final int ROUNDS = 20;
    private static final List<String> GENERATION_ONLY = List.of("dev.jumbo.lang.", "dev.jumbo.stdlib.",
            "dev.jumbo.marshal.generate.", "org.objectweb.asm.", "org.antlr.");

    private ClassLoadCensus() {
    }

    public static void main(String[] arguments) throws Exception {
        if (arguments.length == 2 && arguments[0].equals("--child")) {
            // Each side in a class of its own, so that the JDK's run loads nothing of Jumbo.
            if (arguments[1].equals("jumbo")) {
                JumboRounds.run();
            } else {
                JdkRounds.run();
            }
            return;
        }
        boolean list = arguments.length == 1 && arguments[0].equals("--list");
        System.out.println("Dummy x" + ROUNDS + ", written then read, new streams each time, JDK "
                + Runtime.version() + ":");
        for (String side : List.of("jumbo", "jdk")) {
            Census census = Census.of(childLog(side));
            System.out.printf("  %-5s loaded %4d, outside CDS %4d, ours %3d, lang/ASM/ANTLR %d%n", side,
                    census.loaded, census.outsideArchive, census.ours.size(), census.generationOnly.size());
            if (list && !census.ours.isEmpty()) {
                System.out.println("    ours: " + String.join(" ", census.ours));
            }
            if (!census.generationOnly.isEmpty()) {
                System.out.println("    lang/ASM/ANTLR: " + String.join(" ", census.generationOnly));
            }
        }
    }

    private static String childLog(String side) throws IOException, InterruptedException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info:stdout", "-cp", System.getProperty("java.class.path"),
                ClassLoadCensus.class.getName(), "--child", side);
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IllegalStateException("the child JVM of " + side + " failed:\n" + log);
        }
        return log;
    }

    /** One child JVM's counts. */
    private static final class Census {
        int loaded;
        int outsideArchive;
        final List<String> ours = new ArrayList<>();
        final List<String> generationOnly = new ArrayList<>();

        static Census of(String log) {
            Census census = new Census();
            for (String line : log.split("\n")) {
                int tag = line.indexOf("[class,load] ");
                if (tag < 0) {
                    continue;
                }
                String rest = line.substring(tag + "[class,load] ".length());
                int space = rest.indexOf(' ');
                String name = space < 0 ? rest.strip() : rest.substring(0, space);
                census.loaded++;
                if (!rest.contains("source: shared objects file")) {
                    census.outsideArchive++;
                }
                if (name.startsWith("dev.jumbo.") && !name.startsWith("dev.jumbo.bench.")) {
                    census.ours.add(name);
                }
                for (String prefix : GENERATION_ONLY) {
                    if (name.startsWith(prefix)) {
                        census.generationOnly.add(name);
                    }
                }
            }
            return census;
        }
    }

    private static final class JumboRounds {
        static void run() throws IOException, ClassNotFoundException {
            for (int i = 0; i < ROUNDS; i++) {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                try (ObjectOutputStream out = new JumboObjectOutputStream(bytes)) {
                    out.writeObject(new Dummy(new Simple(i), new Simple(i + 1), i));
                }
                try (ObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                    check(in.readObject(), i);
                }
            }
        }
    }

    private static final class JdkRounds {
        static void run() throws IOException, ClassNotFoundException {
            for (int i = 0; i < ROUNDS; i++) {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                    out.writeObject(new Dummy(new Simple(i), new Simple(i + 1), i));
                }
                try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                    check(in.readObject(), i);
                }
            }
        }
    }

    private static void check(Object read, int round) {
        if (!(read instanceof Dummy)) {
            throw new AssertionError("round " + round + " read back " + read);
        }
    }
}
