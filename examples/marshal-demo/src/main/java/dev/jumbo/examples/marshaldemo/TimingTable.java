package dev.jumbo.examples.marshaldemo;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;

/**
 * A rough timing of the paper's Table 1 (N Dummy objects into one stream) in this JVM: a warm-up
 * of a few seconds (the JIT needs seconds, not rounds, to reach its steady state), then rounds in which every serializer writes the workload once (interleaved, so that a load
 * spike on the machine hits all of them alike), and the median per serializer.
 */
public final class TimingTable {
  private final List<Integer> counts;
  private final Duration warmUp;
  private final int runs;

  public TimingTable(List<Integer> counts, Duration warmUp, int runs) {
    this.counts = List.copyOf(counts);
    this.warmUp = warmUp;
    this.runs = runs;
  }

  /**
   * Times {@code jdk}, {@code reflective}, {@code jumbo} and {@code jumboWithGeneration}, and
   * prints a row per count with the speed-ups of both Jumbo columns over {@code jdk}.
   */
  public void run(Serializer jdk, Serializer reflective, Serializer jumbo, Serializer jumboWithGeneration, PrintStream out) {
    List<Serializer> serializers = List.of(jdk, reflective, jumbo, jumboWithGeneration);
    ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 20);

    Workload largest = Workloads.dummies(counts.stream().max(Integer::compare).orElseThrow());
    Timing.warmUp(warmUp, () -> {
      for (Serializer serializer : serializers) {
        time(serializer, largest, buffer);
      }
    });

    TextTable table = new TextTable("count", "bytes", jdk.label(), reflective.label(), jumbo.label(),
        jumboWithGeneration.label(), jdk.label() + " ÷ " + jumbo.label(), jdk.label() + " ÷ " + jumboWithGeneration.label());
    for (int count : counts) {
      Workload workload = Workloads.dummies(count);
      long[][] nanos = new long[serializers.size()][runs];
      System.gc();
      for (int run = 0; run < runs; run++) {
        for (int index = 0; index < serializers.size(); index++) {
          nanos[index][run] = time(serializers.get(index), workload, buffer);
        }
      }
      double[] medians = new double[serializers.size()];
      for (int index = 0; index < serializers.size(); index++) {
        medians[index] = Timing.medianMillis(nanos[index]);
      }
      table.row(String.format("%,d", count), String.format("%,d", workload.bytes(jdk).length),
          millis(medians[0]), millis(medians[1]), millis(medians[2]), millis(medians[3]),
          ratio(medians[0] / medians[2]), ratio(medians[0] / medians[3]));
    }
    table.print(out);
  }

  /** Nanoseconds to open a stream on the emptied buffer, write the workload and close the stream. */
  private static long time(Serializer serializer, Workload workload, ByteArrayOutputStream buffer) {
    buffer.reset();
    long start = System.nanoTime();
    try (ObjectOutputStream stream = serializer.open(buffer)) {
      workload.writeTo(stream);
    } catch (IOException e) {
      throw new UncheckedIOException(serializer.label() + " failed on " + workload.name(), e);
    }
    return System.nanoTime() - start;
  }

  static String millis(double millis) {
    return String.format(millis < 1 ? "%.3f" : millis < 10 ? "%.2f" : "%.1f", millis);
  }

  static String ratio(double ratio) {
    return String.format(ratio < 1 ? "%.2f×" : "%.1f×", ratio);
  }
}
