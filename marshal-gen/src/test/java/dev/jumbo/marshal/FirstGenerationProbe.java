package dev.jumbo.marshal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * The child JVM of {@link FirstGenerationTest}: with the default options, one stream of 20,000
 * {@code Dummy}-like objects (each with two small objects), written and read back, far past the
 * threshold but short of the first-generation mark; then, after a pause in which a pool that had
 * been asked would have generated, whether any code was generated. Then as many more streams as
 * take the JVM past the mark, and whether the code then comes. It prints one line at each stop.
 */
public final class FirstGenerationProbe {
    private static final int DUMMIES = 20_000;

    private FirstGenerationProbe() {
    }

    public static void main(String[] arguments) throws Exception {
        Object[] dummies = new Object[DUMMIES];
        for (int i = 0; i < DUMMIES; i++) {
            dummies[i] = new FirstPathProbe.Dummy(new FirstPathProbe.Simple(i), new FirstPathProbe.Simple(i + 1), i);
        }
        int instances = writeAndReadBack(dummies);
        Thread.sleep(500);
        System.out.println("[first generation] after " + instances + " instances: " + generated());

        while (instances <= 2 * Options.FIRST_GENERATION_MARK) {
            instances += writeAndReadBack(dummies);
        }
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!bothGenerated() && System.nanoTime() < deadline) {
            writeAndReadBack(dummies);
            Thread.sleep(10);
        }
        System.out.println("[first generation] past the mark: " + generated());
    }

    /** Writing and reading generate in the background, each on its own schedule: wait for both. */
    private static boolean bothGenerated() {
        return MarshallerCache.shared().marshaller(FirstPathProbe.Dummy.class) != null
                && UnmarshallerCache.shared().generatedCount(FirstPathProbe.Dummy.class) > 0;
    }

    private static String generated() {
        return "marshaller " + (MarshallerCache.shared().marshaller(FirstPathProbe.Dummy.class) != null ? "yes" : "no")
                + ", unmarshallers " + UnmarshallerCache.shared().generatedCount(FirstPathProbe.Dummy.class);
    }

    /** Writes the objects in one stream and reads them back; the instances written and read. */
    private static int writeAndReadBack(Object[] objects) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JumboObjectOutputStream out = new JumboObjectOutputStream(bytes)) {
            for (Object object : objects) {
                out.writeObject(object);
            }
        }
        try (JumboObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            for (Object object : objects) {
                FirstPathProbe.Dummy read = (FirstPathProbe.Dummy) in.readObject();
                if (read.id != ((FirstPathProbe.Dummy) object).id) {
                    throw new AssertionError("read back " + read.id);
                }
            }
        }
        return 6 * objects.length;
    }
}
