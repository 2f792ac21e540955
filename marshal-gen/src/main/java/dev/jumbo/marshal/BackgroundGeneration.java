package dev.jumbo.marshal;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The small daemon pool that generates code in the background ({@link GenerationMode#BACKGROUND}),
 * like HotSpot's compiler threads: one thread per four processors, at least one, each at
 * normal priority minus one so that the application's threads go first on a busy machine.
 * Threads end after a minute without work, so an idle application keeps none.
 *
 * <p>Each task is one class's generation; a cache submits a class at most once (its entry
 * remembers the request), so the queue holds at most one task per class.
 */
final class BackgroundGeneration {
    private static final ThreadPoolExecutor POOL = newPool();

    private BackgroundGeneration() {
    }

    static void submit(Runnable generation) {
        POOL.execute(generation);
    }

    /** How many generations can run at once. */
    static int threads() {
        return POOL.getMaximumPoolSize();
    }

    private static ThreadPoolExecutor newPool() {
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors() / 4);
        ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 60, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), new DaemonThreads());
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
