package dev.jumbo.marshal;

import java.lang.ref.WeakReference;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The small daemon pool that generates code in the background ({@link GenerationMode#BACKGROUND}),
 * like HotSpot's compiler threads: one thread per four processors, at least one, each at
 * normal priority minus one so that the application's threads go first on a busy machine.
 * Threads end after a minute without work, so an idle application keeps none.
 *
 * <p>Each task is one class's generation; a cache submits a class at most once (its entry
 * remembers the request), so the queue holds at most one task per class and cache, and at most
 * {@value #MAX_PENDING} in all.
 */
final class BackgroundGeneration {
    /**
     * Classes waiting at most: a burst of new classes (or of private caches, each with its own
     * entries) beyond it stays on the reflective path a while longer instead of growing the queue.
     */
    static final int MAX_PENDING = 1024;
    private static final ThreadPoolExecutor POOL = newPool();

    private BackgroundGeneration() {
    }

    /**
     * Asks the pool to run {@code generation} on {@code entry}; false when the queue is full, and
     * the caller asks again later. The task holds its entry weakly: an entry whose cache is gone
     * (a private cache dropped before the pool reached it) is skipped, not generated for nobody.
     */
    static <T> boolean submit(T entry, Consumer<T> generation) {
        WeakReference<T> reference = new WeakReference<>(entry);
        try {
            POOL.execute(() -> {
                T live = reference.get();
                if (live != null) {
                    generation.accept(live);
                }
            });
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    /** How many generations can run at once. */
    static int threads() {
        return POOL.getMaximumPoolSize();
    }

    private static ThreadPoolExecutor newPool() {
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors() / 4);
        ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 60, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(MAX_PENDING), new DaemonThreads());
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    private static final class DaemonThreads implements ThreadFactory {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "jumbo-generation-" + count.incrementAndGet());
            thread.setDaemon(true);
            thread.setPriority(Thread.NORM_PRIORITY - 1);
            return thread;
        }
    }
}
