package dev.jumbo.bench.generation;

import java.io.Serializable;

/**
 * The holder of the nested class that the held-out marshaller casts to. Its members are public
 * so that classes compiled by Janino and javac, in their own loaders, can read them too.
 */
public final class Inventory {
    private Inventory() {
    }

    /** One stock entry: a flag the marshaller tests, and the values it writes when it is set. */
    public static final class Entry implements Serializable {
        private static final long serialVersionUID = 1L;

        public boolean present;
        public int count;
        public long stamp;

        public Entry(boolean present, int count, long stamp) {
            this.present = present;
            this.count = count;
            this.stamp = stamp;
        }
    }
}
