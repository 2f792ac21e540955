package dev.jumbo.codese;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The chunks defined from recently read containers, by their class files' content: a state
 * restored several times in one JVM (the paper's 2 and 10 deserializations) is defined once and
 * run again, as the paper runs the same loaded code again. Identical class files mean identical
 * code; what the code is given (classes, routes) is resolved for each read. At most
 * {@link #CAPACITY} containers are kept (least recently used out).
 */
final class PreparedCache {
    static final int CAPACITY = 16;

    private static final Map<Key, RestoreChunk[]> CACHE = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, RestoreChunk[]> eldest) {
            return size() > CAPACITY;
        }
    };

    private PreparedCache() {
    }

    /** The class files, content-compared. */
    private record Key(byte[][] classFiles, int hash) {
        static Key of(List<byte[]> classFiles) {
            byte[][] files = classFiles.toArray(new byte[0][]);
            return new Key(files, Arrays.deepHashCode(files));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.hash == hash && Arrays.deepEquals(key.classFiles, classFiles);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    static RestoreChunk[] chunks(List<byte[]> classFiles, CodeseInputStream.Definer definer) throws IOException {
        Key key = Key.of(classFiles);
        synchronized (CACHE) {
            RestoreChunk[] known = CACHE.get(key);
            if (known != null) {
                return known;
            }
        }
        RestoreChunk[] chunks = CodeseInputStream.defineAll(classFiles, definer).toArray(new RestoreChunk[0]);
        synchronized (CACHE) {
            CACHE.put(key, chunks);
        }
        return chunks;
    }
}
