package dev.jumbo.grammar;

import java.util.List;

/**
 * One syntax error found while lexing or parsing.
 *
 * @param sourceName   the name given to the parser, usually the file name
 * @param line         1-based line of the error
 * @param column       1-based column of the error (characters, a tab counts as one); an
 *                     "expected X" error points just after the previous token, as javac does
 * @param message      readable, lower-case, e.g. {@code expected ';'} or {@code unexpected 'int'}
 * @param offendingText the text of the token where the parser stopped ({@code <EOF>} at the end)
 * @param expected     readable names of the tokens that would have been accepted, e.g. {@code ';'}
 *                     or {@code an identifier}; empty for lexical errors
 */
public record SyntaxError(String sourceName, int line, int column, String message,
                          String offendingText, List<String> expected) {

    public SyntaxError {
        expected = List.copyOf(expected);
    }

    /** {@code Name.jjava:LINE:COL: error: message}, the shape every Jumbo diagnostic has. */
    @Override
    public String toString() {
        return sourceName + ":" + line + ":" + column + ": error: " + message;
    }
}
