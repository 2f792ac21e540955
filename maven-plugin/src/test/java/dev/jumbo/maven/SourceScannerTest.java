package dev.jumbo.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceScannerTest {

  @TempDir Path project;

  private void write(String relative, String content) throws IOException {
    Path file = project.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content);
  }

  @Test
  void findsFilesOfOneExtensionOnceWithBaseRelativeKeysAndHashes() throws IOException {
    write("src/main/jjava/p/A.jjava", "class A {}");
    write("src/main/jjava/p/B.java", "class B {}");
    write("src/main/jjava/p/q/C.jjava", "class C {}");
    SourceScanner scanner = new SourceScanner(project);

    List<TrackedSource> found = scanner.scan(
        List.of(project.resolve("src/main/jjava"), project.resolve("src/main/jjava/p/q"), project.resolve("missing")), ".jjava");

    assertEquals(List.of("src/main/jjava/p/A.jjava", "src/main/jjava/p/q/C.jjava"),
        found.stream().map(TrackedSource::key).toList());
    assertEquals(ContentHash.of("class A {}".getBytes()), found.get(0).contentHash());
  }

  @Test
  void aFileOutsideTheBaseDirectoryKeepsItsAbsolutePath() {
    SourceScanner scanner = new SourceScanner(project.resolve("module"));

    assertEquals(project.resolve("other/X.java").toString(), scanner.keyOf(project.resolve("other/X.java")));
  }
}
