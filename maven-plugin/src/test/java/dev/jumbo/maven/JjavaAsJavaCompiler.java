package dev.jumbo.maven;

import dev.jumbo.compiler.CompileRequest;
import dev.jumbo.compiler.CompileResult;
import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.JumboCompiler;
import dev.jumbo.compiler.SourceUnit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compiles quote-free {@code .jjava} files as the plain Java they are, through the real compiler
 * (javac, dependency collection, class-file recording): the "translation" is a copy into the
 * generated-sources directory. It lets the build logic be tested on real compiler results
 * without depending on the quote translator.
 */
final class JjavaAsJavaCompiler implements Function<CompileRequest, CompileResult> {

  private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");

  int runs;

  @Override
  public CompileResult apply(CompileRequest request) {
    runs++;
    Map<Path, Path> originals = new HashMap<>();
    List<Path> sources = new ArrayList<>();
    for (Path source : request.sources()) {
      if (source.toString().endsWith(".jjava")) {
        Path copy = translate(source, request.generatedSourcesDirectory().orElseThrow());
        originals.put(copy, source);
        sources.add(copy);
      } else {
        sources.add(source);
      }
    }
    CompileResult result = new JumboCompiler().compile(CompileRequest.builder()
        .sources(sources)
        .classpath(request.classpath())
        .outputDirectory(request.outputDirectory())
        .release(request.release())
        .javacOptions(request.javacOptions())
        .build());
    List<SourceUnit> units = new ArrayList<>();
    for (SourceUnit unit : result.units()) {
      Path original = originals.getOrDefault(unit.source(), unit.source());
      Optional<Path> generated = originals.containsKey(unit.source()) ? Optional.of(unit.source()) : Optional.empty();
      units.add(new SourceUnit(original, generated, unit.classFiles(), unit.definedTypes(), unit.referencedTypes()));
    }
    List<Diagnostic> diagnostics = new ArrayList<>();
    for (Diagnostic diagnostic : result.diagnostics()) {
      Path file = diagnostic.file() == null ? null : originals.getOrDefault(diagnostic.file(), diagnostic.file());
      diagnostics.add(new Diagnostic(diagnostic.kind(), file, diagnostic.line(), diagnostic.column(),
          diagnostic.message(), diagnostic.sourceLine()));
    }
    return new CompileResult(result.success(), diagnostics, units);
  }

  private static Path translate(Path source, Path generatedSources) {
    try {
      String text = Files.readString(source);
      Matcher packageDeclaration = PACKAGE.matcher(text);
      Path directory = packageDeclaration.find()
          ? generatedSources.resolve(packageDeclaration.group(1).replace('.', '/'))
          : generatedSources;
      Path copy = directory.resolve(source.getFileName().toString().replace(".jjava", ".java"));
      Files.createDirectories(directory);
      Files.writeString(copy, text);
      return copy;
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    }
  }
}
