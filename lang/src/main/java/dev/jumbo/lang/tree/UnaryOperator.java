package dev.jumbo.lang.tree;

/** The unary operators, including the increment and decrement forms. */
public enum UnaryOperator {
    PLUS("+"), MINUS("-"), NOT("!"), COMPLEMENT("~"),
    PRE_INCREMENT("++"), PRE_DECREMENT("--"), POST_INCREMENT("++"), POST_DECREMENT("--");

    private final String symbol;

    UnaryOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public boolean isIncrementOrDecrement() {
        return ordinal() >= PRE_INCREMENT.ordinal();
    }

    public boolean isPostfix() {
        return this == POST_INCREMENT || this == POST_DECREMENT;
    }
}
