package dev.jumbo.maven;

import java.util.Set;

/**
 * What a successful build learnt about one source file: the hash of the content it compiled,
 * the types the file defines and refers to (binary names, from the compiler), and the files it
 * produced (paths relative to the project's base directory, {@code /}-separated).
 */
public record SourceRecord(
    String key, String contentHash, Set<String> definedTypes, Set<String> referencedTypes, Set<String> outputs) {

  public SourceRecord {
    definedTypes = Set.copyOf(definedTypes);
    referencedTypes = Set.copyOf(referencedTypes);
    outputs = Set.copyOf(outputs);
  }
}
