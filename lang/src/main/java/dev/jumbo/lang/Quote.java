package dev.jumbo.lang;

import dev.jumbo.lang.tree.Case;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.Formal;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.Statement;
import java.util.List;

/**
 * The entry points the compiler calls to turn a quote's node tree into a {@link Code}, one per
 * fragment category. They only allocate. {@code position} is the position of the quote's
 * {@code $<}; see {@code lang/TREE.md}.
 */
public final class Quote {
    private Quote() {
    }

    public static Code expression(Source source, int position, Expression expression) {
        return new Code(source, position, Category.EXPRESSION, List.of(expression));
    }

    public static Code statements(Source source, int position, Statement... statements) {
        return new Code(source, position, Category.STATEMENTS, List.of(statements));
    }

    public static Code members(Source source, int position, Member... members) {
        return new Code(source, position, Category.MEMBERS, List.of(members));
    }

    /** Type declarations: {@link dev.jumbo.lang.tree.ClassDeclaration}s or {@code `Class} splices. */
    public static Code types(Source source, int position, Member... types) {
        return new Code(source, position, Category.TYPES, List.of(types));
    }

    public static Code cases(Source source, int position, Case... cases) {
        return new Code(source, position, Category.CASES, List.of(cases));
    }

    public static Code formal(Source source, int position, Formal formal) {
        return new Code(source, position, Category.FORMAL, List.of(formal));
    }
}
