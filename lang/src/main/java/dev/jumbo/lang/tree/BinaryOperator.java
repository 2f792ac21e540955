package dev.jumbo.lang.tree;

/** The binary operators; the compound assignments use the arithmetic, shift and bitwise ones. */
public enum BinaryOperator {
    MULTIPLY("*"), DIVIDE("/"), REMAINDER("%"), ADD("+"), SUBTRACT("-"),
    SHIFT_LEFT("<<"), SHIFT_RIGHT(">>"), UNSIGNED_SHIFT_RIGHT(">>>"),
    LESS("<"), GREATER(">"), LESS_EQUAL("<="), GREATER_EQUAL(">="), EQUAL("=="), NOT_EQUAL("!="),
    AND("&"), XOR("^"), OR("|"), CONDITIONAL_AND("&&"), CONDITIONAL_OR("||");

    private final String symbol;

    BinaryOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public boolean isShift() {
        return this == SHIFT_LEFT || this == SHIFT_RIGHT || this == UNSIGNED_SHIFT_RIGHT;
    }

    public boolean isRelational() {
        return this == LESS || this == GREATER || this == LESS_EQUAL || this == GREATER_EQUAL;
    }

    public boolean isEquality() {
        return this == EQUAL || this == NOT_EQUAL;
    }

    public boolean isBitwise() {
        return this == AND || this == XOR || this == OR;
    }

    public boolean isConditional() {
        return this == CONDITIONAL_AND || this == CONDITIONAL_OR;
    }
}
