package dev.jumbo.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build logic on real compiler results: Base.jjava is used by Middle.jjava, which is used by
 * Top.java; Unrelated.jjava and Gone.jjava (with a nested class) stand alone.
 */
class IncrementalBuildTest {

  @TempDir Path project;
  private final JjavaAsJavaCompiler compiler = new JjavaAsJavaCompiler();
  private RecordingLog log;

  @BeforeEach
  void writeProject() throws IOException {
    write("src/main/jjava/p/Base.jjava", "package p; public class Base { public static String word() { return \"before\"; } }");
    write("src/main/jjava/p/Middle.jjava", "package p; public class Middle { public static String text() { return \"word: \" + Base.word(); } }");
    write("src/main/java/p/Top.java", "package p; public class Top { public static String show() { return Middle.text(); } }");
    write("src/main/jjava/p/Unrelated.jjava", "package p; public class Unrelated { int answer() { return 42; } }");
    write("src/main/jjava/p/Gone.jjava", "package p; public class Gone { static class Nested {} }");
  }

  private void write(String relative, String content) throws IOException {
    Path file = project.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content);
  }

  private BuildSettings settings() {
    Path classes = project.resolve("target/classes");
    return new BuildSettings(project, project.resolve("src/main/jjava"), List.of(project.resolve("src/main/java")),
        project.resolve("target/generated-sources/jumbo"), classes, List.of(classes), 17, StandardCharsets.UTF_8, List.of("-g"), true,
        project.resolve("target/jumbo/compile-state.txt"));
  }

  private IncrementalBuild.Summary build() throws Exception {
    log = new RecordingLog();
    return new IncrementalBuild(compiler, log).run(settings());
  }

  private Path classFile(String name) {
    return project.resolve("target/classes/p/" + name + ".class");
  }

  /** Dates every class file in the past, so that a rewrite shows as a newer time. */
  private void ageClassFiles() throws IOException {
    try (var files = Files.list(project.resolve("target/classes/p"))) {
      for (Path file : files.toList()) {
        Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000));
      }
    }
  }

  private boolean rewritten(String name) throws IOException {
    return Files.getLastModifiedTime(classFile(name)).toMillis() != 1_000_000;
  }

  @Test
  void aFirstBuildCompilesEverythingAndRemembersIt() throws Exception {
    IncrementalBuild.Summary summary = build();

    assertEquals(5, summary.compiledSources());
    assertTrue(summary.fullRebuild());
    assertTrue(Files.isRegularFile(classFile("Gone$Nested")));
    assertTrue(Files.isRegularFile(project.resolve("target/generated-sources/jumbo/p/Base.java")));
    assertTrue(log.contains("Compiling 5 sources (4 .jjava, 1 .java)"));
    assertTrue(Files.isRegularFile(project.resolve("target/jumbo/compile-state.txt")));
  }

  @Test
  void anUnchangedRebuildCompilesAndWritesNothing() throws Exception {
    build();
    ageClassFiles();
    FileTime stateTime = Files.getLastModifiedTime(project.resolve("target/jumbo/compile-state.txt"));

    IncrementalBuild.Summary summary = build();

    assertEquals(0, summary.compiledSources());
    assertEquals(1, compiler.runs);
    assertFalse(rewritten("Base") || rewritten("Middle") || rewritten("Top") || rewritten("Unrelated"));
    assertEquals(stateTime, Files.getLastModifiedTime(project.resolve("target/jumbo/compile-state.txt")));
    assertTrue(log.contains("Nothing to compile - all sources are up to date (4 .jjava, 1 .java)"));
  }

  @Test
  void anEditRecompilesTheFileAndItsDependentsAndDeletionRemovesOutputs() throws Exception {
    build();
    ageClassFiles();
    write("src/main/jjava/p/Base.jjava", "package p; public class Base { public static String word() { return \"after\"; } }");
    Files.delete(project.resolve("src/main/jjava/p/Gone.jjava"));

    IncrementalBuild.Summary summary = build();

    assertEquals(3, summary.compiledSources());
    assertEquals("1 changed, 2 dependent, 1 removed", summary.reason());
    assertTrue(rewritten("Base") && rewritten("Middle") && rewritten("Top"));
    assertFalse(rewritten("Unrelated"));
    assertFalse(Files.exists(classFile("Gone")));
    assertFalse(Files.exists(classFile("Gone$Nested")));
    assertFalse(Files.exists(project.resolve("target/generated-sources/jumbo/p/Gone.java")));
  }

  @Test
  void aCompileErrorFailsWithTheCompilersMessageAndIsRetriedAfterTheFix() throws Exception {
    build();
    write("src/main/jjava/p/Middle.jjava", "package p;\npublic class Middle {\n  public static String text() { return 1; }\n}\n");

    CompilationFailedException failure = assertThrows(CompilationFailedException.class, this::build);

    assertTrue(failure.getMessage().startsWith("Jumbo compilation failed with 1 error"), failure.getMessage());
    assertTrue(log.messages.stream().anyMatch(message -> message.matches(
        "(?s)\\[ERROR\\] \\S*Middle\\.jjava:3:40: error: incompatible types: .*\n  public static String text\\(\\) \\{ return 1; }\n {39}\\^.*")),
        String.join("\n", log.messages));
    assertFalse(Files.exists(classFile("Middle")));

    write("src/main/jjava/p/Middle.jjava", "package p; public class Middle { public static String text() { return \"fixed\"; } }");
    IncrementalBuild.Summary summary = build();

    assertEquals(2, summary.compiledSources());
    assertTrue(Files.isRegularFile(classFile("Middle")));
  }

  @Test
  void aMissingClassFileIsRebuilt() throws Exception {
    build();
    Files.delete(classFile("Unrelated"));

    IncrementalBuild.Summary summary = build();

    assertEquals(1, summary.compiledSources());
    assertTrue(Files.isRegularFile(classFile("Unrelated")));
  }

  @Test
  void removingTheLastJjavaSourceForgetsTheState() throws Exception {
    build();
    for (String name : List.of("Base", "Middle", "Unrelated", "Gone")) {
      Files.delete(project.resolve("src/main/jjava/p/" + name + ".jjava"));
    }
    Files.delete(project.resolve("src/main/java/p/Top.java"));

    build();

    assertFalse(Files.exists(project.resolve("target/jumbo/compile-state.txt")));
    assertFalse(Files.exists(classFile("Base")));
    assertFalse(Files.exists(classFile("Top")));
  }
}
