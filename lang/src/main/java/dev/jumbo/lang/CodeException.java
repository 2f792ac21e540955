package dev.jumbo.lang;

/**
 * A fragment could not be spliced, checked or defined. The message starts with
 * {@code File.jjava:LINE:COL: error: } of the quote (and names the hole when one is involved).
 */
public class CodeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public CodeException(String message) {
        super(message);
    }

    public CodeException(String message, Throwable cause) {
        super(message, cause);
    }

    /** An error at a position of a quote. */
    public static CodeException at(Source source, int position, String message) {
        return new CodeException(source.at(position) + ": error: " + message);
    }
}
