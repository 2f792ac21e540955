package dev.jumbo.maven;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads and writes a {@link BuildState} as UTF-8 text, one {@code field<TAB>value} pair a line:
 *
 * <pre>
 * file    := "jumbo-build-state" TAB VERSION NL "fingerprint" TAB HEX NL source*
 * source  := "source" TAB KEY NL "hash" TAB HEX NL ("defines" | "references" | "output") TAB VALUE NL ...
 * </pre>
 *
 * A file that is missing, of another version or malformed reads as absent: the goal then
 * rebuilds everything, which is always correct.
 */
public final class BuildStateFile {

  private static final String MAGIC = "jumbo-build-state";
  private static final String VERSION = "1";

  private final Path file;

  public BuildStateFile(Path file) {
    this.file = file;
  }

  public Path path() {
    return file;
  }

  public Optional<BuildState> read() {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      return parse(Files.readAllLines(file, StandardCharsets.UTF_8));
    } catch (IOException | RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  public void write(BuildState state) {
    List<String> lines = new ArrayList<>();
    lines.add(MAGIC + '\t' + VERSION);
    lines.add("fingerprint\t" + state.fingerprint());
    for (SourceRecord record : state.records()) {
      lines.add("source\t" + record.key());
      lines.add("hash\t" + record.contentHash());
      new TreeSet<>(record.definedTypes()).forEach(type -> lines.add("defines\t" + type));
      new TreeSet<>(record.referencedTypes()).forEach(type -> lines.add("references\t" + type));
      new TreeSet<>(record.outputs()).forEach(output -> lines.add("output\t" + output));
    }
    try {
      Files.createDirectories(file.getParent());
      Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
      Files.write(temporary, lines, StandardCharsets.UTF_8);
      Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException failure) {
      throw new UncheckedIOException("cannot write the build state " + file, failure);
    }
  }

  public void delete() {
    try {
      Files.deleteIfExists(file);
    } catch (IOException failure) {
      throw new UncheckedIOException("cannot delete the build state " + file, failure);
    }
  }

  private static Optional<BuildState> parse(List<String> lines) {
    if (lines.size() < 2 || !lines.get(0).equals(MAGIC + '\t' + VERSION)) {
      return Optional.empty();
    }
    BuildState state = new BuildState(value(lines.get(1), "fingerprint"));
    SourceBuilder current = null;
    for (String line : lines.subList(2, lines.size())) {
      int tab = line.indexOf('\t');
      String field = line.substring(0, tab);
      String value = line.substring(tab + 1);
      if (field.equals("source")) {
        if (current != null) {
          state.put(current.build());
        }
        current = new SourceBuilder(value);
      } else {
        current.add(field, value);
      }
    }
    if (current != null) {
      state.put(current.build());
    }
    return Optional.of(state);
  }

  private static String value(String line, String field) {
    if (!line.startsWith(field + '\t')) {
      throw new IllegalArgumentException("expected " + field);
    }
    return line.substring(field.length() + 1);
  }

  /** Collects the lines of one {@code source} entry. */
  private static final class SourceBuilder {
    private final String key;
    private String hash;
    private final Set<String> defined = new TreeSet<>();
    private final Set<String> referenced = new TreeSet<>();
    private final Set<String> outputs = new TreeSet<>();

    SourceBuilder(String key) {
      this.key = key;
    }

    void add(String field, String value) {
      switch (field) {
        case "hash" -> hash = value;
        case "defines" -> defined.add(value);
        case "references" -> referenced.add(value);
        case "output" -> outputs.add(value);
        default -> throw new IllegalArgumentException("unknown field " + field);
      }
    }

    SourceRecord build() {
      if (hash == null) {
        throw new IllegalArgumentException("source without hash: " + key);
      }
      return new SourceRecord(key, hash, defined, referenced, outputs);
    }
  }
}
