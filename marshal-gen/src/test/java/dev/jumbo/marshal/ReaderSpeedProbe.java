package dev.jumbo.marshal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A development probe, not part of the build ({@code -Dtest=ReaderSpeedProbe}): a rough time per
 * object for both readers on one list of 20,000 small objects. The figures that count come from
 * {@code bench/}.
 */
class ReaderSpeedProbe {
    static class Dummy implements Serializable {
        private static final long serialVersionUID = 1L;
        int a = 1;
        long b = 2;
        double c = 3;
        String d = "dummy";
        Dummy next;
    }

    @Test
    void probe() throws Exception {
        List<Dummy> list = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            list.add(new Dummy());
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(list);
        }
        byte[] stream = bytes.toByteArray();
        for (int round = 0; round < 8; round++) {
            long jdk = time(stream, false);
            long ours = time(stream, true);
            System.out.printf("[speed] round %d: JDK %.0f ns/object, ours %.0f ns/object%n", round, jdk / 20_000.0, ours / 20_000.0);
        }
    }

    private static long time(byte[] stream, boolean ours) throws Exception {
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            long start = System.nanoTime();
            try (ObjectInputStream in = ours ? new ReflectiveObjectInputStream(new ByteArrayInputStream(stream))
                    : new ObjectInputStream(new ByteArrayInputStream(stream))) {
                in.readObject();
            }
            best = Math.min(best, System.nanoTime() - start);
        }
        return best;
    }
}
