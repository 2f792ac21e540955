package dev.jumbo.maven;

import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

import java.io.File;
import java.util.List;

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
  protected File sourceDirectory() {
    return testSourceDirectory;
  }

  @Override
  protected File generatedSourcesDirectory() {
    return generatedTestSourcesDirectory;
  }

  @Override
  protected File outputDirectory() {
    return testOutputDirectory;
  }

  @Override
  protected List<String> javaSourceRoots() {
    return project.getTestCompileSourceRoots();
  }

  @Override
  protected List<String> classpathElements() throws DependencyResolutionRequiredException {
    return project.getTestClasspathElements();
  }

  @Override
  protected void registerSourceRoot(String directory) {
    project.addTestCompileSourceRoot(directory);
  }

  @Override
  protected String stateFileName() {
    return "test-compile-state.txt";
  }
}
