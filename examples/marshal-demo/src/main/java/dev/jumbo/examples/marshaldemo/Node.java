package dev.jumbo.examples.marshaldemo;

import java.io.Serializable;
import java.util.Objects;

/**
 * The paper's linked list of {@code Dummy} (Table 2). {@code next} is the last field in stream
 * order (fields are ordered by name), so a generated marshaller leaves it in tail position.
 */
public class Node implements Serializable {
  private static final long serialVersionUID = 1L;

  Dummy data;
  Node next;

  public Node(Dummy data, Node next) {
    this.data = data;
    this.next = next;
  }

  /** Compares the two lists node by node, in a loop: a long list must not recurse. */
  @Override
  public boolean equals(Object other) {
    Node mine = this;
    Object theirs = other;
    while (mine != null) {
      if (!(theirs instanceof Node node) || !Objects.equals(mine.data, node.data)) {
        return false;
      }
      mine = mine.next;
      theirs = node.next;
    }
    return theirs == null;
  }

  @Override
  public int hashCode() {
    int hash = 1;
    for (Node node = this; node != null; node = node.next) {
      hash = 31 * hash + Objects.hashCode(node.data);
    }
    return hash;
  }

  /** Described by a class generated at run time ({@link Describers}). */
  @Override
  public String toString() {
    return Describers.describe(this);
  }
}
