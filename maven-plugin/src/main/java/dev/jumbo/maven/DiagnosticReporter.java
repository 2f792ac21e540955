package dev.jumbo.maven;

import dev.jumbo.compiler.Diagnostic;
import org.apache.maven.plugin.logging.Log;

/**
 * Writes compiler diagnostics to the Maven log in the compiler's own shape
 * ({@code File.jjava:LINE:COL: error: message}, the source line, a caret), errors at error
 * level, warnings at warning level and notes at info level.
 */
public final class DiagnosticReporter {

  private final Log log;

  public DiagnosticReporter(Log log) {
    this.log = log;
  }

  public void report(Iterable<Diagnostic> diagnostics) {
    for (Diagnostic diagnostic : diagnostics) {
      String text = diagnostic.format().stripTrailing();
      switch (diagnostic.kind()) {
        case ERROR -> log.error(text);
        case WARNING -> log.warn(text);
        case NOTE -> log.info(text);
      }
    }
  }
}
