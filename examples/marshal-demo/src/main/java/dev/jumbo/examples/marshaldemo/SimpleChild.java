package dev.jumbo.examples.marshaldemo;

import java.util.Objects;

/** The paper's {@code SimpleChild}: a subclass, so a {@code Simple} field may hold either (Table 3). */
public class SimpleChild extends Simple {
  private static final long serialVersionUID = 1L;

  int otherId;

  public SimpleChild(int id, int otherId) {
    super(id);
    this.otherId = otherId;
  }

  @Override
  public boolean equals(Object other) {
    return super.equals(other) && ((SimpleChild) other).otherId == otherId;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, otherId);
  }

  /** Described by a class generated at run time ({@link Describers}). */
  @Override
  public String toString() {
    return Describers.describe(this);
  }
}
