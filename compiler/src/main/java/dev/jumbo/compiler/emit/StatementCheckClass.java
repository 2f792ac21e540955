package dev.jumbo.compiler.emit;

import dev.jumbo.lang.Category;
import dev.jumbo.lang.Code;
import dev.jumbo.lang.Quote;
import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.LocalVariable;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.MethodDeclaration;
import dev.jumbo.lang.tree.NamedType;
import dev.jumbo.lang.tree.Primitive;
import dev.jumbo.lang.tree.PrimitiveType;
import dev.jumbo.lang.tree.SplicedMembers;
import dev.jumbo.lang.tree.SplicedStatements;
import dev.jumbo.lang.tree.TypeKind;
import java.util.List;

/**
 * The throw-away class in which a closed statement quote is checked at build time:
 * {@code class JumboStatementCheck { void check() throws Throwable { statements } }}. The method declares
 * {@code Throwable} because which checked exceptions the statements may throw is the landing method's
 * business, as are the jumps and returns that leave the statements ({@link #LANDING_DEPENDENT}). Local
 * variable declarations alone may also be spliced as fields ({@code `Field}, {@code `Member}), so they are
 * checked as fields of the class too ({@link #asFields}).
 *
 * <p>The statements are spliced at position 0, which names no hole: every node keeps the quote's own
 * position, and an error is reported at the quote's line and column with nothing about the wrapper.
 */
final class StatementCheckClass {
    /** The class's name, which an error about the landing class rather than the statements names. */
    static final String NAME = "JumboStatementCheck";

    /**
     * The errors of statements checked in {@link #inMethod} that the landing method decides: a {@code break}
     * or {@code continue} to a loop, switch or label around the statements, a {@code yield} from a switch
     * expression around them, a {@code return} with a value from a method that is not {@code void}.
     */
    static final List<String> LANDING_DEPENDENT = List.of(NAME, "outside of a loop",
            "no enclosing statement has that label", "outside of a switch expression",
            "the method returns void, but the return has a value");

    private StatementCheckClass() {
    }

    /** {@code class JumboStatementCheck { void check() throws Throwable { statements } }}. */
    static Code inMethod(Code statements) {
        int position = statements.position();
        Block body = new Block(position, List.of(new SplicedStatements(0, List.of(statements))));
        MethodDeclaration check = new MethodDeclaration(position, 0, List.of(),
                new PrimitiveType(position, Primitive.VOID), "check", List.of(),
                List.of(new NamedType(position, "java.lang.Throwable", true, List.of())), body);
        return around(statements, check);
    }

    /** Whether the statements are local variable declarations only, which may stand as fields. */
    static boolean mayStandAsFields(Code statements) {
        return statements.category() == Category.STATEMENTS
                && statements.nodes().stream().allMatch(LocalVariable.class::isInstance);
    }

    /** {@code class JumboStatementCheck { declarations }}, the local variable declarations as fields. */
    static Code asFields(Code declarations) {
        return around(declarations, new SplicedMembers(0, List.of(declarations)));
    }

    private static Code around(Code quote, Member member) {
        int position = quote.position();
        return Quote.types(quote.source(), position, new ClassDeclaration(position, 0, TypeKind.CLASS, NAME,
                List.of(), null, List.of(), List.of(), List.of(), List.of(member)));
    }
}
