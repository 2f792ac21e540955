package dev.jumbo.maven;

import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything one run of a goal needs, taken out of Maven's object model so that the build logic
 * can be tested without Maven.
 *
 * @param baseDirectory the project's base directory; state keys and outputs are relative to it
 * @param jumboSourceDirectory where the {@code .jjava} sources are
 * @param javaSourceRoots the module's {@code .java} source roots, compiled together with the
 *     {@code .jjava} sources so that each may use the other
 * @param generatedSourcesDirectory where the translated Java of each {@code .jjava} file goes
 * @param outputDirectory where class files go
 * @param classpath the compile class path (it holds {@code outputDirectory}, so that unchanged
 *     sources are seen through their class files)
 * @param release javac's {@code --release}
 * @param encoding the encoding of the {@code .jjava} and {@code .java} sources
 * @param compilerArgs further javac options
 * @param incremental whether to reuse the previous build's state
 * @param stateFile where the incremental-build state is kept
 */
public record BuildSettings(
    Path baseDirectory,
    Path jumboSourceDirectory,
    List<Path> javaSourceRoots,
    Path generatedSourcesDirectory,
    Path outputDirectory,
    List<Path> classpath,
    int release,
    Charset encoding,
    List<String> compilerArgs,
    boolean incremental,
    Path stateFile) {

  public BuildSettings {
    javaSourceRoots = List.copyOf(javaSourceRoots);
    classpath = List.copyOf(classpath);
    compilerArgs = List.copyOf(compilerArgs);
  }
}
