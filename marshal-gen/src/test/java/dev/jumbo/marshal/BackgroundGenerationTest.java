package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The background pool's bounds: a full queue refuses, and a task whose entry is gone is skipped. */
class BackgroundGenerationTest {
    @Test
    void aFullQueueRefusesAndTheCallerMayAskAgainLater() throws InterruptedException {
        CountDownLatch release = BlockedPool.block();
        AtomicInteger ran = new AtomicInteger();
        Object entry = new Object();
        try {
            for (int task = 0; task < BackgroundGeneration.MAX_PENDING; task++) {
                assertTrue(BackgroundGeneration.submit(entry, live -> ran.incrementAndGet()), "task " + task);
            }

            boolean accepted = BackgroundGeneration.submit(entry, live -> ran.incrementAndGet());

            assertFalse(accepted);
        } finally {
            release.countDown();
        }
        CountDownLatch drained = new CountDownLatch(1);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!BackgroundGeneration.submit(drained, CountDownLatch::countDown) && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        assertTrue(drained.await(30, TimeUnit.SECONDS));
        assertEquals(BackgroundGeneration.MAX_PENDING, ran.get());
    }

    @Test
    void aTaskWhoseEntryWasCollectedIsSkipped() throws InterruptedException {
        CountDownLatch release = BlockedPool.block();
        AtomicInteger ran = new AtomicInteger();
        BackgroundGeneration.submit(new Object(), live -> ran.incrementAndGet());
        for (int collection = 0; collection < 5; collection++) {
            System.gc();
        }
        release.countDown();
        CountDownLatch drained = new CountDownLatch(1);
        BackgroundGeneration.submit(drained, CountDownLatch::countDown);

        assertTrue(drained.await(30, TimeUnit.SECONDS));
        assertEquals(0, ran.get());
    }
}
