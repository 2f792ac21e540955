package dev.jumbo.examples.codesedemo;

import dev.jumbo.codese.CodeseInputStream;
import dev.jumbo.codese.CodeseOutputStream;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Stores a state to a file as code (CoDeSe) and as the JDK's bytes, restores each in a new JVM,
 * prints the timings side by side, and checks the paper's oracle: the restored state written by
 * {@code ObjectOutputStream} gives the original's bytes.
 * <pre>
 * Main [SIZE]                  store, then restore twice in new JVMs (CoDeSe, ObjectInputStream)
 * Main restore FORMAT DIR      (the new JVM) restore DIR/library.FORMAT, check it, print the time
 * </pre>
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("restore")) {
            restore(args[1], Path.of(args[2]));
            return;
        }
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 5_000;
        Path dir = Files.createTempDirectory("codese-demo");
        Library library = Library.of(size);
        Files.write(dir.resolve("library.jdk"), jdkBytes(library));
        try (CodeseOutputStream out = new CodeseOutputStream(
                new BufferedOutputStream(Files.newOutputStream(dir.resolve("library.codese"))))) {
            out.writeObject(library);
        }
        System.out.printf("stored a library of %d books in %s: JDK format %,d bytes, CoDeSe %,d bytes%n", size, dir,
                Files.size(dir.resolve("library.jdk")), Files.size(dir.resolve("library.codese")));
        String codese = inNewJvm("codese", dir);
        String jdk = inNewJvm("jdk", dir);
        System.out.println("restored in a new JVM:");
        System.out.println("  CoDeSe (CodeseInputStream):     " + codese);
        System.out.println("  JDK (ObjectInputStream):        " + jdk);
    }

    private static void restore(String format, Path dir) throws Exception {
        Path file = dir.resolve("library." + format);
        long start = System.nanoTime();
        Object restored;
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file));
             ObjectInputStream objects = format.equals("codese") ? new CodeseInputStream(in) : new ObjectInputStream(in)) {
            restored = objects.readObject();
        }
        long elapsed = System.nanoTime() - start;
        boolean oracle = Arrays.equals(jdkBytes(restored), Files.readAllBytes(dir.resolve("library.jdk")));
        System.out.printf("%.1f ms, %d books, oracle %s%n", elapsed / 1e6, ((Library) restored).size(),
                oracle ? "passed (same bytes as the original)" : "FAILED");
        if (!oracle) {
            System.exit(2);
        }
    }

    private static byte[] jdkBytes(Object state) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(state);
        }
        return bytes.toByteArray();
    }

    private static String inNewJvm(String format, Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", classPath(), Main.class.getName(), "restore", format,
                dir.toString()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes()).trim();
        if (process.waitFor() != 0) {
            throw new IllegalStateException(format + " restore failed: " + output);
        }
        return output;
    }

    /**
     * This program's class path for the new JVM: where its classes and the libraries it uses were
     * loaded from (under {@code exec:java} the JVM's own class path is Maven's), then the JVM's.
     */
    private static String classPath() throws Exception {
        List<String> entries = new ArrayList<>();
        for (Class<?> type : new Class<?>[] {Main.class, CodeseInputStream.class, dev.jumbo.marshal.model.ReadRoutes.class,
                dev.jumbo.lang.Code.class, dev.jumbo.stdlib.CacheEntry.class, org.objectweb.asm.ClassVisitor.class}) {
            URL location = type.getProtectionDomain().getCodeSource().getLocation();
            String entry = new File(location.toURI()).getPath();
            if (!entries.contains(entry)) {
                entries.add(entry);
            }
        }
        entries.add(System.getProperty("java.class.path"));
        return String.join(File.pathSeparator, entries);
    }
}
