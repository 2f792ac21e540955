package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.CatchClause;
import dev.jumbo.lang.tree.Synchronized;
import dev.jumbo.lang.tree.Try;
import dev.jumbo.lang.tree.TypeNode;
import java.util.List;
import org.objectweb.asm.Label;

import static org.objectweb.asm.Opcodes.*;

/** try/catch/finally and synchronized: exception ranges and cleanups copied at each exit. */
final class TryStatements {
    private TryStatements() {
    }

    static void emit(MethodContext m, Try s) {
        if (!s.resources().isEmpty()) {
            Resources.emit(m, s);
            return;
        }
        emit(m, s, new BodyBlock(m, s.body()));
    }

    /** A try statement's own block; a named class, not a lambda: see the note in {@link Bound}. */
    private static final class BodyBlock implements Runnable {
        private final MethodContext m;
        private final Block body;

        BodyBlock(MethodContext m, Block body) {
            this.m = m;
            this.body = body;
        }

        @Override
        public void run() {
            Statements.block(m, body.statements());
        }
    }

    /** A try statement without resources whose block {@code body} emits ({@code s.body()} is not read). */
    static void emit(MethodContext m, Try s, Runnable body) {
        Label start = new Label();
        Label bodyEnd = new Label();
        Label end = new Label();
        Cleanup cleanup = null;
        List<List<JClass>> caughtTypes = new java.util.ArrayList<>();
        List<JClass> allCaught = new java.util.ArrayList<>();
        for (CatchClause clause : s.catches()) {
            catchType(m, clause);
            List<JClass> types = new java.util.ArrayList<>();
            for (TypeNode typeNode : clause.types()) {
                types.add((JClass) Expressions.resolve(m, typeNode));
            }
            caughtTypes.add(types);
            allCaught.addAll(types);
        }
        ExceptionScope enclosing = m.exceptions;
        ExceptionScope block = enclosing.tryBlock(allCaught);
        java.util.BitSet before = Definite.snapshot(m);
        java.util.BitSet exits = null;
        m.assembler.rangeStarts();
        m.assembler.visitLabel(start);
        if (s.finallyBlock() != null) {
            Block finallyBlock = s.finallyBlock();
            // a copy at a jump out of the block throws to the statement's enclosing scope, not to its catches
            cleanup = new Cleanup(e -> finallyCopy(e, finallyBlock, enclosing), start);
            m.cleanups.add(cleanup);
        }
        m.exceptions = block;
        try {
            body.run();
        } finally {
            m.exceptions = enclosing;
        }
        m.assembler.visitLabel(bodyEnd);
        boolean anyReachable = m.reachable;
        boolean finallyCompletes = true;
        if (m.reachable) {
            finallyCompletes = exitNormally(m, cleanup, end);
            exits = Definite.snapshot(m);
        }
        List<JClass> caughtBefore = new java.util.ArrayList<>();
        for (int index = 0; index < s.catches().size(); index++) {
            CatchClause clause = s.catches().get(index);
            List<JClass> types = caughtTypes.get(index);
            Label handler = new Label();
            JClass caught = catchType(m, clause);
            for (int alternative = 0; alternative < types.size(); alternative++) {
                JClass type = types.get(alternative);
                if (!block.mayThrow(type)) {
                    throw m.error(clause.types().get(alternative).position(), "exception " + type.javaName()
                            + " is never thrown in body of corresponding try statement");
                }
                m.assembler.tryCatch(start, bodyEnd, handler, type.internalName());
            }
            m.assembler.visitLabel(handler);
            m.reachable = true;
            Definite.restore(m, before); // the exception may come before any assignment of the body
            Scope scope = m.scope;
            int slot = m.nextSlot();
            Local variable = m.declare(clause.name(), caught, clause.position());
            variable.rethrown = block.rethrown(types, caughtBefore);
            variable.rethrowsUnknown = block.throwsUnknown;
            caughtBefore.addAll(types);
            m.assembler.visitVarInsn(ASTORE, variable.slot());
            Statements.block(m, clause.body().statements());
            m.restore(scope, slot);
            if (m.reachable) {
                anyReachable = true;
                finallyCompletes = exitNormally(m, cleanup, end);
                exits = Definite.join(exits, Definite.snapshot(m));
            }
        }
        if (cleanup != null) {
            m.cleanups.remove(cleanup);
            Label handler = new Label();
            m.assembler.visitLabel(handler);
            for (Label[] range : cleanup.close(handler)) {
                m.assembler.tryCatch(range[0], range[1], handler, null);
            }
            m.reachable = true;
            Definite.restore(m, before);
            int thrown = m.temporary(Types.THROWABLE);
            m.assembler.visitVarInsn(ASTORE, thrown);
            finallyCopy(m, s.finallyBlock(), enclosing);
            if (m.reachable) {
                m.assembler.visitVarInsn(ALOAD, thrown);
                m.assembler.visitInsn(ATHROW);
            }
        }
        m.assembler.visitLabel(end);
        m.reachable = anyReachable && finallyCompletes;
        Definite.restore(m, exits);
    }

    private static JClass catchType(MethodContext m, CatchClause clause) {
        JType result = null;
        for (TypeNode typeNode : clause.types()) {
            JType type = Expressions.resolve(m, typeNode);
            if (!Types.isReferenceAssignable(type, Types.THROWABLE)) {
                throw m.error(typeNode.position(), "type mismatch: a catch needs a Throwable type, not " + type.javaName());
            }
            result = result == null ? type : Types.commonSupertype(result, type);
        }
        return (JClass) result;
    }

    /** Runs the finally copy (if any) for a normal exit and jumps to the end; returns whether it completes. */
    private static boolean exitNormally(MethodContext m, Cleanup cleanup, Label end) {
        if (cleanup != null) {
            m.cleanups.remove(cleanup);
            cleanup.emitForJump(m);
            m.cleanups.add(cleanup);
        }
        if (m.reachable) {
            m.assembler.visitJumpInsn(GOTO, end);
            return true;
        }
        return false;
    }

    private static void finallyCopy(MethodContext m, Block block, ExceptionScope enclosing) {
        boolean reachable = m.reachable;
        m.reachable = true;
        ExceptionScope current = m.exceptions;
        m.exceptions = enclosing;
        try {
            Statements.block(m, block.statements());
        } finally {
            m.exceptions = current;
        }
        if (!reachable) {
            m.reachable = false;
        }
    }

    static void synchronizedStatement(MethodContext m, Synchronized s) {
        Bound lock = Expressions.value(m, s.lock(), null);
        if (lock.type.isPrimitive() || lock.type == dev.jumbo.lang.type.JNull.INSTANCE) {
            throw m.error(s.position(), "type mismatch: synchronized needs an object, but the expression is "
                    + lock.type.javaName());
        }
        int monitor = m.temporary(Types.OBJECT);
        lock.emit(m);
        m.assembler.visitInsn(DUP);
        m.assembler.visitVarInsn(ASTORE, monitor);
        m.assembler.visitInsn(MONITORENTER);
        m.assembler.rangeStarts();
        Label start = new Label();
        Label end = new Label();
        m.assembler.visitLabel(start);
        Cleanup cleanup = new Cleanup(e -> {
            e.assembler.visitVarInsn(ALOAD, monitor);
            e.assembler.visitInsn(MONITOREXIT);
        }, start);
        m.cleanups.add(cleanup);
        Statements.block(m, s.body().statements());
        boolean reachable = m.reachable;
        m.cleanups.remove(cleanup);
        if (reachable) {
            cleanup.emitForJump(m);
            m.assembler.visitJumpInsn(GOTO, end);
        }
        Label handler = new Label();
        m.assembler.visitLabel(handler);
        for (Label[] range : cleanup.close(handler)) {
            m.assembler.tryCatch(range[0], range[1], handler, null);
        }
        int thrown = m.temporary(Types.THROWABLE);
        m.assembler.visitVarInsn(ASTORE, thrown);
        m.assembler.visitVarInsn(ALOAD, monitor);
        m.assembler.visitInsn(MONITOREXIT);
        m.assembler.visitVarInsn(ALOAD, thrown);
        m.assembler.visitInsn(ATHROW);
        m.assembler.visitLabel(end);
        m.reachable = reachable;
    }

    static JClass throwable() {
        return LoadedClass.classOf(Throwable.class);
    }

    static List<Label> none() {
        return List.of();
    }
}
