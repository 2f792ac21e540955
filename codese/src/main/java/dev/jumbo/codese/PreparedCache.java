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

    /** The class files, content-compared, and the classes they are nestmates of. */
    private record Key(byte[][] classFiles, Class<?>[] hosts, int hash) {
        static Key of(List<StoredClassFile> classFiles, Class<?>[] classes) {
            byte[][] files = new byte[classFiles.size()][];
            Class<?>[] hosts = new Class<?>[classFiles.size()];
            for (int i = 0; i < files.length; i++) {
                files[i] = classFiles.get(i).bytes();
                int host = classFiles.get(i).hostClass();
                hosts[i] = host < 0 ? null : classes[host];
            }
            return new Key(files, hosts, Arrays.deepHashCode(files));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.hash == hash && Arrays.equals(key.hosts, hosts)
                    && Arrays.deepEquals(key.classFiles, classFiles);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    static RestoreChunk[] chunks(List<StoredClassFile> classFiles, Class<?>[] classes, CodeseInputStream.Definer definer)
            throws IOException {
        Key key = Key.of(classFiles, classes);
        synchronized (CACHE) {
            RestoreChunk[] known = CACHE.get(key);
            if (known != null) {
                return known;
            }
        }
        RestoreChunk[] chunks = new RestoreChunk[classFiles.size()];
        for (int i = 0; i < chunks.length; i++) {
            int host = classFiles.get(i).hostClass();
            chunks[i] = definer.define(classFiles.get(i).bytes(), host < 0 ? null : classes[host]);
        }
        synchronized (CACHE) {
            CACHE.put(key, chunks);
        }
        return chunks;
    }
}
