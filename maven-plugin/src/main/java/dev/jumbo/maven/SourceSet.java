package dev.jumbo.maven;

import java.io.File;
import java.util.List;
import java.util.function.Consumer;

/**
 * The source set a goal builds, main or test: where its {@code .jjava} sources are, where their
 * translation and class files go, which {@code .java} roots and class path come with it, and how
 * its {@code .jjava} directory is registered with the project. The two Mojos differ only in this.
 *
 * @param sourceDirectory the {@code .jjava} sources
 * @param generatedSourcesDirectory the translated Java
 * @param outputDirectory the class files
 * @param javaSourceRoots the project's {@code .java} source roots of this set
 * @param classpathElements the resolved class path of this set
 * @param sourceRootRegistrar adds a directory to the project's source roots of this set
 * @param stateFileName the incremental-build state file's name under {@code target/jumbo}, distinct per goal
 */
record SourceSet(
    File sourceDirectory,
    File generatedSourcesDirectory,
    File outputDirectory,
    List<String> javaSourceRoots,
    List<String> classpathElements,
    Consumer<String> sourceRootRegistrar,
    String stateFileName) {

  SourceSet {
    javaSourceRoots = List.copyOf(javaSourceRoots);
    classpathElements = List.copyOf(classpathElements);
  }
}
