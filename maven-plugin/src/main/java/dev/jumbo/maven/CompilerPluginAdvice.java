package dev.jumbo.maven;

import java.util.Optional;

/**
 * What to do when the module's maven-compiler-plugin cannot compile for the release Jumbo needs. Maven 3.8
 * and 3.9 bind maven-compiler-plugin 3.1 when a POM does not pin it; that version predates the
 * {@code release} parameter (3.6), ignores {@code maven.compiler.release}, and asks javac for Java 5, which
 * JDK 17 refuses ("Source option 5 is no longer supported") after jumbo:compile has succeeded. The
 * message says so before that failure, with the lines to add.
 */
final class CompilerPluginAdvice {
  /** The first maven-compiler-plugin with the {@code release} parameter. */
  static final int[] FIRST_WITH_RELEASE = {3, 6};

  /** The version the project's root POM pins, given in the advice. */
  static final String ADVISED_VERSION = "3.14.0";

  private CompilerPluginAdvice() {
  }

  /**
   * The warning for a module whose maven-compiler-plugin has {@code version} (null when the model names
   * none), or empty when that version knows {@code release}.
   */
  static Optional<String> forVersion(String version, int release) {
    if (version != null && !isBefore(version, FIRST_WITH_RELEASE)) {
      return Optional.empty();
    }
    String named = version == null ? "of Maven's default version" : version;
    return Optional.of("maven-compiler-plugin " + named + " ignores maven.compiler.release and compiles for Java 5,"
        + " which this JDK refuses (\"Source option 5 is no longer supported\"); pin a newer one in the POM's"
        + " <build><plugins>: <plugin><groupId>org.apache.maven.plugins</groupId>"
        + "<artifactId>maven-compiler-plugin</artifactId><version>" + ADVISED_VERSION + "</version>"
        + "<configuration><release>" + release + "</release></configuration></plugin>");
  }

  /** Whether the dotted {@code version} (qualifiers such as {@code -SNAPSHOT} ignored) is below {@code bound}. */
  static boolean isBefore(String version, int[] bound) {
    String[] parts = version.split("[.-]");
    for (int index = 0; index < bound.length; index++) {
      int part = index < parts.length ? leadingNumber(parts[index]) : 0;
      if (part != bound[index]) {
        return part < bound[index];
      }
    }
    return false;
  }

  private static int leadingNumber(String part) {
    int end = 0;
    while (end < part.length() && end < 9 && Character.isDigit(part.charAt(end))) {
      end++;
    }
    return end == 0 ? 0 : Integer.parseInt(part.substring(0, end));
  }
}
