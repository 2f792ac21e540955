package dev.jumbo.marshal;

import java.util.concurrent.CountDownLatch;

/** Test support: occupies every thread of the background generation pool on purpose. */
final class BlockedPool {
    private BlockedPool() {
    }

    /** Occupies every thread of the background pool until the returned latch is counted down. */
    static CountDownLatch block() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(BackgroundGeneration.threads());
        for (int i = 0; i < BackgroundGeneration.threads(); i++) {
            BackgroundGeneration.submit(release, latch -> {
                started.countDown();
                try {
                    latch.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        started.await();
        return release;
    }
}
