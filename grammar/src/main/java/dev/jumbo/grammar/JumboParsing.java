package dev.jumbo.grammar;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.ParseCancellationException;

/**
 * The entry to the Jumbo parser for the compiler and tools.
 *
 * <p>Parsing is two-stage: first ANTLR's fast SLL prediction with an error strategy that
 * gives up at the first problem; only if that fails, the input is parsed again with full
 * LL prediction and a recovering strategy that collects readable {@link SyntaxError}s.
 * Nothing is printed. An empty quote {@code $< >$} is an error. When there are errors, a quote opener {@code $<} without its {@code >$}
 * is reported as an unterminated quote at the opener, and the errors after it, which only
 * follow from it, are dropped; errors are sorted by position. Only the first error inside a quote
 * is kept: the ones after it in the same quote (typically its own {@code >$} found unexpected) follow
 * from the recovery.
 *
 * <p>Thread-safe: every call makes its own lexer and parser (they share ANTLR's DFA cache).
 */
public final class JumboParsing {

    private JumboParsing() {
    }

    /** Parses a whole {@code .jjava} or {@code .java} file. */
    public static ParseResult<JumboParser.CompilationUnitContext> parseCompilationUnit(Path file) throws IOException {
        return parseCompilationUnit(Files.readString(file, StandardCharsets.UTF_8), file.getFileName().toString());
    }

    /** Parses the text of a compilation unit; {@code sourceName} names it in errors. */
    public static ParseResult<JumboParser.CompilationUnitContext> parseCompilationUnit(String source, String sourceName) {
        return parse(CharStreams.fromString(source, sourceName), sourceName, JumboParser::compilationUnit);
    }

    /**
     * Parses the text between {@code $<} and {@code >$} on its own; the tree's single child is
     * the {@link JumboParser.QuoteFragmentContext} with one labelled alternative per category.
     */
    public static ParseResult<JumboParser.StandaloneQuoteFragmentContext> parseQuoteFragment(String fragment,
                                                                                           String sourceName) {
        return parse(CharStreams.fromString(fragment, sourceName), sourceName, JumboParser::standaloneQuoteFragment);
    }

    /**
     * Parses {@code input} with any entry rule, e.g. {@code JumboParser::compilationUnit}. Use a
     * rule that ends with EOF, or trailing input is silently left over.
     */
    public static <T extends ParserRuleContext> ParseResult<T> parse(CharStream input, String sourceName,
                                                                    Function<JumboParser, T> entryRule) {
        SyntaxErrorCollector collector = new SyntaxErrorCollector(sourceName);
        JumboLexer lexer = new JumboLexer(input);
        lexer.removeErrorListeners();
        lexer.addErrorListener(collector);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        JumboParser parser = new JumboParser(tokens);
        parser.removeErrorListeners();
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        parser.setErrorHandler(new BailErrorStrategy());
        T tree;
        try {
            tree = entryRule.apply(parser);
        } catch (ParseCancellationException sllFailed) {
            tokens.seek(0);
            parser.reset();
            parser.addErrorListener(collector);
            parser.setErrorHandler(new ReadableErrorStrategy(collector));
            parser.getInterpreter().setPredictionMode(PredictionMode.LL);
            tree = entryRule.apply(parser);
        }
        List<SyntaxError> empty = QuoteBrackets.findEmpty(tokens, sourceName);
        if (collector.errors().isEmpty() && empty.isEmpty()) {
            return new ParseResult<>(tree, List.of(), tokens);
        }
        List<SyntaxError> unterminated = QuoteBrackets.findUnterminated(tokens, sourceName);
        List<SyntaxError> errors = new ArrayList<>(unterminated);
        errors.addAll(empty);
        for (SyntaxError error : collector.errors()) {
            if (unterminated.isEmpty() || isBefore(error, unterminated.get(0))) {
                errors.add(error);
            }
        }
        errors.sort(Comparator.comparingInt(SyntaxError::line).thenComparingInt(SyntaxError::column));
        return new ParseResult<>(tree, QuoteBrackets.firstInEachQuote(firstAtEachPosition(errors), tokens), tokens);
    }

    /** Recovery can report twice where it stopped; the first report there is the informative one. */
    private static List<SyntaxError> firstAtEachPosition(List<SyntaxError> sorted) {
        List<SyntaxError> kept = new ArrayList<>();
        for (SyntaxError error : sorted) {
            SyntaxError last = kept.isEmpty() ? null : kept.get(kept.size() - 1);
            if (last == null || last.line() != error.line() || last.column() != error.column()) {
                kept.add(error);
            }
        }
        return kept;
    }

    /** After an unterminated quote the parser reads the rest of the input as quoted: later errors only follow from it. */
    private static boolean isBefore(SyntaxError error, SyntaxError other) {
        return error.line() < other.line() || error.line() == other.line() && error.column() < other.column();
    }

    /**
     * Drops ANTLR's shared prediction cache (it only grows). For long-running tools that parse
     * very many distinct files; the next parses are slower until the cache is warm again.
     */
    public static void clearCache() {
        JumboParser parser = new JumboParser(null);
        parser.getInterpreter().clearDFA();
        JumboLexer lexer = new JumboLexer(null);
        lexer.getInterpreter().clearDFA();
    }
}
