package dev.jumbo.compiler.quotes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One case of the differential corpus: a {@code .jjava} file whose holder class has a static
 * method {@code quote()} returning a type-declaration quote. The quoted text, preceded by the
 * file's non-Jumbo imports, is also the reference source that javac compiles, so a case's Java
 * is written once.
 *
 * <p>Directives, each a line comment of its own:
 * <pre>
 * // inputs: 0, 1, -5, 2147483647      arguments for run(...), one run each; none: run() once
 * // pending: local class declaration  lang rejects the case with a CodeException saying
 *                                       "unsupported" and containing this text
 * // known-bug: covariant bridge       lang still disagrees with javac (or rejects the case); the
 *                                       bug is listed in quotes/README.md and the case fails loudly
 *                                       once it agrees, until the line is removed
 * // rejects: unreported exception java.io.IOException; must be caught or declared to be thrown
 *                                       javac and lang both reject the case, on the same line and
 *                                       with this message (javac's first error)
 * </pre>
 *
 * @param file      the case file
 * @param name      {@code feature/Case}, the test's display name
 * @param holder    the binary name of the holder class: {@code quotes.<feature>.<Case>}
 * @param reference the Java source of the reference class {@code Case}
 * @param inputs    the text after {@code // inputs:}, empty for a single run without arguments
 * @param pending   the text after {@code // pending:}, if the case is pending
 * @param knownBug  the text after {@code // known-bug:}, if lang is known to get the case wrong
 * @param rejects   the text after {@code // rejects:}, lang's message for a case both compilers reject
 * @param quoteLine the line of the file where the quote opens (the reference's first line after the imports)
 */
record CorpusCase(Path file, String name, String holder, String reference, String inputs, Optional<String> pending,
        Optional<String> knownBug, Optional<String> rejects, int quoteLine) {
    private static final String INPUTS = "// inputs:";
    private static final String PENDING = "// pending:";
    private static final String KNOWN_BUG = "// known-bug:";
    private static final String REJECTS = "// rejects:";
    private static final String OPEN = "$<";
    private static final String CLOSE = ">$";

    /** Reads a case below {@code root}; its package must be {@code quotes.<feature>}. */
    static CorpusCase read(Path root, Path file) throws IOException {
        String text = Files.readString(file);
        Path relative = root.relativize(file);
        if (relative.getNameCount() != 2) {
            throw new IllegalArgumentException(file + ": a case lives in <feature>/<Case>.jjava");
        }
        String feature = relative.getName(0).toString();
        String caseName = relative.getFileName().toString().replaceFirst("\\.jjava$", "");
        String packageLine = "package quotes." + feature + ";";
        if (!text.contains(packageLine)) {
            throw new IllegalArgumentException(file + ": declare `" + packageLine + "`");
        }
        return new CorpusCase(file, feature + "/" + caseName, "quotes." + feature + "." + caseName,
                reference(file, text), directive(text, INPUTS).orElse(""), directive(text, PENDING),
                directive(text, KNOWN_BUG), directive(text, REJECTS),
                (int) text.substring(0, text.indexOf(OPEN)).chars().filter(c -> c == '\n').count() + 1);
    }

    /** The imports (the reference needs the names the quote resolves through them) and the quote's text. */
    private static String reference(Path file, String text) {
        int open = text.indexOf(OPEN);
        int close = text.lastIndexOf(CLOSE);
        if (open < 0 || close < open) {
            throw new IllegalArgumentException(file + ": no quote $< ... >$");
        }
        String imports = text.lines()
                .filter(line -> line.startsWith("import ") && !line.startsWith("import dev.jumbo."))
                .collect(Collectors.joining("\n"));
        return imports + "\n" + text.substring(open + OPEN.length(), close);
    }

    /** The line of the case file that holds line {@code referenceLine} of {@link #reference()}. */
    int fileLine(long referenceLine) {
        // the reference is the imports (an empty line when there are none), then the text after $<
        long importLines = Math.max(1, reference.lines().takeWhile(line -> line.startsWith("import ")).count());
        return (int) (quoteLine + referenceLine - importLines - 1);
    }

    private static Optional<String> directive(String text, String prefix) {
        List<String> values = text.lines().map(String::strip).filter(line -> line.startsWith(prefix))
                .map(line -> line.substring(prefix.length()).strip()).toList();
        if (values.size() > 1) {
            throw new IllegalArgumentException("more than one " + prefix + " line");
        }
        return values.stream().findFirst();
    }

    @Override
    public String toString() {
        return name;
    }
}
