package dev.jumbo.examples.marshaldemo;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;

/**
 * A rough timing of reading the paper's Table 1 back (N Dummy objects from one stream, written by
 * ObjectOutputStream) in this JVM: a warm-up of a few seconds, then interleaved rounds, and the median per reader.
 */
public final class ReadTimingTable {
  private final List<Integer> counts;
  private final Duration warmUp;
  private final int runs;

  public ReadTimingTable(List<Integer> counts, Duration warmUp, int runs) {
    this.counts = List.copyOf(counts);
    this.warmUp = warmUp;
    this.runs = runs;
  }

  /** Times the four readers and prints a row per count with the speed-ups of both Jumbo columns over {@code jdk}. */
  public void run(Deserializer jdk, Deserializer reflective, Deserializer jumbo, Deserializer jumboWithGeneration, PrintStream out) {
    List<Deserializer> readers = List.of(jdk, reflective, jumbo, jumboWithGeneration);
    Workload largest = Workloads.dummies(counts.stream().max(Integer::compare).orElseThrow());
    byte[] largestBytes = largest.bytes(Serializer.jdk());
    Timing.warmUp(warmUp, () -> {
      for (Deserializer reader : readers) {
        time(reader, largest, largestBytes);
      }
    });

    TextTable table = new TextTable("count", "bytes", jdk.label(), reflective.label(), jumbo.label(),
        jumboWithGeneration.label(), jdk.label() + " ÷ " + jumbo.label(), jdk.label() + " ÷ " + jumboWithGeneration.label());
    for (int count : counts) {
      Workload workload = Workloads.dummies(count);
      byte[] bytes = workload.bytes(Serializer.jdk());
      long[][] nanos = new long[readers.size()][runs];
      System.gc();
      for (int run = 0; run < runs; run++) {
        for (int index = 0; index < readers.size(); index++) {
          nanos[index][run] = time(readers.get(index), workload, bytes);
        }
      }
      double[] medians = new double[readers.size()];
      for (int index = 0; index < readers.size(); index++) {
        medians[index] = Timing.medianMillis(nanos[index]);
      }
      table.row(String.format("%,d", count), String.format("%,d", bytes.length),
          TimingTable.millis(medians[0]), TimingTable.millis(medians[1]), TimingTable.millis(medians[2]),
          TimingTable.millis(medians[3]), TimingTable.ratio(medians[0] / medians[2]), TimingTable.ratio(medians[0] / medians[3]));
    }
    table.print(out);
  }

  /** Nanoseconds to open a stream on the bytes, read the workload's objects and close the stream. */
  private static long time(Deserializer reader, Workload workload, byte[] bytes) {
    long start = System.nanoTime();
    try (ObjectInputStream stream = reader.open(new ByteArrayInputStream(bytes))) {
      for (int index = 0; index < workload.roots().size(); index++) {
        stream.readObject();
      }
    } catch (IOException | ClassNotFoundException e) {
      throw new IllegalStateException(reader.label() + " failed on " + workload.name(), e);
    }
    return System.nanoTime() - start;
  }
}
