package dev.jumbo.marshal.jdk;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.HashMap;

/**
 * The hash table sizes the JDK's {@code HashMap.readObject} (and {@code HashSet}'s, through its
 * map) allocates, which the readers give the filter before they build the same map.
 */
final class HashMapTable {
    /** HashMap.MAXIMUM_CAPACITY. */
    static final int MAXIMUM_CAPACITY = 1 << 30;

    private HashMapTable() {
    }

    /** HashMap.tableSizeFor: the power of two at least {@code capacity}, 1 to MAXIMUM_CAPACITY. */
    static int tableSizeFor(int capacity) {
        int n = -1 >>> Integer.numberOfLeadingZeros(capacity - 1);
        return n < 0 ? 1 : n >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : n + 1;
    }

    /**
     * The table length HashMap.readObject allocates for a number of mappings: JDK 17 takes
     * {@code mappings / loadFactor + 1} in float, later JDKs its ceiling in double.
     */
    static int capacity(int mappings, float loadFactor) {
        if (PresizingRule.CEILING) {
            double needed = Math.ceil(mappings / (double) loadFactor);
            return needed < 16 ? 16 : needed >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) needed);
        }
        float needed = (float) mappings / loadFactor + 1.0f;
        return needed < 16 ? 16 : needed >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) needed);
    }

    /**
     * Which rule the running JDK follows, found once, when a map with mappings is first read,
     * from the JDK's own HashMap: its copy constructor presizes by the same rule (changed together
     * with readObject's), and the length it picked for 12 mappings is the bucket count its
     * writeObject writes (32 by the first rule, 16 by the second).
     */
    private static final class PresizingRule {
        static final boolean CEILING = probeCeiling();

        private static boolean probeCeiling() {
            HashMap<Integer, Integer> source = new HashMap<>();
            for (int i = 0; i < 12; i++) {
                source.put(i, i);
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
                out.writeObject(new HashMap<>(source));
            } catch (IOException e) {
                throw new IllegalStateException("cannot probe HashMap's presizing", e);
            }
            byte[] written = bytes.toByteArray();
            // After the descriptor: TC_ENDBLOCKDATA TC_NULL, loadFactor, threshold, TC_BLOCKDATA, 8, buckets.
            for (int i = 0; i + 16 < written.length; i++) {
                if (written[i] == 0x78 && written[i + 1] == 0x70 && written[i + 10] == 0x77 && written[i + 11] == 8) {
                    int buckets = ByteBuffer.wrap(written, i + 12, 4).getInt();
                    return buckets == 16;
                }
            }
            throw new IllegalStateException("cannot probe HashMap's presizing");
        }
    }
}
