package dev.jumbo.codese;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;

/**
 * Runs the phases of a restore: {@code create} on every chunk, then {@code fill} on every chunk
 * (each phase shared among {@code threads} threads, the calling one included, chunk {@code i} on
 * thread {@code i mod threads}, as the paper's section 3.3 does with a barrier between phases),
 * then {@code finish} on the calling thread, in chunk order. What the generated code throws,
 * other than an {@link IOException}, is wrapped in an {@link InvalidObjectException}.
 */
final class PhaseRunner {
    private PhaseRunner() {
    }

    /**
     * The threads of parallel restores, made on first use: a restore on one thread, the default,
     * loads no executor class.
     */
    private static final class Pool {
        static final ExecutorService THREADS = Executors.newCachedThreadPool(new DaemonThreads());
    }

    private static final class DaemonThreads implements ThreadFactory {
        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "codese-restore");
            thread.setDaemon(true);
            return thread;
        }
    }

    /** One worker's share of a phase, on a pool thread. */
    private static final class Share implements Callable<Void> {
        private final RestoreChunk[] chunks;
        private final Restore restore;
        private final int first;
        private final int step;
        private final int phase;

        Share(RestoreChunk[] chunks, Restore restore, int first, int step, int phase) {
            this.chunks = chunks;
            this.restore = restore;
            this.first = first;
            this.step = step;
            this.phase = phase;
        }

        @Override
        public Void call() throws IOException {
            runShare(chunks, restore, first, step, phase);
            return null;
        }
    }

    /** The phases by number (no lambdas on the restore path: their bootstrap costs a fresh JVM milliseconds). */
    private static final int CREATE = 0;
    private static final int FILL = 1;
    private static final int FINISH = 2;

    static void run(RestoreChunk[] chunks, Restore restore, int threads) throws IOException {
        int workers = Math.min(threads, chunks.length);
        phase(chunks, restore, workers, CREATE);
        phase(chunks, restore, workers, FILL);
        phase(chunks, restore, 1, FINISH);
    }

    private static void phase(RestoreChunk[] chunks, Restore restore, int workers, int phase) throws IOException {
        if (workers <= 1) {
            runShare(chunks, restore, 0, 1, phase);
            return;
        }
        List<Future<Void>> others = new ArrayList<>();
        for (int worker = 1; worker < workers; worker++) {
            others.add(Pool.THREADS.submit(new Share(chunks, restore, worker, workers, phase)));
        }
        IOException failure = null;
        try {
            runShare(chunks, restore, 0, workers, phase);
        } catch (IOException e) {
            failure = e;
        }
        for (Future<Void> other : others) {
            try {
                other.get();
            } catch (ExecutionException e) {
                if (failure == null) {
                    failure = e.getCause() instanceof IOException io ? io : wrap(e.getCause());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted while restoring");
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private static void runShare(RestoreChunk[] chunks, Restore restore, int first, int step, int phase)
            throws IOException {
        for (int i = first; i < chunks.length; i += step) {
            try {
                if (phase == CREATE) {
                    chunks[i].create(restore);
                } else if (phase == FILL) {
                    chunks[i].fill(restore);
                } else {
                    chunks[i].finish(restore);
                }
            } catch (IOException e) {
                throw e;
            } catch (Throwable e) {
                throw wrap(e);
            }
        }
    }

    private static InvalidObjectException wrap(Throwable e) {
        InvalidObjectException wrapped = new InvalidObjectException("restoring a stored state failed: " + e);
        wrapped.initCause(e);
        return wrapped;
    }
}
