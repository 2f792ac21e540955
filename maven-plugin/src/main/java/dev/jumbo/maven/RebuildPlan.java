package dev.jumbo.maven;

import java.util.List;
import java.util.Set;

/**
 * What one run of a goal must do: the sources to compile, the keys of sources that disappeared,
 * the previous outputs to delete before compiling (outputs of both), and why.
 *
 * @param full whether everything is rebuilt (no usable state, or the configuration changed)
 * @param reason a short human-readable cause, for the log
 */
public record RebuildPlan(
    List<TrackedSource> toCompile, Set<String> removedKeys, Set<String> staleOutputs, boolean full, String reason) {

  public RebuildPlan {
    toCompile = List.copyOf(toCompile);
    removedKeys = Set.copyOf(removedKeys);
    staleOutputs = Set.copyOf(staleOutputs);
  }

  public boolean isUpToDate() {
    return toCompile.isEmpty() && removedKeys.isEmpty();
  }
}
