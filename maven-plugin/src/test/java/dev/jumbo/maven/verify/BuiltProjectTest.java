package dev.jumbo.maven.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The verify scripts' helper must itself notice what the scripts rely on it to notice. */
class BuiltProjectTest {

  @TempDir Path basedir;

  private BuiltProject project() {
    return new BuiltProject(basedir.toFile());
  }

  private void write(String relative, String content) throws IOException {
    Path file = basedir.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content);
  }

  @Test
  void aSnapshotSeesChangedGoneAndAddedFiles() throws IOException {
    write("out/kept.txt", "same");
    write("out/edited.txt", "one");
    write("out/deleted.txt", "x");
    write("out/touched.txt", "t");
    project().saveSnapshot("out", "before.txt");

    write("out/edited.txt", "two");
    Files.delete(basedir.resolve("out/deleted.txt"));
    write("out/new.txt", "n");
    Path touched = basedir.resolve("out/touched.txt");
    Files.setLastModifiedTime(touched, FileTime.fromMillis(Files.getLastModifiedTime(touched).toMillis() + 5_000));

    assertEquals(List.of("gone deleted.txt", "changed edited.txt", "changed touched.txt", "added new.txt"),
        project().changesSince("out", "before.txt"));
  }

  @Test
  void stackTraceLinesAreFoundButDiagnosticsAreNot() throws IOException {
    write("build.log", String.join("\n",
        "[ERROR] /p/Broken.jjava:5:16: error: incompatible types",
        "    int size = text;",
        "               ^",
        "java.lang.IllegalStateException: boom",
        "\tat dev.jumbo.Some$Inner.method(Some.java:12)",
        "    at java.base/java.lang.Thread.run(Thread.java:840)",
        ""));

    assertEquals(2, project().stackTraceLines().size());
    assertEquals(1, project().countInLog("error:"));
  }

  @Test
  void theLogIsSplitPerInvocationAndGivesTheCompilerSourceRoots() throws IOException {
    String main = basedir.resolve("src/main").toString();
    String test = basedir.resolve("src/test").toString();
    write("build.log", String.join("\n",
        "\u001b[0m[INFO] Scanning for projects...",
        "[INFO] Compiling 2 source files with javac",
        "[INFO] Scanning for projects...",
        "[DEBUG]   (f) compileSourceRoots = [" + main + "/java, " + main + "/jjava]",
        "[DEBUG]   (f) compileSourceRoots = [" + test + "/java, /elsewhere/generated]",
        ""));

    assertTrue(project().invocationLog(1).contains("Compiling 2 source files"));
    assertFalse(project().invocationLog(2).contains("Compiling"));
    assertEquals(List.of(), project().compilerSourceRoots(1));
    assertEquals(List.of(List.of("src/main/java", "src/main/jjava"), List.of("src/test/java", "/elsewhere/generated")),
        project().compilerSourceRoots(2));
    assertThrows(IllegalStateException.class, () -> project().invocationLog(3));
  }

  @Test
  void editingFailsWhenTheTextIsAbsent() throws IOException {
    write("src/A.jjava", "class A {}");

    assertThrows(IllegalStateException.class, () -> project().edit("src/A.jjava", "class B", "class C"));
  }
}
