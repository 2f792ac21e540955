package dev.jumbo.compiler.parse;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParseStart;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.Problem;
import com.github.javaparser.Providers;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.SwitchStmt;
import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Parses a quote's fragment with JavaParser as each category of DESIGN.md in turn, and
 * keeps the first that fits. When none fits, the syntax error reported is the one of the
 * attempt that got furthest into the fragment, since that is the category the user meant.
 */
public final class FragmentParser {
    private static final String CLASS_PREFIX = "class $Jumbo {";
    private final JavaParser parser = new JavaParser(new ParserConfiguration()
            .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17));
    private final SourceFile source;

    public FragmentParser(SourceFile source) {
        this.source = source;
    }

    /** The parsed fragment, or the syntax error that makes it no fragment at all. */
    public sealed interface Outcome permits Parsed, Failed {
    }

    public record Parsed(ParsedFragment fragment) implements Outcome {
    }

    public record Failed(Diagnostic diagnostic) implements Outcome {
    }

    private record Attempt(FragmentCategory category, String prefix, String suffix, ParseStart<? extends Node> start,
                           Function<Node, Optional<List<? extends Node>>> nodes) {
    }

    private static final List<Attempt> ATTEMPTS = List.of(
            new Attempt(FragmentCategory.EXPRESSION, "", "", ParseStart.EXPRESSION, node -> Optional.of(List.of(node))),
            new Attempt(FragmentCategory.TYPES, "", "\n", ParseStart.COMPILATION_UNIT, node -> {
                CompilationUnit unit = (CompilationUnit) node;
                // A compact class (JavaParser's reading of top-level fields and methods) is members, not types.
                boolean onlyTypes = unit.getPackageDeclaration().isEmpty() && unit.getImports().isEmpty()
                        && !unit.getTypes().isEmpty() && unit.getModule().isEmpty()
                        && unit.getTypes().stream().noneMatch(type -> type instanceof ClassOrInterfaceDeclaration declaration
                                && declaration.isCompact());
                return onlyTypes ? Optional.of(unit.getTypes()) : Optional.empty();
            }),
            new Attempt(FragmentCategory.STATEMENTS, "{", "\n}", ParseStart.BLOCK,
                    node -> Optional.of(((BlockStmt) node).getStatements())),
            new Attempt(FragmentCategory.MEMBERS, CLASS_PREFIX, "\n}", ParseStart.COMPILATION_UNIT, node -> {
                TypeDeclaration<?> wrapper = ((CompilationUnit) node).getType(0);
                return Optional.of(wrapper.getMembers());
            }),
            new Attempt(FragmentCategory.CASES, "switch(0){", "\n}", ParseStart.STATEMENT,
                    node -> node instanceof SwitchStmt switchStatement
                            ? Optional.of(switchStatement.getEntries()) : Optional.empty()),
            new Attempt(FragmentCategory.FORMAL, "", "", ParseStart.PARAMETER, node -> Optional.of(List.of(node))));

    /** Parses the fragment of a quote. */
    public Outcome parse(QuoteSite quote) {
        FragmentText text = FragmentText.of(source.text(), quote);
        if (text.text().isBlank()) {
            return new Parsed(new ParsedFragment(FragmentCategory.STATEMENTS, List.of(), text, 0));
        }
        Problem furthest = null;
        int furthestOffset = -1;
        Attempt furthestAttempt = null;
        for (Attempt attempt : ATTEMPTS) {
            ParseResult<? extends Node> result = parser.parse(attempt.start(),
                    Providers.provider(attempt.prefix() + text.text() + attempt.suffix()));
            if (result.isSuccessful() && result.getResult().isPresent()) {
                Optional<List<? extends Node>> nodes = attempt.nodes().apply(result.getResult().get());
                if (nodes.isPresent()) {
                    return new Parsed(new ParsedFragment(attempt.category(), nodes.get(), text, attempt.prefix().length()));
                }
                continue;
            }
            for (Problem problem : result.getProblems()) {
                int offset = problemOffset(problem, text, attempt.prefix().length());
                if (offset > furthestOffset) {
                    furthest = problem;
                    furthestOffset = offset;
                    furthestAttempt = attempt;
                }
            }
        }
        return new Failed(syntaxError(quote, furthest, furthestOffset, furthestAttempt));
    }

    private static int problemOffset(Problem problem, FragmentText text, int prefixLength) {
        return problem.getLocation()
                .flatMap(location -> location.getBegin().getRange())
                .map(range -> text.originalOffset(range.begin.line,
                        range.begin.line == 1 ? Math.max(1, range.begin.column - prefixLength) : range.begin.column))
                .orElse(-1);
    }

    private Diagnostic syntaxError(QuoteSite quote, Problem problem, int offset, Attempt attempt) {
        int at = offset < 0 ? quote.start() : Math.min(offset, quote.fragmentEnd());
        int line = source.lineOf(at);
        String detail = problem == null ? "it is no expression, statement, declaration, case or parameter"
                : SyntaxMessages.simplify(problem.getMessage());
        return Diagnostic.error(source.path(), line, source.columnOf(at),
                "syntax error in quote: " + detail, source.line(line));
    }
}
