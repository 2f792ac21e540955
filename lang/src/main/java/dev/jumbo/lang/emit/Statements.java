package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.Members;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Origin;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.*;
import java.util.List;
import org.objectweb.asm.Label;

import static org.objectweb.asm.Opcodes.*;

/** Checks and emits statements in one pass, tracking reachability (JLS 14.22). */
final class Statements {
    private Statements() {
    }

    static void emit(MethodContext m, Statement statement) {
        if (statement instanceof SplicedStatements spliced) {
            spliced(m, spliced);
            return;
        }
        start(m, statement.position());
        statement.accept(m.statements);
    }

    /** Where a statement at {@code position} begins: it must be reachable, and starts a line. */
    static void start(MethodContext m, int position) {
        if (!m.reachable) {
            throw m.error(position, "unreachable statement");
        }
        m.assembler.statementStart();
        m.assembler.line(position);
    }

    /** The statement kinds, each checked and emitted into one method ({@link MethodContext#statements}). */
    static final class Emitter implements Statement.Visitor<Void> {
        private final MethodContext m;

        Emitter(MethodContext m) {
            this.m = m;
        }

        @Override
        public Void visitBlock(Block node) {
            block(m, node.statements());
            return null;
        }

        @Override
        public Void visitLocalVariable(LocalVariable node) {
            local(m, node);
            return null;
        }

        @Override
        public Void visitExpressionStatement(ExpressionStatement node) {
            expression(m, node.expression(), node.position());
            return null;
        }

        @Override
        public Void visitIf(If node) {
            ifStatement(m, node);
            return null;
        }

        @Override
        public Void visitWhile(While node) {
            Loops.whileLoop(m, node, null);
            return null;
        }

        @Override
        public Void visitDoWhile(DoWhile node) {
            Loops.doWhile(m, node, null);
            return null;
        }

        @Override
        public Void visitFor(For node) {
            Loops.forLoop(m, node, null);
            return null;
        }

        @Override
        public Void visitForEach(ForEach node) {
            Loops.forEach(m, node, null);
            return null;
        }

        @Override
        public Void visitLabeled(Labeled node) {
            Loops.labeled(m, node);
            return null;
        }

        @Override
        public Void visitBreak(Break node) {
            Loops.breakStatement(m, node);
            return null;
        }

        @Override
        public Void visitContinue(Continue node) {
            Loops.continueStatement(m, node);
            return null;
        }

        @Override
        public Void visitReturn(Return node) {
            returnStatement(m, node);
            return null;
        }

        @Override
        public Void visitThrow(Throw node) {
            throwStatement(m, node);
            return null;
        }

        @Override
        public Void visitTry(Try node) {
            TryStatements.emit(m, node);
            return null;
        }

        @Override
        public Void visitSwitch(Switch node) {
            Switches.statement(m, node);
            return null;
        }

        @Override
        public Void visitYield(Yield node) {
            Switches.yield(m, node);
            return null;
        }

        @Override
        public Void visitSynchronized(Synchronized node) {
            TryStatements.synchronizedStatement(m, node);
            return null;
        }

        @Override
        public Void visitAssert(Assert node) {
            assertStatement(m, node);
            return null;
        }

        @Override
        public Void visitEmpty(Empty node) {
            return null;
        }

        @Override
        public Void visitConstructorCall(ConstructorCall node) {
            throw m.error(node.position(), "a constructor call " + (node.isSuper() ? "super" : "this")
                    + "(...) must be the first statement of a constructor");
        }

        @Override
        public Void visitLocalClass(LocalClass node) {
            LocalClasses.declare(m, node);
            return null;
        }

        @Override
        public Void visitSplicedStatements(SplicedStatements node) {
            spliced(m, node); // reached only through emit, which takes splices before start
            return null;
        }
    }

    private static void spliced(MethodContext m, SplicedStatements spliced) {
        Origin saved = m.origin;
        try {
            for (Fragment code : spliced.codes()) {
                m.origin = saved.enter(code, spliced.position());
                for (Node node : code.nodes()) {
                    if (node instanceof Expression expression) {
                        if (!m.reachable) {
                            throw m.error(expression.position(), "unreachable statement");
                        }
                        m.assembler.line(expression.position());
                        expression(m, expression, expression.position());
                    } else {
                        emit(m, (Statement) node);
                    }
                }
            }
        } finally {
            m.origin = saved;
        }
    }

    static void block(MethodContext m, List<Statement> statements) {
        Scope scope = m.scope;
        int slot = m.nextSlot();
        for (Statement statement : statements) {
            emit(m, statement);
        }
        m.restore(scope, slot);
    }

    /** A statement in its own scope (a loop body, a branch of an if). */
    static void scoped(MethodContext m, Statement statement) {
        Scope scope = m.scope;
        int slot = m.nextSlot();
        emit(m, statement);
        m.restore(scope, slot);
    }

    private static void local(MethodContext m, LocalVariable local) {
        boolean inferred = local.type() instanceof VarType;
        JType declared = inferred ? null : Expressions.resolve(m, local.type());
        for (VariableDeclarator declarator : local.declarators()) {
            JType type = declared;
            for (int i = 0; i < declarator.dimensions(); i++) {
                type = new JArray(type);
            }
            Bound value;
            if (inferred) {
                if (declarator.initializer() == null || declarator.initializer() instanceof ArrayInitializer) {
                    throw m.error(declarator.position(), "'var' needs an initializer that is an expression");
                }
                value = Expressions.value(m, declarator.initializer(), null);
                type = value.type;
                if (type == dev.jumbo.lang.type.JNull.INSTANCE) {
                    throw m.error(declarator.position(), "'var' cannot be initialized with null");
                }
            } else if (type == JPrimitive.VOID) {
                throw m.error(declarator.position(), "a variable cannot have type void");
            } else {
                value = declarator.initializer() == null ? null
                        : Expressions.assignable(m, declarator.initializer(), type, "the variable " + declarator.name());
            }
            JType finalType = type;
            if (value == null) {
                // Locals start at their zero value, so no path reads an unset slot (the verifier's rule).
                Local variable = m.declare(declarator.name(), type, declarator.position());
                m.assigned.clear(variable.id());
                m.assembler.constant(zero(finalType), finalType);
                m.assembler.store(finalType, variable.slot());
            } else {
                value.emit(m);
                Local variable = m.declare(declarator.name(), type, declarator.position());
                m.assembler.store(finalType, variable.slot());
                if (java.lang.reflect.Modifier.isFinal(local.modifiers()) && value.constant != null
                        && value.type.equals(finalType) && (finalType.isPrimitive() || finalType.equals(Types.STRING))) {
                    variable.constantValue = value.constant; // read as a constant, so `byte b = k;` narrows
                }
            }
        }
    }

    static Object zero(JType type) {
        if (type == JPrimitive.LONG) {
            return 0L;
        } else if (type == JPrimitive.FLOAT) {
            return 0f;
        } else if (type == JPrimitive.DOUBLE) {
            return 0d;
        } else if (type == JPrimitive.BOOLEAN) {
            return false;
        } else if (type instanceof JPrimitive) {
            return 0;
        }
        return null;
    }

    private static void expression(MethodContext m, Expression expression, int position) {
        Bound bound = Expressions.attribute(m, expression, null);
        if (!bound.isStatementExpression()) {
            throw m.error(position, "not a statement: an expression of type " + bound.type.javaName()
                    + " cannot stand alone; only assignments, ++/--, calls and object creations can");
        }
        bound.emitStatement(m);
    }

    private static void ifStatement(MethodContext m, If s) {
        Bound condition = Operators.condition(m, s.condition());
        java.util.BitSet after = Definite.snapshot(m);
        java.util.BitSet whenFalse = Boolean.TRUE.equals(condition.constant) ? null
                : condition.whenFalse != null ? condition.whenFalse : after;
        Definite.restore(m, condition.whenTrue);
        Label otherwise = new Label();
        condition.branch(m, otherwise, false);
        scoped(m, s.thenStatement());
        boolean thenReachable = m.reachable;
        java.util.BitSet afterThen = Definite.snapshot(m);
        if (s.elseStatement() == null) {
            m.assembler.visitLabel(otherwise);
            m.reachable = true;
            Definite.restore(m, Definite.join(afterThen, whenFalse));
            return;
        }
        Label end = new Label();
        if (thenReachable) {
            m.assembler.visitJumpInsn(GOTO, end);
        }
        m.assembler.visitLabel(otherwise);
        m.reachable = true;
        Definite.restore(m, whenFalse != null ? whenFalse : after);
        scoped(m, s.elseStatement());
        Definite.restore(m, Definite.join(afterThen, Definite.snapshot(m)));
        m.reachable = m.reachable || thenReachable;
        m.assembler.visitLabel(end);
    }

    private static void returnStatement(MethodContext m, Return s) {
        JType type = m.returnType;
        if (m.inSwitchExpression > 0) {
            throw m.error(s.position(), "return is not allowed inside a switch expression");
        }
        if (s.value() == null) {
            if (type != JPrimitive.VOID) {
                throw m.error(s.position(), "type mismatch: the method returns " + type.javaName()
                        + ", but the return has no value");
            }
            m.cleanupTo(0);
            m.assembler.visitInsn(RETURN);
        } else {
            if (type == JPrimitive.VOID) {
                throw m.error(s.position(), "type mismatch: the method returns void, but the return has a value");
            }
            Bound returned = Expressions.value(m, s.value(), type);
            if (m.yielded != null) {
                m.yielded.add(returned.type);
            }
            Bound value = Expressions.convertForAssignment(m, returned, type, s.value().position(), "the return value");
            value.emit(m);
            if (!m.cleanups.isEmpty()) {
                int temporary = m.temporary(type);
                m.assembler.store(type, temporary);
                m.cleanupTo(0);
                m.assembler.load(type, temporary);
            }
            m.assembler.visitInsn(Assembler.opcode(type, IRETURN));
        }
        m.reachable = false;
    }

    private static void throwStatement(MethodContext m, Throw s) {
        Bound exception = Expressions.value(m, s.exception(), null);
        if (!Types.isReferenceAssignable(exception.type, Types.THROWABLE)) {
            throw m.error(s.position(), "type mismatch: throw needs a Throwable, but the expression is "
                    + exception.type.javaName());
        }
        Local parameter = catchParameter(m, s.exception());
        if (parameter != null && parameter.rethrown != null && !parameter.reassigned) {
            if (parameter.rethrowsUnknown) {
                m.exceptions.unknown();
            }
            for (dev.jumbo.lang.type.JClass rethrown : parameter.rethrown) {
                m.exceptions.thrown(m, rethrown, s.position());
            }
        } else {
            m.exceptions.thrown(m, dev.jumbo.lang.type.Generics.erasure(exception.type), s.position());
        }
        exception.emit(m);
        m.assembler.visitInsn(ATHROW);
        m.reachable = false;
    }

    /** The local that {@code thrown} names, when it is the parameter of a catch clause (a precise rethrow). */
    private static Local catchParameter(MethodContext m, dev.jumbo.lang.tree.Expression thrown) {
        dev.jumbo.lang.tree.Expression unwrapped = thrown;
        while (unwrapped instanceof dev.jumbo.lang.tree.SplicedExpression spliced
                && spliced.code().nodes().size() == 1
                && spliced.code().nodes().get(0) instanceof dev.jumbo.lang.tree.Expression inner) {
            unwrapped = inner;
        }
        if (unwrapped instanceof dev.jumbo.lang.tree.Name name) {
            Local local = m.lookup(name.identifier());
            return local != null && local.rethrown != null ? local : null;
        }
        return null;
    }

    private static void assertStatement(MethodContext m, Assert s) {
        java.util.BitSet before = Definite.snapshot(m); // assertions may be disabled: nothing they assign counts
        Bound condition = Operators.condition(m, s.condition());
        Bound message = s.message() == null ? null : Expressions.value(m, s.message(), null);
        Definite.restore(m, before);
        Label skip = new Label();
        m.assembler.visitLdcInsn(org.objectweb.asm.Type.getType(m.owner.self.descriptor()));
        m.assembler.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Class", "desiredAssertionStatus", "()Z", false);
        m.assembler.visitJumpInsn(IFEQ, skip);
        condition.branch(m, skip, true);
        m.assembler.visitTypeInsn(NEW, "java/lang/AssertionError");
        m.assembler.visitInsn(DUP);
        if (message == null) {
            m.assembler.visitMethodInsn(INVOKESPECIAL, "java/lang/AssertionError", "<init>", "()V", false);
        } else {
            message.emit(m);
            JType type = message.type;
            String descriptor = type instanceof JPrimitive p
                    ? (p.isIntLike() && p != JPrimitive.BOOLEAN && p != JPrimitive.CHAR ? "I" : p.descriptor())
                    : "Ljava/lang/Object;";
            m.assembler.visitMethodInsn(INVOKESPECIAL, "java/lang/AssertionError", "<init>", "(" + descriptor + ")V", false);
        }
        m.assembler.visitInsn(ATHROW);
        m.assembler.visitLabel(skip);
    }

    static JClass iterable() {
        return LoadedClass.classOf(Iterable.class);
    }

    static MethodRef method(JClass owner, String name) {
        return Members.methods(owner, name).get(0);
    }
}
