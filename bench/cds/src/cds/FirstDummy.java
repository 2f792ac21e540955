package cds;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Arrays;

/**
 * The first stream of a fresh JVM: 20,000 {@code Dummy} objects written by
 * {@code JumboObjectOutputStream} with generation at the first instance (threshold 0, synchronous),
 * so the run loads marshal-gen, lang and ASM and generates a marshaller, then the same objects
 * written by {@code ObjectOutputStream} to check the bytes. Used by {@code bench/cds-recipe.sh}.
 */
public final class FirstDummy {

    static final class Simple implements Serializable {
        private static final long serialVersionUID = 1L;
        final int id;
        Simple(int id) { this.id = id; }
    }

    static final class Dummy implements Serializable {
        private static final long serialVersionUID = 1L;
        final Simple simple1;
        final Simple simple2;
        final int id;
        Dummy(Simple simple1, Simple simple2, int id) {
            this.simple1 = simple1;
            this.simple2 = simple2;
            this.id = id;
        }
    }

    public static void main(String[] args) throws IOException {
        Dummy[] dummies = new Dummy[20_000];
        for (int i = 0; i < dummies.length; i++) {
            dummies[i] = new Dummy(new Simple(i), new Simple(-i), i);
        }
        Options generateAtOnce = Options.defaults().withThreshold(0).withSynchronousGeneration();
        byte[] jumbo = write(new ByteArrayOutputStream(), dummies, generateAtOnce);
        byte[] jdk = write(new ByteArrayOutputStream(), dummies, null);
        System.out.println("FirstDummy: " + jumbo.length + " bytes, the JDK's bytes: " + Arrays.equals(jumbo, jdk));
    }

    private static byte[] write(ByteArrayOutputStream bytes, Dummy[] dummies, Options options) throws IOException {
        try (ObjectOutputStream out = options == null ? new ObjectOutputStream(bytes)
                : new JumboObjectOutputStream(bytes, options)) {
            for (Dummy dummy : dummies) {
                out.writeObject(dummy);
            }
        }
        return bytes.toByteArray();
    }
}
