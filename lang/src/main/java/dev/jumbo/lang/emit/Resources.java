package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.*;
import java.util.List;

/**
 * try-with-resources, desugared as JLS 14.20.3 specifies and javac compiles it: each resource
 * wraps the rest in
 * <pre>
 * { final R r = init; Throwable primary = null;
 *   try { rest } catch (Throwable t) { primary = t; throw t; }
 *   finally { if (r != null) { if (primary != null) { try { r.close(); } catch (Throwable x) {
 *       primary.addSuppressed(x); } } else { r.close(); } } } }
 * </pre>
 * so resources close in reverse order, a null resource is skipped, and exceptions from close
 * are suppressed into the primary one. Catch and finally clauses of the statement enclose it all.
 */
final class Resources {
    private static final JType AUTO_CLOSEABLE = LoadedClass.classOf(AutoCloseable.class);

    private Resources() {
    }

    static void emit(MethodEmitter m, Try s) {
        ResourceBlock desugared = wrap(m, s.resources(), 0, s.body());
        if (s.catches().isEmpty() && s.finallyBlock() == null) {
            desugared.emitAsStatement(m);
            return;
        }
        Block placeholder = new Block(s.position(), List.of());
        TryStatements.emit(m, new Try(s.position(), List.of(), placeholder, s.catches(), s.finallyBlock()),
                () -> desugared.emitInBlock(m));
    }

    private static ResourceBlock wrap(MethodEmitter m, List<Statement> resources, int index, Block body) {
        Statement resource = resources.get(index);
        int at = resource.position();
        String id = m.owner.syntheticName("");
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
            throw m.error(at, "a resource must be a variable declaration with an initializer or a variable");
        }
        TypeNode throwable = new ReflectedType(at, Throwable.class);
        ResourceBlock rest = index + 1 == resources.size() ? null : wrap(m, resources, index + 1, body);
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
        Try guarded = new Try(at, List.of(), new Block(at, List.of()), List.of(record),
                new Block(at, List.of(closing)));
        Statement primaryDeclaration = new LocalVariable(at, 0, throwable,
                List.of(new VariableDeclarator(at, primary, 0, new Literal(at, null))));
        return new ResourceBlock(at, declaration, name, primaryDeclaration, guarded, rest, body);
    }

    /**
     * The block of one resource: its declaration, the primary exception's, and the {@code try} guarding the rest,
     * whose block holds the next resource's block ({@code next}) or, after the last resource, the statement's
     * {@code body}. Emitted as the statement it stands for, not a node of the tree; checks the resource's type
     * once it is declared.
     */
    private record ResourceBlock(int position, LocalVariable declaration, String name, Statement primary, Try guarded,
                                 ResourceBlock next, Block body) {
        /** As a statement: where it is reached, then {@link #emit}. */
        void emitAsStatement(MethodEmitter m) {
            Statements.start(m, position);
            emit(m);
        }

        /** As the only statement of a block. */
        void emitInBlock(MethodEmitter m) {
            Scope scope = m.scope;
            int slot = m.nextSlot();
            emitAsStatement(m);
            m.restore(scope, slot);
        }

        private void emit(MethodEmitter m) {
            Scope scope = m.scope;
            int slot = m.nextSlot();
            Statements.emit(m, declaration);
            Local resource = m.scope.lookup(name);
            if (!Types.isReferenceAssignable(resource.type(), AUTO_CLOSEABLE)) {
                throw m.error(declaration.position(), "incompatible types: try-with-resources needs an AutoCloseable, "
                        + "but " + name + " is " + resource.type().javaName());
            }
            Statements.emit(m, primary);
            Statements.start(m, guarded.position());
            TryStatements.emit(m, guarded, () -> {
                if (next != null) {
                    next.emitInBlock(m);
                } else {
                    Statements.block(m, List.of(body));
                }
            });
            m.restore(scope, slot);
        }
    }
}
