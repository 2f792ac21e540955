package dev.jumbo.maven;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.logging.SystemStreamLog;

/** A Maven log that keeps the info, warning and error messages, for assertions. */
final class RecordingLog extends SystemStreamLog {

  final List<String> messages = new ArrayList<>();

  @Override
  public void info(CharSequence content) {
    messages.add("[INFO] " + content);
  }

  @Override
  public void warn(CharSequence content) {
    messages.add("[WARNING] " + content);
  }

  @Override
  public void error(CharSequence content) {
    messages.add("[ERROR] " + content);
  }

  boolean contains(String text) {
    return messages.stream().anyMatch(message -> message.contains(text));
  }
}
