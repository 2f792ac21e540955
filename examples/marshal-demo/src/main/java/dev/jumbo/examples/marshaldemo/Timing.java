package dev.jumbo.examples.marshaldemo;

import java.util.Arrays;

/** The arithmetic of the demo's rough timings. */
public final class Timing {

  private Timing() {}

  /** The median of {@code nanos}, in milliseconds. */
  public static double medianMillis(long[] nanos) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    int middle = sorted.length / 2;
    double median = sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    return median / 1e6;
  }
}
