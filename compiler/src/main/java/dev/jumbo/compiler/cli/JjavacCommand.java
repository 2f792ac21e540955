package dev.jumbo.compiler.cli;

import dev.jumbo.compiler.CompileRequest;
import dev.jumbo.compiler.CompileResult;
import dev.jumbo.compiler.JumboCompiler;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.File;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code jjavac}: compiles {@code .jjava} and {@code .java} files together, as javac does.
 * Exit status 0 when the compilation succeeds, 1 otherwise (errors in the sources or on
 * the command line).
 */
@Command(name = "jjavac", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false, exitCodeOnInvalidInput = 1, exitCodeOnExecutionException = 1,
        description = "Compiles Jumbo (.jjava) and Java (.java) sources together into class files.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the sources compiled", "1:errors were reported"})
public final class JjavacCommand implements Callable<Integer> {
    /**
     * The Jumbo libraries a program may use besides jumbo-lang (jumbo-stdlib, jumbo-marshal), put after
     * the user's class path; {@code bin/jjavac} sets it to the jars {@code bin/jjava} runs with, so
     * that what compiles also runs and what runs also compiles.
     */
    public static final String LIBRARIES_PROPERTY = "jumbo.jjavac.libraries";

    @Option(names = "-d", required = true, paramLabel = "DIR", description = "Where to write class files.")
    private Path outputDirectory;

    @Option(names = {"-cp", "-classpath", "--class-path"}, paramLabel = "PATH",
            description = "Where to find user classes: directories and jars, separated by '${sys:path.separator}'.")
    private String classpath;

    @Option(names = "-s", paramLabel = "GENSRC",
            description = "Where to keep the Java translated from .jjava files (default: a temporary directory).")
    private Path generatedSourcesDirectory;

    @Option(names = "--release", paramLabel = "N", defaultValue = "17",
            description = "Compile for Java release N (default: ${DEFAULT-VALUE}).")
    private int release;

    @Option(names = {"-encoding", "--encoding"}, paramLabel = "CHARSET", defaultValue = "UTF-8",
            description = "The encoding of the source files, as javac's -encoding (default: ${DEFAULT-VALUE}).")
    private Charset encoding;

    @Option(names = "--javac-option", paramLabel = "OPTION",
            description = "Pass OPTION to javac, e.g. --javac-option=-Xlint:all (repeatable).")
    private List<String> javacOptions = new ArrayList<>();

    @Parameters(arity = "1..*", paramLabel = "FILES|DIRS",
            description = ".jjava and .java files, or directories searched for them.")
    private List<Path> sources;

    private final PrintWriter errors;

    JjavacCommand(PrintWriter errors) {
        this.errors = errors;
    }

    @Override
    public Integer call() {
        CompileRequest.Builder request = CompileRequest.builder()
                .sources(sources)
                .outputDirectory(outputDirectory)
                .generatedSourcesDirectory(generatedSourcesDirectory)
                .release(release)
                .encoding(encoding)
                .javacOptions(javacOptions);
        for (String path : new String[] {classpath, System.getProperty(LIBRARIES_PROPERTY)}) {
            if (path != null) {
                Arrays.stream(path.split(File.pathSeparator))
                        .filter(entry -> !entry.isEmpty())
                        .map(Path::of)
                        .forEach(request::classpathEntry);
            }
        }
        CompileResult result = new JumboCompiler().compile(request.build());
        errors.print(result.formattedDiagnostics());
        long errorCount = result.errors().size();
        if (errorCount > 0) {
            errors.println(errorCount == 1 ? "1 error" : errorCount + " errors");
        }
        errors.flush();
        return result.success() ? 0 : 1;
    }

    /** Runs the command with the process's streams and returns the exit status. */
    public static int run(String[] arguments, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new JjavacCommand(err));
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setParameterExceptionHandler((exception, unparsed) -> {
            // A usage error, as javac reports one: the problem, the synopsis, where the help is.
            CommandLine failed = exception.getCommandLine();
            err.println("jjavac: " + exception.getMessage());
            err.print(failed.getHelp().synopsisHeading() + failed.getHelp().synopsis(0));
            err.println("Try 'jjavac --help' for more information.");
            err.flush();
            return 1;
        });
        commandLine.setExecutionExceptionHandler((exception, line, parseResult) -> {
            // An internal failure (a compiler bug or an unwritable directory): one line, no stack trace,
            // unless asked for with JUMBO_DEBUG.
            err.println("jjavac: " + exception);
            if (System.getenv("JUMBO_DEBUG") != null) {
                exception.printStackTrace(err);
            }
            err.flush();
            return 1;
        });
        return commandLine.execute(arguments);
    }

    public static void main(String[] arguments) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(run(arguments, out, err));
    }
}
