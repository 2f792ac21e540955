package dev.jumbo.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BuildStateFileTest {

  @TempDir Path directory;

  @Test
  void aWrittenStateReadsBackEqual() {
    BuildState state = new BuildState("abc123");
    state.put(new SourceRecord("src/main/jjava/p/With Space.jjava", "h1", Set.of("p.A", "p.A$B"), Set.of("q.C"),
        Set.of("target/classes/p/A.class", "target/classes/p/A$B.class")));
    state.put(new SourceRecord("src/main/java/q/C.java", "h2", Set.of("q.C"), Set.of(), Set.of()));
    BuildStateFile file = new BuildStateFile(directory.resolve("jumbo/state.txt"));

    file.write(state);
    BuildState read = file.read().orElseThrow();

    assertEquals("abc123", read.fingerprint());
    assertEquals(List.copyOf(state.records()), List.copyOf(read.records()));
  }

  @Test
  void aMissingFileReadsAsAbsent() {
    assertTrue(new BuildStateFile(directory.resolve("none.txt")).read().isEmpty());
  }

  @Test
  void aMalformedFileReadsAsAbsent() throws IOException {
    Path path = directory.resolve("state.txt");
    Files.writeString(path, "jumbo-build-state\t1\nfingerprint\tx\nhash\torphan\n");

    assertTrue(new BuildStateFile(path).read().isEmpty());
  }

  @Test
  void anotherVersionReadsAsAbsent() throws IOException {
    Path path = directory.resolve("state.txt");
    Files.writeString(path, "jumbo-build-state\t99\nfingerprint\tx\n");

    assertTrue(new BuildStateFile(path).read().isEmpty());
  }
}
