package dev.jumbo.maven;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.stream.Stream;

/**
 * A digest of everything besides the sources that decides what the compiler produces: the
 * compiler itself, the JDK running javac, the release, the source encoding, the options, and the class path. A change in any of them makes
 * the next run rebuild everything.
 *
 * <p>A jar counts by its size and modification time. A directory (a reactor module's classes,
 * or the main classes seen by the tests) counts by the number and latest modification time of
 * its class files only, so that resources copied there do not force rebuilds. The goal's own
 * output directory is left out: its content is the goal's business.
 */
public final class ConfigurationFingerprint {

  private ConfigurationFingerprint() {}

  public static String of(BuildSettings settings, Path compilerLocation) {
    MessageDigest digest = ContentHash.digest();
    update(digest, "compiler " + describe(compilerLocation));
    update(digest, "jdk " + Runtime.version());
    update(digest, "release " + settings.release());
    update(digest, "encoding " + settings.encoding().name());
    settings.compilerArgs().forEach(argument -> update(digest, "option " + argument));
    update(digest, "generated " + settings.generatedSourcesDirectory().toAbsolutePath().normalize());
    Path output = settings.outputDirectory().toAbsolutePath().normalize();
    for (Path entry : settings.classpath()) {
      Path absolute = entry.toAbsolutePath().normalize();
      if (!absolute.equals(output)) {
        update(digest, "classpath " + absolute + ' ' + describe(absolute));
      }
    }
    return HexFormat.of().formatHex(digest.digest());
  }

  private static String describe(Path entry) {
    try {
      if (Files.isRegularFile(entry)) {
        return Files.size(entry) + " " + Files.getLastModifiedTime(entry).toMillis();
      }
      if (Files.isDirectory(entry)) {
        return describeClassesIn(entry);
      }
      return "absent";
    } catch (IOException failure) {
      throw new UncheckedIOException("cannot read the class-path entry " + entry, failure);
    }
  }

  private static String describeClassesIn(Path directory) throws IOException {
    long count = 0;
    long latest = 0;
    try (Stream<Path> files = Files.walk(directory)) {
      for (Path file : (Iterable<Path>) files.filter(path -> path.toString().endsWith(".class"))::iterator) {
        count++;
        latest = Math.max(latest, Files.getLastModifiedTime(file).toMillis());
      }
    }
    return count + " classes, latest " + latest;
  }

  private static void update(MessageDigest digest, String line) {
    digest.update((line + '\n').getBytes(StandardCharsets.UTF_8));
  }
}
