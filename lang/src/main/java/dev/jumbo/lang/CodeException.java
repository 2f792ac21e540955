package dev.jumbo.lang;

/**
 * A fragment could not be spliced, checked or defined. The message starts with
 * {@code File.jjava:LINE:COL: error: } of the quote (and names the hole when one is involved).
 * Printed ({@link #toString()}, so also in a stack trace), it shows the source line and a caret under
 * the column when the compiler kept the quote's lines, as {@code jjavac} prints a build-time error.
 */
public class CodeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The line the message points at, or {@code ""}; and its 1-based column (0: none). */
    private final String sourceLine;
    private final int column;

    public CodeException(String message) {
        this(message, null, "", 0);
    }

    public CodeException(String message, Throwable cause) {
        this(message, cause, "", 0);
    }

    private CodeException(String message, Throwable cause, String sourceLine, int column) {
        super(message, cause);
        this.sourceLine = sourceLine;
        this.column = column;
    }

    /** An error at a position of a quote. */
    public static CodeException at(Source source, int position, String message) {
        return at(source, position, source.at(position) + ": error: " + message, null);
    }

    /** An error whose message is already positioned at {@code position} of {@code source}, with its line kept. */
    public static CodeException at(Source source, int position, String positionedMessage, Throwable cause) {
        return new CodeException(positionedMessage, cause, source.line(dev.jumbo.lang.tree.Position.line(position)),
                dev.jumbo.lang.tree.Position.column(position));
    }

    /** The same error, its message and source line, with another cause (null for none). */
    CodeException withCause(Throwable cause) {
        return new CodeException(getMessage(), cause, sourceLine, column);
    }

    /** The line the error points at, as the compiler kept it, or {@code ""} when unknown. */
    public String sourceLine() {
        return sourceLine;
    }

    @Override
    public String toString() {
        String text = super.toString();
        if (sourceLine.isEmpty()) {
            return text;
        }
        StringBuilder caret = new StringBuilder();
        for (int index = 0; index < column - 1; index++) {
            // tabs stay tabs, so that the caret lines up whatever the tab width
            caret.append(index < sourceLine.length() && sourceLine.charAt(index) == '\t' ? '\t' : ' ');
        }
        return text + "\n" + sourceLine + "\n" + caret + "^";
    }
}
