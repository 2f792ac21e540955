package dev.jumbo.maven;

import dev.jumbo.compiler.Diagnostic;

import java.util.List;

/** The sources have errors; the diagnostics have been reported already. */
public final class CompilationFailedException extends Exception {

  private static final long serialVersionUID = 1L;

  public CompilationFailedException(List<Diagnostic> errors) {
    super(summary(errors));
  }

  private static String summary(List<Diagnostic> errors) {
    String count = errors.size() == 1 ? "1 error" : errors.size() + " errors";
    if (errors.isEmpty()) {
      return "Jumbo compilation failed";
    }
    String first = errors.get(0).format().lines().findFirst().orElse("");
    return "Jumbo compilation failed with " + count + " (the messages are above); the first: " + first;
  }
}
