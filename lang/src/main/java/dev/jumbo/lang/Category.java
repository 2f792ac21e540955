package dev.jumbo.lang;

/** What a fragment parsed as; the categories of DESIGN.md. */
public enum Category {
    /** One expression. */
    EXPRESSION("an expression"),
    /** One or more block statements. */
    STATEMENTS("statements"),
    /** One or more class-body declarations. */
    MEMBERS("class-body declarations"),
    /** One or more type declarations. */
    TYPES("type declarations"),
    /** One or more switch-block groups. */
    CASES("switch cases"),
    /** One formal parameter. */
    FORMAL("a formal parameter");

    private final String description;

    Category(String description) {
        this.description = description;
    }

    /** How error messages name the category. */
    public String description() {
        return description;
    }
}
