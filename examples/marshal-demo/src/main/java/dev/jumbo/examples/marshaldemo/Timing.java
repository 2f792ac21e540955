package dev.jumbo.examples.marshaldemo;

import java.time.Duration;
import java.util.Arrays;

/** The arithmetic of the demo's rough timings. */
public final class Timing {

  private Timing() {}

  /**
   * Runs {@code round} again and again for {@code duration}: a warm-up by time, because the JIT
   * reaches the steady state of a freshly generated class after seconds of compilations on a
   * small machine, however few rounds that is.
   */
  public static void warmUp(Duration duration, Runnable round) {
    long end = System.nanoTime() + duration.toNanos();
    do {
      round.run();
    } while (System.nanoTime() < end);
  }

  /** The median of {@code nanos}, in milliseconds. */
  public static double medianMillis(long[] nanos) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    int middle = sorted.length / 2;
    double median = sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    return median / 1e6;
  }
}
