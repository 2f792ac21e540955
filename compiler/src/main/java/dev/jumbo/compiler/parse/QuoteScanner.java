package dev.jumbo.compiler.parse;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the quotes and holes of a {@code .jjava} file and checks how they nest, before the
 * file is parsed, so that these mistakes get their own messages instead of a parser's
 * guess: an unterminated quote, a hole outside any quote, an unknown hole category, a
 * quote directly inside a quote.
 *
 * <p>It knows just enough Java lexical structure (comments, string, text-block and
 * character literals) not to see quote or hole marks inside them.
 */
public final class QuoteScanner {
    private final SourceFile source;
    private final String text;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private int position;

    private QuoteScanner(SourceFile source) {
        this.source = source;
        this.text = source.text();
    }

    /**
     * The result of a scan.
     *
     * @param quotes      the outermost quotes, in source order
     * @param diagnostics the errors found; the quotes are meaningless when there are any
     */
    public record Result(List<QuoteSite> quotes, List<Diagnostic> diagnostics) {
    }

    /** Scans a whole file. */
    public static Result scan(SourceFile source) {
        QuoteScanner scanner = new QuoteScanner(source);
        List<QuoteSite> quotes = new ArrayList<>();
        scanner.scanHost(quotes, false);
        return new Result(quotes, scanner.diagnostics);
    }

    /**
     * Scans host code up to the end of the file or, inside a hole, up to the parenthesis
     * that closes the hole; returns whether that parenthesis was found.
     */
    private boolean scanHost(List<QuoteSite> quotes, boolean insideHole) {
        int depth = 0;
        while (position < text.length()) {
            if (skipCommentOrLiteral()) {
                continue;
            }
            char character = text.charAt(position);
            if (startsWith("$<")) {
                quotes.add(scanQuote());
            } else if (character == '`') {
                int backquote = position;
                Optional<HoleSite> hole = scanHole();
                if (hole.isPresent()) {
                    error(backquote, "hole outside any quote: a hole may only appear inside $< >$");
                }
            } else if (skipIdentifier()) {
                continue;
            } else if (character == '(') {
                depth++;
                position++;
            } else if (character == ')') {
                if (insideHole && depth == 0) {
                    return true;
                }
                depth--;
                position++;
            } else {
                position++;
            }
        }
        return false;
    }

    /** Scans a quote from its {@code $<}; an error when the file ends first. */
    private QuoteSite scanQuote() {
        int start = position;
        position += 2;
        List<HoleSite> holes = new ArrayList<>();
        while (position < text.length()) {
            if (skipCommentOrLiteral()) {
                continue;
            }
            if (atQuoteClose()) {
                position += 2;
                return new QuoteSite(start, position, holes);
            }
            if (startsWith("$<")) {
                error(position, "quote inside a quote: a quote may only appear inside a hole's expression, "
                        + "as in `Expr($< ... >$)");
                scanQuote();
            } else if (text.charAt(position) == '`') {
                scanHole().ifPresent(holes::add);
            } else if (!skipIdentifier()) {
                position++;
            }
        }
        error(start, "unterminated quote: no >$ closes this $<");
        return new QuoteSite(start, text.length(), holes);
    }

    /**
     * Scans a hole from its backquote: {@code `Category(expression)} or {@code `name}.
     * Reports a malformed hole and returns empty for it.
     */
    private Optional<HoleSite> scanHole() {
        int backquote = position;
        position++;
        int nameStart = position;
        while (position < text.length() && Character.isJavaIdentifierPart(text.charAt(position))) {
            position++;
        }
        String name = text.substring(nameStart, position);
        if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
            error(backquote, "malformed hole: a backquote must be followed by a category and an expression "
                    + "in parentheses, as in `Expr(code), or by a name, as in `name");
            return Optional.empty();
        }
        if (position >= text.length() || text.charAt(position) != '(') {
            return Optional.of(new HoleSite(backquote, HoleCategory.Name, nameStart, position, position, List.of()));
        }
        Optional<HoleCategory> category = HoleCategory.named(name);
        int unknownCategoryError = diagnostics.size();
        if (category.isEmpty()) {
            error(backquote, "unknown hole category `" + name + "; the categories are " + HoleCategory.allNames());
        }
        position++;
        int expressionStart = position;
        List<QuoteSite> quotes = new ArrayList<>();
        int reported = diagnostics.size();
        boolean closed = scanHost(quotes, true);
        if (category.isEmpty()) {
            // Inside a hole that is no hole, further complaints would only echo the first.
            diagnostics.subList(reported, diagnostics.size()).clear();
        }
        if (!closed) {
            error(backquote, "unterminated hole: no ) closes `" + name + "(");
            return Optional.empty();
        }
        int expressionEnd = position;
        position++;
        if (category.isEmpty() && Character.isLowerCase(name.charAt(0))) {
            // `field() after a dot: a name hole followed by a call, which needs the long form
            diagnostics.set(unknownCategoryError, nameHoleCallHint(backquote, name,
                    text.substring(expressionStart, expressionEnd)));
            return Optional.empty();
        }
        if (text.substring(expressionStart, expressionEnd).isBlank()) {
            error(backquote, "empty hole: `" + name + "() needs an expression");
            return Optional.empty();
        }
        return category.map(found -> new HoleSite(backquote, found, expressionStart, expressionEnd, position, quotes));
    }

    /**
     * The error for {@code `name(arguments)} where {@code name} is no category but looks like a
     * variable: the short form {@code `name} of a name hole cannot be followed by a parenthesis
     * (that is read as a category), so the call is written {@code `Name(name)(arguments)}.
     */
    private Diagnostic nameHoleCallHint(int backquote, String name, String arguments) {
        String shown = arguments.length() <= 40 && arguments.indexOf('\n') < 0 ? arguments : "...";
        return diagnosticAt(backquote, "unknown hole category `" + name + "; to call the method named by " + name
                + ", write `Name(" + name + ")(" + shown + ")");
    }

    /** Skips a comment or a string, text-block or character literal at the position, if one starts there. */
    private boolean skipCommentOrLiteral() {
        if (startsWith("//")) {
            while (position < text.length() && text.charAt(position) != '\n' && text.charAt(position) != '\r') {
                position++;
            }
            return true;
        }
        if (startsWith("/*")) {
            int close = text.indexOf("*/", position + 2);
            position = close < 0 ? text.length() : close + 2;
            return true;
        }
        if (startsWith("\"\"\"")) {
            position += 3;
            while (position < text.length() && !startsWith("\"\"\"")) {
                position += text.charAt(position) == '\\' ? 2 : 1;
            }
            position = Math.min(text.length(), position + 3);
            return true;
        }
        char character = text.charAt(position);
        if (character == '"' || character == '\'') {
            position++;
            while (position < text.length() && text.charAt(position) != character
                    && text.charAt(position) != '\n') {
                position += text.charAt(position) == '\\' ? 2 : 1;
            }
            position = Math.min(text.length(), position + 1);
            return true;
        }
        return false;
    }

    /**
     * Skips an identifier at the position, as the grammar's lexer reads it (maximal munch):
     * {@code a$<b} is {@code a$ < b}, not a quote. {@code $<} itself is a quote opener.
     */
    private boolean skipIdentifier() {
        if (!Character.isJavaIdentifierStart(text.charAt(position)) || startsWith("$<")) {
            return false;
        }
        position++;
        while (position < text.length() && Character.isJavaIdentifierPart(text.charAt(position))) {
            position++;
        }
        return true;
    }

    /** {@code >$} closes a quote when no identifier character follows it, as in the grammar. */
    private boolean atQuoteClose() {
        return startsWith(">$")
                && (position + 2 >= text.length() || !Character.isJavaIdentifierPart(text.charAt(position + 2)));
    }

    private boolean startsWith(String mark) {
        return text.startsWith(mark, position);
    }

    private void error(int offset, String message) {
        diagnostics.add(diagnosticAt(offset, message));
    }

    private Diagnostic diagnosticAt(int offset, String message) {
        int line = source.lineOf(offset);
        return Diagnostic.error(source.path(), line, source.columnOf(offset), message, source.line(line));
    }
}
