package dev.jumbo.examples.marshaldemo;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** The paper's workloads (Tables 1–3), built from the classes of this package. */
public final class Workloads {

  private Workloads() {}

  /** Table 1: {@code count} Dummy objects, each with two new Simple objects. */
  public static Workload dummies(int count) {
    List<Object> roots = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      roots.add(new Dummy(new Simple(2 * i), new Simple(2 * i + 1), i));
    }
    return new Workload(String.format("Dummy ×%,d", count), roots);
  }

  /** Table 3: as Table 1, but each Simple field holds a Simple or a SimpleChild, at random (fixed seed). */
  public static Workload mixedDummies(int count, long seed) {
    Random random = new Random(seed);
    List<Object> roots = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      roots.add(new Dummy(simpleOrChild(random, 2 * i), simpleOrChild(random, 2 * i + 1), i));
    }
    return new Workload(String.format("Dummy ×%,d, Simple or SimpleChild", count), roots);
  }

  /** Table 2: {@code lists} linked lists of {@code length} Dummy nodes each. */
  public static Workload dummyLists(int lists, int length) {
    List<Object> roots = new ArrayList<>(lists);
    int id = 0;
    for (int list = 0; list < lists; list++) {
      Node head = null;
      for (int i = 0; i < length; i++, id++) {
        head = new Node(new Dummy(new Simple(2 * id), new Simple(2 * id + 1), id), head);
      }
      roots.add(head);
    }
    return new Workload(String.format("%d lists of %d Dummy nodes", lists, length), roots);
  }

  /**
   * Shared references: every Dummy points twice to one Simple, and every tenth Dummy to the
   * previous one's, so the stream writes back-references (TC_REFERENCE) instead of new objects.
   */
  public static Workload sharedSimples(int count) {
    List<Object> roots = new ArrayList<>(count);
    Simple shared = new Simple(0);
    for (int i = 0; i < count; i++) {
      if (i % 10 != 0) {
        shared = new Simple(i);
      }
      roots.add(new Dummy(shared, shared, i));
    }
    return new Workload(String.format("Dummy ×%,d sharing Simples", count), roots);
  }

  private static Simple simpleOrChild(Random random, int id) {
    return random.nextBoolean() ? new Simple(id) : new SimpleChild(id, -id);
  }
}
