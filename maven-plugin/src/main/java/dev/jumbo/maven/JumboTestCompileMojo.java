package dev.jumbo.maven;

import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

import java.io.File;

/**
 * Compiles the test {@code .jjava} sources, together with the module's test {@code .java} sources,
 * into {@code target/test-classes}, in {@code process-test-sources}: before maven-compiler-plugin's
 * {@code testCompile}, for the reasons given on {@code jumbo:compile}.
 */
@Mojo(name = "testCompile", defaultPhase = LifecyclePhase.PROCESS_TEST_SOURCES,
    requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public final class JumboTestCompileMojo extends AbstractJumboCompileMojo {

  /** Where the test {@code .jjava} sources are. */
  @Parameter(property = "jumbo.testSourceDirectory", defaultValue = "${project.basedir}/src/test/jjava")
  private File testSourceDirectory;

  /** Where the translated Java of each test {@code .jjava} file is written. */
  @Parameter(property = "jumbo.generatedTestSourcesDirectory",
      defaultValue = "${project.build.directory}/generated-test-sources/jumbo")
  private File generatedTestSourcesDirectory;

  /** Where test class files are written. */
  @Parameter(property = "jumbo.testOutputDirectory", defaultValue = "${project.build.testOutputDirectory}")
  private File testOutputDirectory;

  /** Maven's switch that skips compiling and running tests; it skips this goal too. */
  @Parameter(property = "maven.test.skip", defaultValue = "false")
  private boolean skipTestCompilation;

  @Override
  protected boolean skipsSourceSet() {
    return skipTestCompilation;
  }

  @Override
  SourceSet sourceSet() throws DependencyResolutionRequiredException {
    return new SourceSet(testSourceDirectory, generatedTestSourcesDirectory, testOutputDirectory,
        project.getTestCompileSourceRoots(), project.getTestClasspathElements(), project::addTestCompileSourceRoot,
        "test-compile-state.txt");
  }
}
