package dev.jumbo.examples.marshaldemo;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads each workload, as {@code java.io.ObjectOutputStream} wrote it, with each candidate
 * reader, and checks that the objects read equal the workload's roots.
 */
public final class ReadBackCheck {
  private final List<Deserializer> candidates;
  private final List<String> problems = new ArrayList<>();

  public ReadBackCheck(List<Deserializer> candidates) {
    this.candidates = List.copyOf(candidates);
  }

  /** Prints one row per workload, then every problem; true when every reader read every workload back equal. */
  public boolean run(List<Workload> workloads, PrintStream out) {
    List<String> headers = new ArrayList<>(List.of("workload", "bytes"));
    candidates.forEach(candidate -> headers.add(candidate.label()));
    TextTable table = new TextTable(headers.toArray(String[]::new));
    for (Workload workload : workloads) {
      byte[] bytes = workload.bytes(Serializer.jdk());
      List<String> cells = new ArrayList<>(List.of(workload.name(), String.format("%,d", bytes.length)));
      for (Deserializer candidate : candidates) {
        cells.add(readsBackEqual(workload, candidate, bytes) ? "OK" : "FAILED");
      }
      table.row(cells.toArray(String[]::new));
    }
    table.print(out);
    if (!problems.isEmpty()) {
      out.println();
    }
    problems.forEach(problem -> out.println("  " + problem));
    return problems.isEmpty();
  }

  private boolean readsBackEqual(Workload workload, Deserializer candidate, byte[] bytes) {
    try {
      List<Object> read = workload.readBack(bytes, candidate);
      for (int index = 0; index < read.size(); index++) {
        if (!workload.roots().get(index).equals(read.get(index))) {
          problems.add(candidate.label() + " on " + workload.name() + ": object " + index + " reads back different: " + read.get(index));
          return false;
        }
      }
      return true;
    } catch (Exception e) {
      problems.add(candidate.label() + " on " + workload.name() + ": " + e);
      return false;
    }
  }
}
