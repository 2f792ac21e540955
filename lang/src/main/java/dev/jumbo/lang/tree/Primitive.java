package dev.jumbo.lang.tree;

/** The primitive types and {@code void}. */
public enum Primitive {
    BOOLEAN, BYTE, SHORT, CHAR, INT, LONG, FLOAT, DOUBLE, VOID;

    /** The keyword, as written in Java source. */
    public String keyword() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
