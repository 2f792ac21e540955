package dev.jumbo.compiler.emit;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;

import javax.tools.DiagnosticListener;
import javax.tools.JavaFileObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns javac's diagnostics into the compiler's: positioned in the {@code .jjava} file a
 * translated unit came from, never in the generated Java, and with a hole's type error
 * phrased in terms of the hole.
 */
final class DiagnosticMapper implements DiagnosticListener<JavaFileObject> {
    /** javac's message for an argument of the wrong type to a method with one candidate. */
    private static final Pattern INCOMPATIBLE = Pattern.compile("incompatible types: (.+) cannot be converted to .+");
    /** javac's message for an argument that fits none of several overloads. */
    private static final Pattern NO_SUITABLE = Pattern.compile("no suitable method found for [\\w$]+\\((.*)\\)");

    /** A package-qualified type name: lower-case segments, then a capitalized simple name. */
    private static final Pattern QUALIFIED_TYPE = Pattern.compile("\\b(?:[a-z_][\\w]*\\.)+([A-Z][\\w$]*)");

    private final Map<String, EmitInput> inputsByUri = new HashMap<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private boolean sawError;

    void register(Map<JavaFileObject, EmitInput> byFileObject) {
        byFileObject.forEach((fileObject, input) -> inputsByUri.put(fileObject.toUri().toString(), input));
    }

    @Override
    public void report(javax.tools.Diagnostic<? extends JavaFileObject> javacDiagnostic) {
        if ("compiler.note.compressed.diags".equals(javacDiagnostic.getCode())) {
            // javac's hint to use -Xdiags:verbose: the compiler's own messages are what the user reads.
            return;
        }
        Diagnostic.Kind kind = kindOf(javacDiagnostic.getKind());
        sawError |= kind == Diagnostic.Kind.ERROR;
        String message = simpleTypeNames(javacDiagnostic.getMessage(Locale.ROOT));
        EmitInput input = javacDiagnostic.getSource() == null ? null
                : inputsByUri.get(javacDiagnostic.getSource().toUri().toString());
        if (input == null || javacDiagnostic.getPosition() == javax.tools.Diagnostic.NOPOS) {
            diagnostics.add(new Diagnostic(kind, input == null ? null : input.original().path(), 0, 0, message, ""));
            return;
        }
        Optional<HoleMessage> holeMessage = holeMessage(input.positions(), javacDiagnostic, message);
        long offset = holeMessage.map(hole -> hole.site().originalOffset())
                .orElseGet(() -> input.positions().originalOffset(javacDiagnostic.getPosition()));
        SourceFile original = input.original();
        int line = original.lineOf((int) offset);
        diagnostics.add(new Diagnostic(kind, original.path(), line, original.columnOf((int) offset),
                holeMessage.map(HoleMessage::text).orElse(message), original.line(line)));
    }

    /**
     * The message with qualified type names shortened to simple names, as javac's own
     * command line prints them ({@code String}, not {@code java.lang.String}).
     */
    static String simpleTypeNames(String message) {
        return QUALIFIED_TYPE.matcher(message).replaceAll("$1");
    }

    private record HoleMessage(PositionMap.HoleSite site, String text) {
    }

    private static Optional<HoleMessage> holeMessage(PositionMap positions,
                                                     javax.tools.Diagnostic<? extends JavaFileObject> javacDiagnostic,
                                                     String message) {
        if (javacDiagnostic.getKind() != javax.tools.Diagnostic.Kind.ERROR) {
            return Optional.empty();
        }
        long start = javacDiagnostic.getStartPosition();
        long end = javacDiagnostic.getEndPosition();
        return positions.holeSpanning(start, end).flatMap(site -> {
            String firstLine = message.lines().findFirst().orElse("");
            Matcher incompatible = INCOMPATIBLE.matcher(firstLine);
            Matcher noSuitable = NO_SUITABLE.matcher(firstLine);
            String found = incompatible.matches() ? incompatible.group(1)
                    : noSuitable.matches() ? noSuitable.group(1) : null;
            if (found == null) {
                return Optional.empty();
            }
            return Optional.of(new HoleMessage(site, "hole `" + site.category() + " expects " + site.expected()
                    + " but the expression has type " + found));
        });
    }

    private static Diagnostic.Kind kindOf(javax.tools.Diagnostic.Kind javacKind) {
        return switch (javacKind) {
            case ERROR -> Diagnostic.Kind.ERROR;
            case WARNING, MANDATORY_WARNING -> Diagnostic.Kind.WARNING;
            case NOTE, OTHER -> Diagnostic.Kind.NOTE;
        };
    }

    /** Reports what javac wrote outside its diagnostics (rare: e.g. plugin output). */
    void reportToolOutput(String output) {
        if (!output.isBlank()) {
            diagnostics.add(new Diagnostic(Diagnostic.Kind.NOTE, null, 0, 0, output.strip(), ""));
        }
    }

    boolean sawError() {
        return sawError;
    }

    List<Diagnostic> diagnostics() {
        return diagnostics;
    }
}
