package dev.jumbo.marshal.hostile;

import dev.jumbo.marshal.reading.ReadOutcome;
import dev.jumbo.marshal.reading.ReaderFactory;
import dev.jumbo.marshal.reading.ReadingCase;
import dev.jumbo.marshal.reading.ReadingOracle;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Reads a case on a worker thread of the JVM's default stack size, giving up after a timeout: a
 * reader that hangs is reported, not waited for. The hung thread is a daemon and is abandoned
 * (a reading cannot be stopped from outside), and the next case gets a fresh worker.
 */
final class TimedReader implements AutoCloseable {
    private final Duration timeout;
    private ExecutorService worker = newWorker();

    TimedReader(Duration timeout) {
        this.timeout = timeout;
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "hostile reader");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** The outcome, or null when the reading did not end within the timeout. */
    ReadOutcome read(ReaderFactory reader, ReadingCase readingCase) {
        Future<ReadOutcome> outcome = worker.submit(() -> ReadingOracle.read(reader, readingCase));
        try {
            return outcome.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException hung) {
            outcome.cancel(true);
            worker.shutdownNow();
            worker = newWorker();
            return null;
        } catch (ExecutionException thrown) {
            throw new AssertionError("reading " + readingCase.id() + " with " + reader.name() + " failed outside the reader", thrown.getCause());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", interrupted);
        }
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
