package dev.jumbo.examples.marshaldemo;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Writes each workload with {@code java.io.ObjectOutputStream} and with each candidate stream,
 * compares the bytes, and reads the candidates' bytes back with {@code java.io.ObjectInputStream}.
 */
public final class SameBytesCheck {
  private final List<Serializer> candidates;
  private final List<String> problems = new ArrayList<>();

  public SameBytesCheck(List<Serializer> candidates) {
    this.candidates = List.copyOf(candidates);
  }

  /** Prints one row per workload, then the details of every mismatch; true when all matched. */
  public boolean run(List<Workload> workloads, PrintStream out) {
    List<String> headers = new ArrayList<>(List.of("workload", "bytes"));
    candidates.forEach(candidate -> headers.add(candidate.label()));
    headers.add("read back");
    TextTable table = new TextTable(headers.toArray(String[]::new));
    for (Workload workload : workloads) {
      table.row(check(workload).toArray(String[]::new));
    }
    table.print(out);
    if (!problems.isEmpty()) {
      out.println();
    }
    problems.forEach(problem -> out.println("  " + problem));
    return problems.isEmpty();
  }

  private List<String> check(Workload workload) {
    byte[] expected = workload.bytes(Serializer.jdk());
    List<String> cells = new ArrayList<>(List.of(workload.name(), String.format("%,d", expected.length)));
    boolean allReadBack = true;
    for (Serializer candidate : candidates) {
      byte[] actual = workload.bytes(candidate);
      boolean same = Arrays.equals(expected, actual);
      cells.add(same ? "OK" : "MISMATCH");
      if (!same) {
        problems.add(candidate.label() + " on " + workload.name() + ": " + firstDifference(expected, actual));
      }
      allReadBack &= readsBack(workload, candidate, actual);
    }
    cells.add(allReadBack ? "OK" : "FAILED");
    return cells;
  }

  /** Whether ObjectInputStream reads {@code bytes} back as objects equal to the workload's roots. */
  private boolean readsBack(Workload workload, Serializer candidate, byte[] bytes) {
    try {
      List<Object> read = workload.readBack(bytes);
      for (int index = 0; index < read.size(); index++) {
        if (!workload.roots().get(index).equals(read.get(index))) {
          problems.add(candidate.label() + " on " + workload.name() + ": object " + index + " reads back different: " + read.get(index));
          return false;
        }
      }
      return true;
    } catch (IOException | ClassNotFoundException e) {
      problems.add(candidate.label() + " on " + workload.name() + ": ObjectInputStream failed: " + e);
      return false;
    }
  }

  private static String firstDifference(byte[] expected, byte[] actual) {
    int index = Arrays.mismatch(expected, actual);
    if (index < 0) {
      return "the same bytes";
    }
    if (index >= Math.min(expected.length, actual.length)) {
      return "the JDK wrote " + expected.length + " bytes, this stream " + actual.length;
    }
    return String.format("first difference at byte %,d: the JDK wrote 0x%02x, this stream 0x%02x",
        index, expected[index] & 0xff, actual[index] & 0xff);
  }
}
