package dev.jumbo.maven;

import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

import java.io.File;
import java.util.List;

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
  protected boolean skipsSourceSet() {
    return false;
  }

  @Override
  protected File sourceDirectory() {
    return sourceDirectory;
  }

  @Override
  protected File generatedSourcesDirectory() {
    return generatedSourcesDirectory;
  }

  @Override
  protected File outputDirectory() {
    return outputDirectory;
  }

  @Override
  protected List<String> javaSourceRoots() {
    return project.getCompileSourceRoots();
  }

  @Override
  protected List<String> classpathElements() throws DependencyResolutionRequiredException {
    return project.getCompileClasspathElements();
  }

  @Override
  protected void registerSourceRoot(String directory) {
    project.addCompileSourceRoot(directory);
  }

  @Override
  protected String stateFileName() {
    return "compile-state.txt";
  }
}
