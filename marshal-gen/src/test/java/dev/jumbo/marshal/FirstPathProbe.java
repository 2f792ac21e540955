package dev.jumbo.marshal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;

/**
 * The child JVM of {@link FirstPathClassLoadTest}: writes and reads back a {@code Dummy}-like
 * object (two references to a small class and an int) 20 times, each through a new
 * {@link JumboObjectOutputStream} and {@link JumboObjectInputStream} with the default options,
 * far below the threshold: the reflective tier only. It prints one line when every object read
 * back equal.
 */
public final class FirstPathProbe {
    static final int ROUNDS = 20;

    private FirstPathProbe() {
    }

    public static void main(String[] arguments) throws IOException, ClassNotFoundException {
        for (int i = 0; i < ROUNDS; i++) {
            Dummy written = new Dummy(new Simple(i), new Simple(i + 1), i);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (JumboObjectOutputStream out = new JumboObjectOutputStream(bytes)) {
                out.writeObject(written);
            }
            Object read;
            try (JumboObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                read = in.readObject();
            }
            if (!(read instanceof Dummy dummy) || dummy.id != i || dummy.simple1.id != i || dummy.simple2.id != i + 1) {
                throw new AssertionError("round " + i + " read back " + read);
            }
        }
        System.out.println("[first path] " + ROUNDS + " objects written and read back");
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

    static final class Simple implements Serializable {
        private static final long serialVersionUID = 1L;

        final int id;

        Simple(int id) {
            this.id = id;
        }
    }
}
