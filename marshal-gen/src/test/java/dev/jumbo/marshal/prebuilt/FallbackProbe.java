package dev.jumbo.marshal.prebuilt;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.UnmarshallerCache;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The side of {@link PrebuiltFallbackTest} that runs in a class loader of its own, which holds this
 * library and one version of {@code evolve.Item} (generated code is a nestmate only of classes of
 * the library's own loader). Its methods take and return JDK types only.
 */
public final class FallbackProbe {
    private FallbackProbe() {
    }

    private static Class<?> item() throws ClassNotFoundException {
        return Class.forName("evolve.Item", false, FallbackProbe.class.getClassLoader());
    }

    /** Stores the code of {@code evolve.Item} into {@code classes}; returns the report's notes and counts. */
    public static List<String> generate(String classes) throws Exception {
        PrebuiltGenerator.Report report = PrebuiltGenerator.writeTo(Path.of(classes), List.of(item()));
        List<String> facts = new ArrayList<>(report.notes());
        facts.add("writers " + report.writers() + " readers " + report.readers());
        return facts;
    }

    /**
     * Writes and reads an {@code evolve.Item} with the default options and with synchronous
     * generation at threshold 0, each with private caches, against the JDK's streams.
     */
    public static List<String> observe() throws Exception {
        Object item = item().getConstructor(int.class, String.class).newInstance(4, "four");
        List<String> facts = new ArrayList<>();
        facts.add("stored fingerprint matches " + ClassFingerprint.of(item()).equals(storedFingerprint()));
        Options defaults = Options.defaults().withCache(new MarshallerCache()).withUnmarshallerCache(new UnmarshallerCache());
        observe("defaults", item, defaults, facts);
        Options generating = Options.defaults().withThreshold(0).withSynchronousGeneration()
                .withCache(new MarshallerCache()).withUnmarshallerCache(new UnmarshallerCache());
        observe("threshold 0", item, generating, facts);
        return facts;
    }

    private static void observe(String name, Object item, Options options, List<String> facts) throws Exception {
        byte[] written = writeJumbo(item, options);
        facts.add(name + ": the JDK's bytes " + Arrays.equals(writeJdk(item), written));
        facts.add(name + ": marshaller after one instance " + (options.cache().marshaller(item.getClass()) != null));
        facts.add(name + ": " + read(written, options));
    }

    /** Reads {@code bytes} (perhaps of another version of the class) with the default options, against the JDK's reader. */
    public static String readOther(byte[] bytes) throws Exception {
        return read(bytes, Options.defaults().withCache(new MarshallerCache()).withUnmarshallerCache(new UnmarshallerCache()));
    }

    private static String read(byte[] bytes, Options options) throws Exception {
        Object byJumbo;
        try (JumboObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(bytes), options)) {
            byJumbo = in.readObject();
        }
        Object byJdk;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            byJdk = in.readObject();
        }
        return "read as the JDK reads " + Arrays.equals(writeJdk(byJdk), writeJdk(byJumbo))
                + ", unmarshallers " + options.unmarshallerCache().generatedCount(item());
    }

    private static String storedFingerprint() throws IOException {
        try (var in = FallbackProbe.class.getClassLoader().getResourceAsStream(PrebuiltGenerator.DIRECTORY + "index")) {
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("write evolve.Item ")) {
                    return line.split(" ")[2];
                }
            }
        }
        return null;
    }

    private static byte[] writeJumbo(Object graph, Options options) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JumboObjectOutputStream out = new JumboObjectOutputStream(bytes, options)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }

    static byte[] writeJdk(Object graph) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }
}
