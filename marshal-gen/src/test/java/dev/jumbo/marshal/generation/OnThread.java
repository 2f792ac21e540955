package dev.jumbo.marshal.generation;

import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/** Runs a task on a new thread with a chosen stack size: the deep-structure tests' default-stack and big-stack threads. */
final class OnThread {
    private OnThread() {
    }

    /** Runs {@code task} on a new thread with the given stack size (0: the JVM's default) and returns what it returns or throws. */
    static Object run(long stackSize, Callable<Object> task) throws InterruptedException {
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                outcome.set(task.call());
            } catch (Throwable e) {
                outcome.set(e);
            }
        }, "deep-structure", stackSize);
        thread.start();
        thread.join();
        return outcome.get();
    }
}
