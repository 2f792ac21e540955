package dev.jumbo.examples.marshaldemo;

import java.io.Serializable;

/** The paper's {@code Simple}: one int. */
public class Simple implements Serializable {
  private static final long serialVersionUID = 1L;

  int id;

  public Simple(int id) {
    this.id = id;
  }

  @Override
  public boolean equals(Object other) {
    return other != null && other.getClass() == getClass() && ((Simple) other).id == id;
  }

  @Override
  public int hashCode() {
    return id;
  }

  /** Described by a class generated at run time ({@link Describers}). */
  @Override
  public String toString() {
    return Describers.describe(this);
  }
}
