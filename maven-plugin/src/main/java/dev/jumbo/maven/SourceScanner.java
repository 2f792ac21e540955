package dev.jumbo.maven;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Finds the source files of a goal: every file with one of the given extensions under the given
 * roots, in a stable order, each with its content hash. Missing roots are skipped; a file reached
 * through two roots (nested roots) is taken once.
 */
public final class SourceScanner {

  private final Path baseDirectory;

  public SourceScanner(Path baseDirectory) {
    this.baseDirectory = baseDirectory.toAbsolutePath().normalize();
  }

  public List<TrackedSource> scan(Collection<Path> roots, String extension) throws IOException {
    Set<Path> files = new TreeSet<>();
    for (Path root : roots) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> walk = Files.walk(root)) {
        walk.filter(file -> file.getFileName().toString().endsWith(extension) && Files.isRegularFile(file))
            .forEach(file -> files.add(file.toAbsolutePath().normalize()));
      }
    }
    List<TrackedSource> sources = new ArrayList<>();
    for (Path file : files) {
      sources.add(new TrackedSource(file, keyOf(file), ContentHash.of(file)));
    }
    return sources;
  }

  /** The base-relative, {@code /}-separated form used for keys and recorded outputs. */
  public String keyOf(Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    Path relative = absolute.startsWith(baseDirectory) ? baseDirectory.relativize(absolute) : absolute;
    return relative.toString().replace('\\', '/');
  }

  public Path resolve(String key) {
    return baseDirectory.resolve(key);
  }
}
