package dev.jumbo.maven;

import dev.jumbo.compiler.CompileRequest;
import dev.jumbo.compiler.JumboCompiler;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code jumbo:compile} and {@code jumbo:testCompile} share: the parameters, and turning
 * them into {@link BuildSettings} for an {@link IncrementalBuild}. The subclasses hold the
 * parameters whose names differ per goal and give them back as the {@link SourceSet} they build.
 */
abstract class AbstractJumboCompileMojo extends AbstractMojo {

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  protected MavenProject project;

  /** Skips the goal. */
  @Parameter(property = "jumbo.skip", defaultValue = "false")
  private boolean skip;

  /** javac's {@code --release} for the translated and the plain Java sources; at least 17. */
  @Parameter(property = "jumbo.release", defaultValue = "${maven.compiler.release}")
  private String release;

  /**
   * The encoding of the {@code .jjava} and {@code .java} sources, as maven-compiler-plugin's
   * {@code encoding}; UTF-8 when the project declares none.
   */
  @Parameter(property = "jumbo.encoding", defaultValue = "${project.build.sourceEncoding}")
  private String encoding;

  /**
   * Whether the module's {@code .java} sources are compiled together with the {@code .jjava}
   * sources. It must stay on for {@code .jjava} code that uses the module's Java types.
   */
  @Parameter(property = "jumbo.includeJavaSources", defaultValue = "true")
  private boolean includeJavaSources;

  /** Whether to recompile only what changed; off, every run rebuilds everything. */
  @Parameter(property = "jumbo.incremental", defaultValue = "true")
  private boolean incremental;

  /** Whether to write all debug information ({@code -g}: lines, source, local variables), as maven-compiler-plugin does. */
  @Parameter(property = "jumbo.debug", defaultValue = "true")
  private boolean debug;

  /** Further javac options, e.g. {@code -Xlint:all} or {@code -parameters}. */
  @Parameter
  private List<String> compilerArgs = new ArrayList<>();

  @Override
  public final void execute() throws MojoExecutionException, MojoFailureException {
    if (skip || skipsSourceSet()) {
      getLog().info("Skipping Jumbo compilation");
      return;
    }
    SourceSet sourceSet = resolvedSourceSet();
    // Registered on every run, changed or not, so that later plugins (sources jar, IDEs) see the
    // .jjava sources; maven-compiler-plugin compiles only *.java files and so ignores them.
    if (sourceSet.sourceDirectory().isDirectory()) {
      sourceSet.sourceRootRegistrar().accept(sourceSet.sourceDirectory().toString());
      warnWithoutRunTime();
      warnOfOldCompilerPlugin();
    }
    try {
      new IncrementalBuild(new JumboCompiler()::compile, getLog()).run(settings(sourceSet));
    } catch (CompilationFailedException failure) {
      throw new MojoFailureException(failure.getMessage());
    } catch (IOException | UncheckedIOException failure) {
      throw new MojoExecutionException("Jumbo compilation could not read or write a file: " + failure.getMessage(), failure);
    }
  }

  /** The compiler finds jumbo-lang by itself, but the compiled classes need it at run time too. */
  private void warnWithoutRunTime() {
    boolean hasRunTime = project.getArtifacts().stream()
        .anyMatch(artifact -> artifact.getGroupId().equals("dev.jumbo") && artifact.getArtifactId().equals("jumbo-lang"));
    if (!hasRunTime) {
      getLog().warn("dev.jumbo:jumbo-lang is not a dependency of " + project.getId()
          + "; classes compiled from .jjava sources need it at run time");
    }
  }

  /** maven-compiler-plugin runs after this goal; one too old for {@code release} fails there (CompilerPluginAdvice). */
  private void warnOfOldCompilerPlugin() throws MojoExecutionException {
    org.apache.maven.model.Plugin compiler = project.getPlugin("org.apache.maven.plugins:maven-compiler-plugin");
    if (compiler != null) {
      CompilerPluginAdvice.forVersion(compiler.getVersion(), parsedRelease()).ifPresent(getLog()::warn);
    }
  }

  private SourceSet resolvedSourceSet() throws MojoExecutionException {
    try {
      return sourceSet();
    } catch (DependencyResolutionRequiredException unresolved) {
      throw new MojoExecutionException("the class path of " + project.getId() + " is not resolved", unresolved);
    }
  }

  private BuildSettings settings(SourceSet sourceSet) throws MojoExecutionException {
    List<Path> javaRoots = includeJavaSources
        ? sourceSet.javaSourceRoots().stream().map(Path::of).toList()
        : List.of();
    return new BuildSettings(
        project.getBasedir().toPath(),
        sourceSet.sourceDirectory().toPath(),
        javaRoots,
        sourceSet.generatedSourcesDirectory().toPath(),
        sourceSet.outputDirectory().toPath(),
        sourceSet.classpathElements().stream().map(Path::of).toList(),
        parsedRelease(),
        parsedEncoding(),
        javacOptions(),
        incremental,
        project.getBuild().getDirectory() == null
            ? project.getBasedir().toPath().resolve("target").resolve(sourceSet.stateFileName())
            : Path.of(project.getBuild().getDirectory()).resolve("jumbo").resolve(sourceSet.stateFileName()));
  }

  private List<String> javacOptions() {
    List<String> options = new ArrayList<>();
    if (debug) {
      options.add("-g");
    }
    options.addAll(compilerArgs);
    return options;
  }

  private int parsedRelease() throws MojoExecutionException {
    if (release == null || release.isBlank()) {
      return CompileRequest.DEFAULT_RELEASE;
    }
    try {
      int value = Integer.parseInt(release.trim());
      if (value < CompileRequest.DEFAULT_RELEASE) {
        throw new MojoExecutionException("jumbo.release is " + value + ", but Jumbo needs at least "
            + CompileRequest.DEFAULT_RELEASE + " (set jumbo.release or maven.compiler.release)");
      }
      return value;
    } catch (NumberFormatException notNumber) {
      throw new MojoExecutionException("jumbo.release must be a Java release number such as 17, not '" + release + "'");
    }
  }

  private Charset parsedEncoding() throws MojoExecutionException {
    if (encoding == null || encoding.isBlank()) {
      return StandardCharsets.UTF_8;
    }
    try {
      return Charset.forName(encoding.trim());
    } catch (IllegalArgumentException unknown) {
      throw new MojoExecutionException("jumbo.encoding is '" + encoding + "', which is not an encoding this JVM knows"
          + " (set jumbo.encoding or project.build.sourceEncoding, e.g. to UTF-8)");
    }
  }

  /** Whether the source set is switched off by its own property ({@code maven.test.skip} for tests). */
  protected boolean skipsSourceSet() {
    return false;
  }

  /** The source set this goal builds, with its class path resolved. */
  abstract SourceSet sourceSet() throws DependencyResolutionRequiredException;
}
