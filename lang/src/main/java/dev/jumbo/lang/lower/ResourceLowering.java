package dev.jumbo.lang.lower;

import dev.jumbo.lang.tree.Assign;
import dev.jumbo.lang.tree.Binary;
import dev.jumbo.lang.tree.BinaryOperator;
import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.CatchClause;
import dev.jumbo.lang.tree.ExpressionStatement;
import dev.jumbo.lang.tree.If;
import dev.jumbo.lang.tree.Literal;
import dev.jumbo.lang.tree.LocalVariable;
import dev.jumbo.lang.tree.MethodCall;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.ReflectedType;
import dev.jumbo.lang.tree.Statement;
import dev.jumbo.lang.tree.Throw;
import dev.jumbo.lang.tree.Try;
import dev.jumbo.lang.tree.TypeNode;
import dev.jumbo.lang.tree.VarType;
import dev.jumbo.lang.tree.VariableDeclarator;
import java.util.List;
import java.util.function.Supplier;

/**
 * try-with-resources rewritten as JLS 14.20.3 specifies and javac compiles it, tree to tree: each resource
 * wraps the rest in
 * <pre>
 * { final R r = init; Throwable primary = null;
 *   try { rest } catch (Throwable t) { primary = t; throw t; }
 *   finally { if (r != null) { if (primary != null) { try { r.close(); } catch (Throwable x) {
 *       primary.addSuppressed(x); } } else { r.close(); } } } }
 * </pre>
 * so resources close in reverse order, a null resource is skipped, and exceptions from close are suppressed
 * into the primary one; a resource naming an existing variable (Java 9) is declared afresh as a final local
 * holding it. The statement's catch and finally clauses enclose it all ({@link #enclosing}). Only the
 * expansion's own nodes are new: initializers and the body are the statement's.
 */
public final class ResourceLowering {
    private ResourceLowering() {
    }

    /**
     * One resource's block: its {@code declaration} (of the local {@code name}), the primary exception's
     * ({@code primary}) and the {@code try} guarding the rest ({@code guarded}), whose block holds the next
     * resource's {@link #statements()} or, after the last, the statement's body; {@code next} is that next
     * resource's block, or null.
     */
    public record Level(int position, LocalVariable declaration, String name, Statement primary, Try guarded,
                        Level next) {
        /** The block's statements, as a tree. */
        public List<Statement> statements() {
            return List.of(declaration, primary, guarded);
        }
    }

    /**
     * The expansion of {@code s}'s resources around its body, each level named with a fresh suffix from
     * {@code ids}; null if a resource is neither a variable declaration with one declarator nor an expression
     * (the first such resource is {@link #malformed}).
     */
    public static Level lower(Try s, Supplier<String> ids) {
        return level(s.resources(), 0, s.body(), ids);
    }

    /** The first resource of {@code s} that is neither a one-variable declaration nor an expression, or null. */
    public static Statement malformed(Try s) {
        for (Statement resource : s.resources()) {
            if (!(resource instanceof LocalVariable local && local.declarators().size() == 1)
                    && !(resource instanceof ExpressionStatement)) {
                return resource;
            }
        }
        return null;
    }

    /** {@code try { resources' blocks } catch … finally …} without resources, or the blocks alone if neither. */
    public static Statement enclosing(Try s, Level lowered) {
        Block blocks = new Block(s.position(), lowered.statements());
        if (s.catches().isEmpty() && s.finallyBlock() == null) {
            return blocks;
        }
        return new Try(s.position(), List.of(), new Block(s.position(), List.of(blocks)), s.catches(),
                s.finallyBlock());
    }

    private static Level level(List<Statement> resources, int index, Block body, Supplier<String> ids) {
        Statement resource = resources.get(index);
        int at = resource.position();
        String id = ids.get();
        String primary = "primary" + id;
        String thrown = "thrown" + id;
        String suppressed = "suppressed" + id;
        LocalVariable declaration;
        String name;
        if (resource instanceof LocalVariable local && local.declarators().size() == 1) {
            declaration = local;
            name = local.declarators().get(0).name();
        } else if (resource instanceof ExpressionStatement expression) {
            name = "resource" + id;
            declaration = new LocalVariable(at, java.lang.reflect.Modifier.FINAL, new VarType(at),
                    List.of(new VariableDeclarator(at, name, 0, expression.expression())));
        } else {
            return null;
        }
        TypeNode throwable = new ReflectedType(at, Throwable.class);
        Level next = index + 1 == resources.size() ? null : level(resources, index + 1, body, ids);
        if (index + 1 < resources.size() && next == null) {
            return null;
        }
        Block rest = next == null ? body : new Block(at, next.statements());
        Statement close = new ExpressionStatement(at, new MethodCall(at, new Name(at, name), "close", List.of()));
        Statement quietClose = new Try(at, List.of(), new Block(at, List.of(close)), List.of(new CatchClause(at, 0,
                List.of(throwable), suppressed, new Block(at, List.of(new ExpressionStatement(at,
                new MethodCall(at, new Name(at, primary), "addSuppressed", List.of(new Name(at, suppressed)))))))),
                null);
        Statement closing = new If(at, new Binary(at, BinaryOperator.NOT_EQUAL, new Name(at, name), new Literal(at, null)),
                new Block(at, List.of(new If(at, new Binary(at, BinaryOperator.NOT_EQUAL, new Name(at, primary),
                        new Literal(at, null)), new Block(at, List.of(quietClose)), new Block(at, List.of(close))))),
                null);
        CatchClause record = new CatchClause(at, 0, List.of(throwable), thrown, new Block(at, List.of(
                new ExpressionStatement(at, new Assign(at, null, new Name(at, primary), new Name(at, thrown))),
                new Throw(at, new Name(at, thrown)))));
        Try guarded = new Try(at, List.of(), rest, List.of(record), new Block(at, List.of(closing)));
        Statement primaryDeclaration = new LocalVariable(at, 0, throwable,
                List.of(new VariableDeclarator(at, primary, 0, new Literal(at, null))));
        return new Level(at, declaration, name, primaryDeclaration, guarded, next);
    }
}
