package dev.jumbo.maven;

import java.nio.file.Path;

/**
 * A source file of the module as found now: the file, its key (its path relative to the project's
 * base directory, {@code /}-separated, so that the state file survives moving the project) and the
 * hash of its content.
 */
public record TrackedSource(Path file, String key, String contentHash) {

  /** Whether this is a Jumbo source ({@code .jjava}) rather than a plain Java one. */
  public boolean isJumbo() {
    return key.endsWith(".jjava");
  }
}
