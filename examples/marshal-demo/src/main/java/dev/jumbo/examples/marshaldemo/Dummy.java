package dev.jumbo.examples.marshaldemo;

import java.io.Serializable;
import java.util.Objects;

/** The paper's {@code Dummy} (Table 1): two {@code Simple} references and an int. */
public class Dummy implements Serializable {
  private static final long serialVersionUID = 1L;

  Simple simple1;
  Simple simple2;
  int id;

  public Dummy(Simple simple1, Simple simple2, int id) {
    this.simple1 = simple1;
    this.simple2 = simple2;
    this.id = id;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Dummy that
        && that.id == id
        && Objects.equals(that.simple1, simple1)
        && Objects.equals(that.simple2, simple2);
  }

  @Override
  public int hashCode() {
    return Objects.hash(simple1, simple2, id);
  }

  /** Described by a class generated at run time ({@link Describers}). */
  @Override
  public String toString() {
    return Describers.describe(this);
  }
}
