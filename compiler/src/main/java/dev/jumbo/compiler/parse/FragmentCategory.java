package dev.jumbo.compiler.parse;

/** What a fragment parses as; mirrors {@code dev.jumbo.lang.Category}, tried in this order. */
public enum FragmentCategory {
    EXPRESSION, TYPES, STATEMENTS, MEMBERS, CASES, FORMAL
}
