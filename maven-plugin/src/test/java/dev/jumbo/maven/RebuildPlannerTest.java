package dev.jumbo.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RebuildPlannerTest {

  private static final String FINGERPRINT = "f1";

  /** a.A refers to b.B, b.B refers to c.C, d.D stands alone. */
  private static BuildState chainState() {
    BuildState state = new BuildState(FINGERPRINT);
    state.put(new SourceRecord("src/A.jjava", "hA", Set.of("a.A"), Set.of("b.B"), Set.of("target/classes/a/A.class")));
    state.put(new SourceRecord("src/B.java", "hB", Set.of("b.B", "b.B$Inner"), Set.of("c.C"), Set.of("target/classes/b/B.class")));
    state.put(new SourceRecord("src/C.jjava", "hC", Set.of("c.C"), Set.of(), Set.of("target/classes/c/C.class", "target/gen/c/C.java")));
    state.put(new SourceRecord("src/D.jjava", "hD", Set.of("d.D"), Set.of("java.util.List"), Set.of("target/classes/d/D.class")));
    return state;
  }

  private static TrackedSource source(String key, String hash) {
    return new TrackedSource(Path.of("/project").resolve(key), key, hash);
  }

  private static List<TrackedSource> unchangedSources() {
    return List.of(source("src/A.jjava", "hA"), source("src/B.java", "hB"), source("src/C.jjava", "hC"), source("src/D.jjava", "hD"));
  }

  private static List<String> keys(RebuildPlan plan) {
    return plan.toCompile().stream().map(TrackedSource::key).toList();
  }

  private final RebuildPlanner planner = new RebuildPlanner(output -> true);

  @Test
  void withoutStateEverythingIsCompiled() {
    RebuildPlan plan = planner.plan(unchangedSources(), Optional.empty(), FINGERPRINT);

    assertTrue(plan.full());
    assertEquals(4, plan.toCompile().size());
    assertTrue(plan.staleOutputs().isEmpty());
  }

  @Test
  void unchangedSourcesAreUpToDate() {
    RebuildPlan plan = planner.plan(unchangedSources(), Optional.of(chainState()), FINGERPRINT);

    assertTrue(plan.isUpToDate());
    assertFalse(plan.full());
    assertTrue(plan.staleOutputs().isEmpty());
  }

  @Test
  void aChangedFingerprintRebuildsEverythingAndDropsAllOutputs() {
    RebuildPlan plan = planner.plan(unchangedSources(), Optional.of(chainState()), "f2");

    assertTrue(plan.full());
    assertEquals(4, plan.toCompile().size());
    assertEquals(5, plan.staleOutputs().size());
  }

  @Test
  void anEditRecompilesTheFileAndItsTransitiveDependentsOnly() {
    List<TrackedSource> sources = List.of(
        source("src/A.jjava", "hA"), source("src/B.java", "hB"), source("src/C.jjava", "hC-edited"), source("src/D.jjava", "hD"));

    RebuildPlan plan = planner.plan(sources, Optional.of(chainState()), FINGERPRINT);

    assertEquals(List.of("src/A.jjava", "src/B.java", "src/C.jjava"), keys(plan));
    assertEquals(Set.of("target/classes/a/A.class", "target/classes/b/B.class",
        "target/classes/c/C.class", "target/gen/c/C.java"), plan.staleOutputs());
    assertEquals("1 changed, 2 dependent, 0 removed", plan.reason());
  }

  @Test
  void aReferenceToANestedTypeMakesADependent() {
    BuildState state = chainState();
    state.put(new SourceRecord("src/E.java", "hE", Set.of("e.E"), Set.of("b.B$Inner"), Set.of("target/classes/e/E.class")));
    List<TrackedSource> sources = List.of(
        source("src/A.jjava", "hA"), source("src/B.java", "hB-edited"), source("src/C.jjava", "hC"),
        source("src/D.jjava", "hD"), source("src/E.java", "hE"));

    RebuildPlan plan = planner.plan(sources, Optional.of(state), FINGERPRINT);

    assertEquals(List.of("src/A.jjava", "src/B.java", "src/E.java"), keys(plan));
  }

  @Test
  void aDeletedSourceLosesItsOutputsAndItsDependentsAreRecompiled() {
    List<TrackedSource> sources = List.of(source("src/A.jjava", "hA"), source("src/B.java", "hB"), source("src/D.jjava", "hD"));

    RebuildPlan plan = planner.plan(sources, Optional.of(chainState()), FINGERPRINT);

    assertEquals(Set.of("src/C.jjava"), plan.removedKeys());
    assertEquals(List.of("src/A.jjava", "src/B.java"), keys(plan));
    assertTrue(plan.staleOutputs().containsAll(Set.of("target/classes/c/C.class", "target/gen/c/C.java")));
  }

  @Test
  void aNewSourceIsCompiledAlone() {
    List<TrackedSource> sources = new java.util.ArrayList<>(unchangedSources());
    sources.add(source("src/F.jjava", "hF"));

    RebuildPlan plan = planner.plan(sources, Optional.of(chainState()), FINGERPRINT);

    assertEquals(List.of("src/F.jjava"), keys(plan));
  }

  @Test
  void aMissingOutputRecompilesItsSource() {
    RebuildPlanner plannerMissingD = new RebuildPlanner(output -> !output.equals("target/classes/d/D.class"));

    RebuildPlan plan = plannerMissingD.plan(unchangedSources(), Optional.of(chainState()), FINGERPRINT);

    assertEquals(List.of("src/D.jjava"), keys(plan));
  }

  @Test
  void aFullPlanMarksThePreviousOutputsStale() {
    RebuildPlan plan = planner.full(unchangedSources(), Optional.of(chainState()), "incremental compilation is off");

    assertTrue(plan.full());
    assertEquals(5, plan.staleOutputs().size());
  }
}
