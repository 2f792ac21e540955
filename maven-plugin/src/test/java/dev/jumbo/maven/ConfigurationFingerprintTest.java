package dev.jumbo.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigurationFingerprintTest {

  @TempDir Path project;
  private Path compilerJar;
  private Path libraryJar;
  private Path siblingClasses;
  private Path output;

  @BeforeEach
  void createClassPath() throws IOException {
    compilerJar = Files.writeString(project.resolve("compiler.jar"), "compiler");
    libraryJar = Files.writeString(project.resolve("library.jar"), "library");
    siblingClasses = Files.createDirectories(project.resolve("sibling/classes"));
    Files.writeString(siblingClasses.resolve("A.class"), "a");
    output = Files.createDirectories(project.resolve("target/classes"));
  }

  private BuildSettings settings(int release, Charset encoding, List<String> options) {
    return new BuildSettings(project, project.resolve("src/main/jjava"), List.of(), project.resolve("target/gen"),
        output, List.of(output, libraryJar, siblingClasses), release, encoding, options, true,
        project.resolve("state.txt"));
  }

  private BuildSettings settings(int release, List<String> options) {
    return settings(release, StandardCharsets.UTF_8, options);
  }

  private String fingerprint() {
    return ConfigurationFingerprint.of(settings(17, List.of("-g")), compilerJar);
  }

  @Test
  void isStableWhileNothingChanges() {
    assertEquals(fingerprint(), fingerprint());
  }

  @Test
  void changesWithTheReleaseTheEncodingAndTheOptions() {
    String base = fingerprint();

    assertNotEquals(base, ConfigurationFingerprint.of(settings(21, List.of("-g")), compilerJar));
    assertNotEquals(base, ConfigurationFingerprint.of(settings(17, List.of("-g", "-parameters")), compilerJar));
    assertNotEquals(base, ConfigurationFingerprint.of(settings(17, StandardCharsets.ISO_8859_1, List.of("-g")), compilerJar));
  }

  @Test
  void changesWhenAJarOrTheCompilerChanges() throws IOException {
    String base = fingerprint();
    Files.writeString(libraryJar, "library, version 2");
    String afterLibrary = fingerprint();
    Files.writeString(compilerJar, "compiler, version 2");

    assertNotEquals(base, afterLibrary);
    assertNotEquals(afterLibrary, fingerprint());
  }

  @Test
  void changesWhenAClassOfADirectoryEntryChangesButNotForOtherFiles() throws IOException {
    String base = fingerprint();
    Files.writeString(siblingClasses.resolve("resource.properties"), "copied by the resources plugin");
    String afterResource = fingerprint();
    Files.writeString(siblingClasses.resolve("B.class"), "b");

    assertEquals(base, afterResource);
    assertNotEquals(afterResource, fingerprint());
  }

  @Test
  void ignoresTheGoalsOwnOutputDirectory() throws IOException {
    String base = fingerprint();
    Path written = Files.writeString(output.resolve("Compiled.class"), "x");
    Files.setLastModifiedTime(written, FileTime.fromMillis(System.currentTimeMillis() + 10_000));

    assertEquals(base, fingerprint());
  }
}
