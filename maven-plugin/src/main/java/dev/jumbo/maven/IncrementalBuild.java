package dev.jumbo.maven;

import dev.jumbo.compiler.CompileRequest;
import dev.jumbo.compiler.CompileResult;
import dev.jumbo.compiler.JumboCompiler;
import dev.jumbo.compiler.SourceUnit;
import org.apache.maven.plugin.logging.Log;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * One run of a goal: find the sources, decide what is stale, delete stale outputs, compile the
 * rest with {@link JumboCompiler}, and remember what was built for the next run.
 */
public final class IncrementalBuild {

  /** A source's hash in the state when it did not compile: it never matches, so it is retried. */
  private static final String NOT_COMPILED = "not-compiled";

  private final Function<CompileRequest, CompileResult> compiler;
  private final Log log;

  /** @param compiler normally {@code new JumboCompiler()::compile} */
  public IncrementalBuild(Function<CompileRequest, CompileResult> compiler, Log log) {
    this.compiler = compiler;
    this.log = log;
  }

  /** What the run did, for the goal's callers and tests. */
  public record Summary(int jumboSources, int compiledSources, boolean fullRebuild, String reason) {}

  public Summary run(BuildSettings settings) throws CompilationFailedException, IOException {
    long start = System.nanoTime();
    SourceScanner scanner = new SourceScanner(settings.baseDirectory());
    BuildStateFile stateFile = new BuildStateFile(settings.stateFile());
    Optional<BuildState> previous = stateFile.read();
    List<TrackedSource> jumboSources = scanner.scan(List.of(settings.jumboSourceDirectory()), ".jjava");
    if (jumboSources.isEmpty() && previous.isEmpty()) {
      log.info("No .jjava sources in " + settings.jumboSourceDirectory());
      return new Summary(0, 0, false, "no .jjava sources");
    }
    List<TrackedSource> sources = new ArrayList<>(jumboSources);
    sources.addAll(scanner.scan(javaRoots(settings), ".java"));

    String fingerprint = ConfigurationFingerprint.of(settings, compilerLocation());
    RebuildPlanner planner = new RebuildPlanner(output -> Files.exists(scanner.resolve(output)));
    RebuildPlan plan = settings.incremental()
        ? planner.plan(sources, previous, fingerprint)
        : planner.full(sources, previous, "incremental compilation is off");

    BuildState state = new BuildState(fingerprint);
    if (!plan.full()) {
      Set<String> replaced = new LinkedHashSet<>(plan.removedKeys());
      plan.toCompile().forEach(source -> replaced.add(source.key()));
      previous.get().records().stream().filter(record -> !replaced.contains(record.key())).forEach(state::put);
    }
    deleteOutputs(scanner, plan.staleOutputs());
    if (plan.full()) {
      deleteDirectoryContent(settings.generatedSourcesDirectory());
    }
    if (plan.toCompile().isEmpty()) {
      if (!plan.isUpToDate()) {
        saveOrDelete(stateFile, state, jumboSources);
      }
      log.info("Nothing to compile - " + plan.reason() + " (" + jumboSources.size() + " .jjava, "
          + (sources.size() - jumboSources.size()) + " .java); checked in "
          + (System.nanoTime() - start) / 1_000_000 + " ms");
      return new Summary(jumboSources.size(), 0, false, plan.reason());
    }

    log.info(compilingMessage(plan, settings));
    CompileResult result = compiler.apply(request(settings, plan));
    new DiagnosticReporter(log).report(result.diagnostics());
    record(state, scanner, plan, result);
    saveOrDelete(stateFile, state, jumboSources);
    if (!result.success()) {
      throw new CompilationFailedException(result.errors());
    }
    return new Summary(jumboSources.size(), plan.toCompile().size(), plan.full(), plan.reason());
  }

  private static List<Path> javaRoots(BuildSettings settings) {
    Path generated = settings.generatedSourcesDirectory().toAbsolutePath().normalize();
    return settings.javaSourceRoots().stream()
        .filter(root -> !root.toAbsolutePath().normalize().startsWith(generated))
        .toList();
  }

  private static CompileRequest request(BuildSettings settings, RebuildPlan plan) {
    List<Path> classpath = new ArrayList<>(settings.classpath());
    if (!classpath.contains(settings.outputDirectory())) {
      classpath.add(0, settings.outputDirectory());
    }
    return CompileRequest.builder()
        .sources(plan.toCompile().stream().map(TrackedSource::file).toList())
        .classpath(classpath)
        .outputDirectory(settings.outputDirectory())
        .generatedSourcesDirectory(settings.generatedSourcesDirectory())
        .release(settings.release())
        .encoding(settings.encoding())
        .javacOptions(settings.compilerArgs())
        .build();
  }

  /** Records each compiled source; one that did not compile keeps its outputs for deletion next time. */
  private static void record(BuildState state, SourceScanner scanner, RebuildPlan plan, CompileResult result) {
    Map<String, TrackedSource> compiled = new HashMap<>();
    plan.toCompile().forEach(source -> compiled.put(source.key(), source));
    for (SourceUnit unit : result.units()) {
      TrackedSource source = compiled.get(scanner.keyOf(unit.source()));
      if (source == null) {
        continue;
      }
      Set<String> outputs = new LinkedHashSet<>();
      unit.classFiles().forEach(file -> outputs.add(scanner.keyOf(file)));
      unit.generatedSource().ifPresent(file -> outputs.add(scanner.keyOf(file)));
      String hash = result.success() ? source.contentHash() : NOT_COMPILED;
      state.put(new SourceRecord(source.key(), hash, unit.definedTypes(), unit.referencedTypes(), outputs));
    }
  }

  private static void saveOrDelete(BuildStateFile stateFile, BuildState state, List<TrackedSource> jumboSources) {
    if (jumboSources.isEmpty() && state.records().stream().allMatch(record -> !record.key().endsWith(".jjava"))) {
      // The module has no .jjava sources any more; maven-compiler-plugin alone builds it from now on.
      stateFile.delete();
    } else {
      stateFile.write(state);
    }
  }

  private String compilingMessage(RebuildPlan plan, BuildSettings settings) {
    long jumbo = plan.toCompile().stream().filter(TrackedSource::isJumbo).count();
    long java = plan.toCompile().size() - jumbo;
    return "Compiling " + plan.toCompile().size() + " source" + (plan.toCompile().size() == 1 ? "" : "s")
        + " (" + jumbo + " .jjava, " + java + " .java) to " + settings.outputDirectory()
        + (plan.full() ? " - full build: " : " - ") + plan.reason();
  }

  private static void deleteOutputs(SourceScanner scanner, Set<String> outputs) throws IOException {
    for (String output : outputs) {
      Files.deleteIfExists(scanner.resolve(output));
    }
  }

  private static void deleteDirectoryContent(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(directory)) {
      for (Path path : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
        if (!path.equals(directory)) {
          Files.delete(path);
        }
      }
    }
  }

  private static Path compilerLocation() {
    try {
      return Path.of(JumboCompiler.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException | RuntimeException unknown) {
      throw new UncheckedIOException(new IOException("cannot locate the Jumbo compiler's jar", unknown));
    }
  }
}
