package dev.jumbo.maven.verify;

import dev.jumbo.maven.ContentHash;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * What the integration tests' verify scripts ask of a project that Maven built: its log, its
 * class files' debug attributes, snapshots of its outputs, and running its main class. It lives
 * in the test sources so that it is compiled and tested once, and the scripts stay short (the
 * invoker puts the test class path on the scripts' class path).
 */
public final class BuiltProject {

  /** What every Maven run prints first. */
  private static final String INVOCATION_START = "Scanning for projects...";

  /** maven-compiler-plugin's configured source roots, as {@code -X} logs them. */
  private static final Pattern COMPILER_SOURCE_ROOTS = Pattern.compile("\\(f\\) compileSourceRoots = \\[(.*)]");

  private final Path basedir;

  public BuiltProject(File basedir) {
    this.basedir = basedir.toPath();
  }

  public Path path(String relative) {
    return basedir.resolve(relative);
  }

  /** The invoker's {@code build.log}: every invocation of the case, in order. */
  public String log() throws IOException {
    return Files.readString(path("build.log"), StandardCharsets.UTF_8);
  }

  /**
   * The part of the log that the {@code number}th invocation of the case wrote (from 1, as in
   * {@code invoker.goals.N}): from its {@code Scanning for projects...} to the next one.
   */
  public String invocationLog(int number) throws IOException {
    String log = log();
    List<Integer> starts = new ArrayList<>();
    for (int index = log.indexOf(INVOCATION_START); index >= 0; index = log.indexOf(INVOCATION_START, index + 1)) {
      starts.add(index);
    }
    if (number < 1 || number > starts.size()) {
      throw new IllegalStateException("build.log holds " + starts.size() + " invocations, not " + number);
    }
    return log.substring(starts.get(number - 1), number < starts.size() ? starts.get(number) : log.length());
  }

  /**
   * The source roots maven-compiler-plugin was configured with in the {@code number}th
   * invocation, one list per execution in order (compile, then testCompile); only a run with
   * {@code -X} logs them. Roots inside the project are relative to it, with forward slashes.
   */
  public List<List<String>> compilerSourceRoots(int number) throws IOException {
    List<List<String>> executions = new ArrayList<>();
    Matcher roots = COMPILER_SOURCE_ROOTS.matcher(invocationLog(number));
    while (roots.find()) {
      executions.add(roots.group(1).isBlank() ? List.of()
          : Stream.of(roots.group(1).split(", ")).map(this::relativeToProject).toList());
    }
    return executions;
  }

  private String relativeToProject(String file) {
    Path path = Path.of(file);
    return (path.startsWith(basedir) ? basedir.relativize(path) : path).toString().replace('\\', '/');
  }

  /** How often {@code text} occurs in the log. */
  public int countInLog(String text) throws IOException {
    String log = log();
    int count = 0;
    for (int index = log.indexOf(text); index >= 0; index = log.indexOf(text, index + text.length())) {
      count++;
    }
    return count;
  }

  /** The lines of the log that look like a Java stack trace: {@code at some.Class.method(...)}. */
  public List<String> stackTraceLines() throws IOException {
    return log().lines().filter(line -> line.matches("\\s+at [\\w$./@]+\\(.*\\)\\s*")).toList();
  }

  /** The SourceFile attribute of {@code target/classes/<binaryName>.class}. */
  public String sourceFileOf(String binaryName) throws IOException {
    return sourceFileOf("target/classes", binaryName);
  }

  public String sourceFileOf(String classesDirectory, String binaryName) throws IOException {
    String[] sourceFile = new String[1];
    reader(classesDirectory, binaryName).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public void visitSource(String source, String debug) {
        sourceFile[0] = source;
      }
    }, 0);
    return sourceFile[0];
  }

  /** Every line number in the LineNumberTables of {@code target/classes/<binaryName>.class}. */
  public SortedSet<Integer> linesOf(String binaryName) throws IOException {
    SortedSet<Integer> lines = new TreeSet<>();
    reader("target/classes", binaryName).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM9) {
          @Override
          public void visitLineNumber(int line, Label start) {
            lines.add(line);
          }
        };
      }
    }, 0);
    return lines;
  }

  private ClassReader reader(String classesDirectory, String binaryName) throws IOException {
    return new ClassReader(Files.readAllBytes(path(classesDirectory + "/" + binaryName.replace('.', '/') + ".class")));
  }

  /**
   * Content hash and modification time of every file under {@code directory}, by relative path,
   * one {@code path=hash@millis} line each: what an unchanged rebuild must leave as it is.
   */
  public String snapshot(String directory) throws IOException {
    Map<String, String> entries = new TreeMap<>();
    Path root = path(directory);
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        entries.put(root.relativize(file).toString().replace('\\', '/'),
            ContentHash.of(file) + "@" + Files.getLastModifiedTime(file).toMillis());
      }
    }
    StringBuilder text = new StringBuilder();
    entries.forEach((file, fact) -> text.append(file).append('=').append(fact).append('\n'));
    return text.toString();
  }

  /** Writes {@link #snapshot(String)} to a file of the project, for a later script to compare. */
  public void saveSnapshot(String directory, String file) throws IOException {
    Files.writeString(path(file), snapshot(directory), StandardCharsets.UTF_8);
  }

  /** The entries whose hash or time differ between a saved snapshot and now, and those added or gone. */
  public List<String> changesSince(String directory, String savedFile) throws IOException {
    Map<String, String> before = parse(Files.readString(path(savedFile), StandardCharsets.UTF_8));
    Map<String, String> after = parse(snapshot(directory));
    List<String> changes = new ArrayList<>();
    before.forEach((file, fact) -> {
      if (!after.containsKey(file)) {
        changes.add("gone " + file);
      } else if (!after.get(file).equals(fact)) {
        changes.add("changed " + file);
      }
    });
    after.keySet().stream().filter(file -> !before.containsKey(file)).forEach(file -> changes.add("added " + file));
    return changes;
  }

  private static Map<String, String> parse(String snapshot) {
    Map<String, String> entries = new TreeMap<>();
    snapshot.lines().forEach(line -> {
      int equals = line.lastIndexOf('=');
      entries.put(line.substring(0, equals), line.substring(equals + 1));
    });
    return entries;
  }

  /**
   * Runs {@code mainClass} in a new JVM (the one running Maven) on {@code target/classes} plus the
   * Jumbo run time (jumbo-lang and ASM), and returns what it printed; fails unless it exits with 0.
   */
  public String run(String mainClass) throws IOException, InterruptedException {
    List<String> classpath = List.of(
        path("target/classes").toString(),
        locationOf("dev.jumbo.lang.Code"),
        locationOf("org.objectweb.asm.ClassVisitor"));
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process process = new ProcessBuilder(java.toString(), "-cp", String.join(File.pathSeparator, classpath), mainClass)
        .directory(basedir.toFile())
        .redirectErrorStream(true)
        .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException(mainClass + " did not finish within 60 s; it printed:\n" + output);
    }
    if (process.exitValue() != 0) {
      throw new IllegalStateException(mainClass + " exited with " + process.exitValue() + ":\n" + output);
    }
    return output;
  }

  private static String locationOf(String className) {
    try {
      return Path.of(Class.forName(className).getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (ClassNotFoundException | URISyntaxException missing) {
      throw new IllegalStateException("the Jumbo run time is not on the verify script's class path: " + className, missing);
    }
  }

  /** Replaces {@code from} by {@code to} in a project file; fails if {@code from} is not there. */
  public void edit(String file, String from, String to) throws IOException {
    Path source = path(file);
    String text = Files.readString(source, StandardCharsets.UTF_8);
    if (!text.contains(from)) {
      throw new IllegalStateException(file + " does not contain " + from);
    }
    Files.writeString(source, text.replace(from, to), StandardCharsets.UTF_8);
  }

  public void delete(String file) {
    try {
      Files.delete(path(file));
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    }
  }
}
