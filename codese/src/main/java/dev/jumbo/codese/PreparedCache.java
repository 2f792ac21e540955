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
        /** {@code codeChecksum}: the container's CRC-32 up to its class files' end, computed while reading it. */
        static Key of(List<StoredClassFile> classFiles, Class<?>[] classes, int codeChecksum) {
            byte[][] files = new byte[classFiles.size()][];
            Class<?>[] hosts = new Class<?>[classFiles.size()];
            for (int i = 0; i < files.length; i++) {
                files[i] = classFiles.get(i).bytes();
                int host = classFiles.get(i).hostClass();
                hosts[i] = host < 0 ? null : classes[host];
            }
            // The hash only spreads the keys: equals compares every byte. The container's reading
            // has checksummed these bytes already; a second pass over a large state's megabytes
            // of code would cost each warm restore as much again.
            return new Key(files, hosts, codeChecksum * 31 + files.length);
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

    /** Scans the class files in order on its own thread; the defining thread waits for each. */
    private static final class CheckAhead implements Runnable {
        private final List<StoredClassFile> classFiles;
        private final Class<?>[] hosts;
        private final CodeseInputStream.Definer definer;
        /** Guarded by this: how many were scanned, what the last one threw, whether the definer stopped. */
        private int scanned;
        private Throwable failure;
        private boolean stopped;

        CheckAhead(List<StoredClassFile> classFiles, Class<?>[] hosts, CodeseInputStream.Definer definer) {
            this.classFiles = classFiles;
            this.hosts = hosts;
            this.definer = definer;
        }

        @Override
        public void run() {
            for (int i = 0; i < classFiles.size(); i++) {
                synchronized (this) {
                    if (stopped) {
                        return;
                    }
                }
                Throwable thrown = null;
                try {
                    definer.check(classFiles.get(i).bytes(), hosts[i]);
                } catch (Throwable e) {
                    thrown = e;
                }
                synchronized (this) {
                    failure = thrown;
                    scanned = i + 1;
                    notifyAll();
                }
                if (thrown != null) {
                    return;
                }
            }
        }

        /** Returns once class file {@code index} passed its scan; throws what the scan threw. */
        synchronized void awaitChecked(int index) throws IOException {
            while (scanned <= index) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw (java.io.InterruptedIOException) new java.io.InterruptedIOException("interrupted while checking")
                            .initCause(e);
                }
            }
            if (scanned == index + 1 && failure != null) {
                if (failure instanceof IOException io) {
                    throw io;
                }
                if (failure instanceof RuntimeException runtime) {
                    throw runtime;
                }
                throw (Error) failure;
            }
        }

        synchronized void stop() {
            stopped = true;
        }
    }

    static RestoreChunk[] chunks(List<StoredClassFile> classFiles, Class<?>[] classes, int codeChecksum,
                                 CodeseInputStream.Definer definer) throws IOException {
        Key key = Key.of(classFiles, classes, codeChecksum);
        synchronized (CACHE) {
            RestoreChunk[] known = CACHE.get(key);
            if (known != null) {
                return known;
            }
        }
        RestoreChunk[] chunks = new RestoreChunk[classFiles.size()];
        Class<?>[] hosts = key.hosts();
        if (chunks.length < 2 || Runtime.getRuntime().availableProcessors() < 2) {
            for (int i = 0; i < chunks.length; i++) {
                definer.check(classFiles.get(i).bytes(), hosts[i]);
                chunks[i] = definer.define(classFiles.get(i).bytes(), hosts[i]);
            }
        } else {
            // The scan of class file i + 1 runs on another thread while the JVM defines class
            // file i: the same checks, and a class file is defined only once its own scan passed,
            // in order, so the first refusal is the one a sequential loop meets.
            CheckAhead ahead = new CheckAhead(classFiles, hosts, definer);
            Thread checker = new Thread(ahead, "codese-check");
            checker.setDaemon(true);
            checker.start();
            try {
                for (int i = 0; i < chunks.length; i++) {
                    ahead.awaitChecked(i);
                    chunks[i] = definer.define(classFiles.get(i).bytes(), hosts[i]);
                }
            } finally {
                ahead.stop();
            }
        }
        synchronized (CACHE) {
            CACHE.put(key, chunks);
        }
        return chunks;
    }
}
