package dev.jumbo.maven;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Decides which sources to recompile, from the sources found now and the previous build's state.
 *
 * <p>A source is compiled when it is new, its content hash changed, one of its outputs is missing,
 * or it refers (directly or through other recompiled sources) to a type defined by a source that
 * is recompiled or was removed. Following references transitively is conservative: it also
 * recompiles dependents whose dependencies changed only in their bodies, but it never misses one.
 */
public final class RebuildPlanner {

  private final Predicate<String> outputExists;

  /** @param outputExists whether an output recorded in the state (a base-relative path) still exists */
  public RebuildPlanner(Predicate<String> outputExists) {
    this.outputExists = outputExists;
  }

  public RebuildPlan plan(List<TrackedSource> sources, Optional<BuildState> previous, String fingerprint) {
    if (previous.isEmpty()) {
      return fullRebuild(sources, Set.of(), "no previous build state");
    }
    BuildState state = previous.get();
    if (!state.fingerprint().equals(fingerprint)) {
      return fullRebuild(sources, allOutputs(state), "the configuration or the class path changed");
    }
    Map<String, TrackedSource> current = new LinkedHashMap<>();
    sources.forEach(source -> current.put(source.key(), source));

    Set<String> dirty = new TreeSet<>();
    for (TrackedSource source : sources) {
      Optional<SourceRecord> record = state.record(source.key());
      if (record.isEmpty()
          || !record.get().contentHash().equals(source.contentHash())
          || !record.get().outputs().stream().allMatch(outputExists)) {
        dirty.add(source.key());
      }
    }
    Set<String> removed = new TreeSet<>();
    for (SourceRecord record : state.records()) {
      if (!current.containsKey(record.key())) {
        removed.add(record.key());
      }
    }
    int changed = dirty.size();
    addDependents(state, dirty, removed);

    Set<String> staleOutputs = new TreeSet<>();
    for (String key : union(dirty, removed)) {
      state.record(key).ifPresent(record -> staleOutputs.addAll(record.outputs()));
    }
    List<TrackedSource> toCompile = new ArrayList<>();
    dirty.forEach(key -> toCompile.add(current.get(key)));
    String reason = dirty.isEmpty() && removed.isEmpty()
        ? "all sources are up to date"
        : describe(changed, dirty.size() - changed, removed.size());
    return new RebuildPlan(toCompile, removed, staleOutputs, false, reason);
  }

  /** Grows {@code dirty} with every unchanged source that depends on a type of a dirty or removed source. */
  private static void addDependents(BuildState state, Set<String> dirty, Set<String> removed) {
    Map<String, List<String>> referrers = new HashMap<>();
    for (SourceRecord record : state.records()) {
      record.referencedTypes().forEach(type -> referrers.computeIfAbsent(type, any -> new ArrayList<>()).add(record.key()));
    }
    Deque<String> pending = new ArrayDeque<>(union(dirty, removed));
    while (!pending.isEmpty()) {
      Set<String> definedTypes = state.record(pending.pop()).map(SourceRecord::definedTypes).orElse(Set.of());
      for (String type : definedTypes) {
        for (String referrer : referrers.getOrDefault(type, List.of())) {
          if (!removed.contains(referrer) && dirty.add(referrer)) {
            pending.push(referrer);
          }
        }
      }
    }
  }

  /** Rebuild everything; the previous build's outputs, if any, are stale. */
  public RebuildPlan full(List<TrackedSource> sources, Optional<BuildState> previous, String reason) {
    return fullRebuild(sources, previous.map(RebuildPlanner::allOutputs).orElse(Set.of()), reason);
  }

  private static RebuildPlan fullRebuild(List<TrackedSource> sources, Set<String> staleOutputs, String reason) {
    return new RebuildPlan(sources, Set.of(), staleOutputs, true, reason);
  }

  private static Set<String> allOutputs(BuildState state) {
    Set<String> outputs = new TreeSet<>();
    state.records().forEach(record -> outputs.addAll(record.outputs()));
    return outputs;
  }

  private static Set<String> union(Set<String> first, Set<String> second) {
    Set<String> union = new TreeSet<>(first);
    union.addAll(second);
    return union;
  }

  private static String describe(int changed, int dependents, int removed) {
    return changed + " changed, " + dependents + " dependent, " + removed + " removed";
  }
}
