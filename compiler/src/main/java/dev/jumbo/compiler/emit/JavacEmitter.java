package dev.jumbo.compiler.emit;

import com.sun.source.util.JavacTask;
import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.SourceUnit;

import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Compiles the translated and the plain Java sources together with the JDK's compiler,
 * in process, and reports every javac diagnostic at the position in the user's file.
 */
public final class JavacEmitter {
    private final List<Path> classpath;
    private final Path outputDirectory;
    private final int release;
    private final Charset encoding;
    private final List<String> extraOptions;

    /**
     * @param classpath       the compile classpath (jumbo-lang must be on it for translated files)
     * @param outputDirectory where class files go
     * @param release         javac's {@code --release}
     * @param encoding        javac's {@code -encoding}: how every input file, translated or plain, is read
     * @param extraOptions    options appended after the emitter's own
     */
    public JavacEmitter(List<Path> classpath, Path outputDirectory, int release, Charset encoding,
                        List<String> extraOptions) {
        this.classpath = List.copyOf(classpath);
        this.outputDirectory = outputDirectory;
        this.release = release;
        this.encoding = encoding;
        this.extraOptions = List.copyOf(extraOptions);
    }

    /**
     * The outcome of javac.
     *
     * @param success     whether javac reported no error
     * @param diagnostics javac's diagnostics, positioned in the user's files
     * @param units       per input: class files and type dependencies
     */
    public record Outcome(boolean success, List<Diagnostic> diagnostics, List<SourceUnit> units) {
    }

    /** Compiles the inputs; never throws for errors in the sources. */
    public Outcome compile(List<EmitInput> inputs) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            return new Outcome(false, List.of(Diagnostic.error(
                    "no Java compiler in this runtime; run the compiler on a JDK, not a JRE")), List.of());
        }
        createOutputDirectory();
        DiagnosticMapper mapper = new DiagnosticMapper();
        try (StandardJavaFileManager standard = javac.getStandardFileManager(null, null, encoding);
             RecordingFileManager files = new RecordingFileManager(standard)) {
            Map<JavaFileObject, EmitInput> byFileObject = new HashMap<>();
            List<JavaFileObject> units = new ArrayList<>();
            for (EmitInput input : inputs) {
                JavaFileObject fileObject = standard.getJavaFileObjects(input.javaFile()).iterator().next();
                byFileObject.put(fileObject, input);
                units.add(fileObject);
            }
            mapper.register(byFileObject);
            StringWriter toolOutput = new StringWriter();
            JavacTask task = (JavacTask) javac.getTask(toolOutput, files, mapper, options(), null, units);
            DependencyCollector dependencies = new DependencyCollector(task);
            task.addTaskListener(dependencies);
            boolean success = Boolean.TRUE.equals(task.call());
            mapper.reportToolOutput(toolOutput.toString());
            List<SourceUnit> results = new ArrayList<>();
            for (JavaFileObject fileObject : units) {
                EmitInput input = byFileObject.get(fileObject);
                if (input.original().isJumbo()) {
                    files.classFilesFrom(fileObject).stream().filter(Files::isRegularFile).forEach(classFile ->
                            SourceFileRewriter.rewrite(classFile, input.original().fileName()));
                }
                results.add(new SourceUnit(input.original().path(),
                        input.original().isJumbo() ? Optional.of(input.javaFile()) : Optional.empty(),
                        files.classFilesFrom(fileObject),
                        dependencies.definedTypes(fileObject),
                        dependencies.referencedTypes(fileObject)));
            }
            return new Outcome(success && !mapper.sawError(), mapper.diagnostics(), results);
        } catch (IOException exception) {
            throw new UncheckedIOException(exception);
        } catch (IllegalArgumentException exception) {
            // javac rejects bad options (e.g. an unknown flag) this way.
            return new Outcome(false, List.of(Diagnostic.error(exception.getMessage())), List.of());
        }
    }

    private void createOutputDirectory() {
        try {
            Files.createDirectories(outputDirectory);
        } catch (IOException exception) {
            throw new UncheckedIOException(exception);
        }
    }

    private List<String> options() {
        List<String> options = new ArrayList<>();
        options.add("--release");
        options.add(Integer.toString(release));
        options.add("-d");
        options.add(outputDirectory.toString());
        options.add("-encoding");
        options.add(encoding.name());
        if (!classpath.isEmpty()) {
            options.add("-classpath");
            options.add(classpath.stream().map(Path::toString)
                    .collect(Collectors.joining(java.io.File.pathSeparator)));
        }
        // Only the given sources are compiled; javac must not pick up stray sources on the classpath.
        options.add("-implicit:none");
        options.add("-sourcepath");
        options.add("");
        options.addAll(extraOptions);
        return options;
    }
}
