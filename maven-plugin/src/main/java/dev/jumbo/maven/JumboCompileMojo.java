package dev.jumbo.maven;

import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

import java.io.File;

/**
 * Compiles the main {@code .jjava} sources, together with the module's {@code .java} sources, into
 * {@code target/classes}. It runs in {@code process-sources}, before maven-compiler-plugin, so that
 * the {@code .java} sources see the Jumbo classes as class files and the Jumbo classes keep their
 * {@code .jjava} source names and line numbers (see the plugin's README).
 */
@Mojo(name = "compile", defaultPhase = LifecyclePhase.PROCESS_SOURCES,
    requiresDependencyResolution = ResolutionScope.COMPILE, threadSafe = true)
public final class JumboCompileMojo extends AbstractJumboCompileMojo {

  /** Where the {@code .jjava} sources are. */
  @Parameter(property = "jumbo.sourceDirectory", defaultValue = "${project.basedir}/src/main/jjava")
  private File sourceDirectory;

  /** Where the translated Java of each {@code .jjava} file is written, for reading and debugging. */
  @Parameter(property = "jumbo.generatedSourcesDirectory",
      defaultValue = "${project.build.directory}/generated-sources/jumbo")
  private File generatedSourcesDirectory;

  /** Where class files are written. */
  @Parameter(property = "jumbo.outputDirectory", defaultValue = "${project.build.outputDirectory}")
  private File outputDirectory;

  @Override
  SourceSet sourceSet() throws DependencyResolutionRequiredException {
    return new SourceSet(sourceDirectory, generatedSourcesDirectory, outputDirectory,
        project.getCompileSourceRoots(), project.getCompileClasspathElements(), project::addCompileSourceRoot,
        "compile-state.txt");
  }
}
