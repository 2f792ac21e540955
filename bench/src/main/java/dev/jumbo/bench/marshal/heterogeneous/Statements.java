package dev.jumbo.bench.marshal.heterogeneous;

import dev.jumbo.bench.marshal.heterogeneous.Expressions.Expression;
import dev.jumbo.bench.marshal.heterogeneous.Support.ClassTypeRef;
import dev.jumbo.bench.marshal.heterogeneous.Support.Comment;
import dev.jumbo.bench.marshal.heterogeneous.Support.HoleRef;
import dev.jumbo.bench.marshal.heterogeneous.Support.Identifier;

/** The statement classes of the heterogeneous workload. */
public final class Statements {
    private Statements() {
    }

    /** Any statement; some carry the comment written before them. */
    public abstract static class Statement extends Tree {
        private static final long serialVersionUID = 1L;
        Comment leadingComment;
    }

    public static final class ExpressionStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Expression expression;
        ExpressionStmt(Expression expression) { this.expression = expression; }
    }

    public static final class LocalVariableStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Object type;
        Identifier name;
        Expression initializer;
        boolean isFinal;
        LocalVariableStmt(Object type, Identifier name, Expression initializer, boolean isFinal) {
            this.type = type;
            this.name = name;
            this.initializer = initializer;
            this.isFinal = isFinal;
        }
    }

    public static final class IfStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Expression condition;
        Statement thenPart;
        Statement elsePart;
        IfStmt(Expression condition, Statement thenPart, Statement elsePart) {
            this.condition = condition;
            this.thenPart = thenPart;
            this.elsePart = elsePart;
        }
    }

    public static final class ReturnStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Expression value;
        ReturnStmt(Expression value) { this.value = value; }
    }

    public static final class BlockStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Statement[] statements;
        BlockStmt(Statement[] statements) { this.statements = statements; }
    }

    public static final class WhileStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Expression condition;
        Statement body;
        WhileStmt(Expression condition, Statement body) { this.condition = condition; this.body = body; }
    }

    public static final class DoStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Statement body;
        Expression condition;
        DoStmt(Statement body, Expression condition) { this.body = body; this.condition = condition; }
    }

    public static final class ForStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Statement[] initializers;
        Expression condition;
        Expression[] updates;
        Statement body;
        ForStmt(Statement[] initializers, Expression condition, Expression[] updates, Statement body) {
            this.initializers = initializers;
            this.condition = condition;
            this.updates = updates;
            this.body = body;
        }
    }

    public static final class ForEachStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Object elementType;
        Identifier variable;
        Expression iterable;
        Statement body;
        ForEachStmt(Object elementType, Identifier variable, Expression iterable, Statement body) {
            this.elementType = elementType;
            this.variable = variable;
            this.iterable = iterable;
            this.body = body;
        }
    }

    public static final class SwitchStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Expression selector;
        SwitchCase[] cases;
        SwitchStmt(Expression selector, SwitchCase[] cases) { this.selector = selector; this.cases = cases; }
    }

    public static final class SwitchCase extends Statement {
        private static final long serialVersionUID = 1L;
        Expression[] labels;
        Statement[] body;
        boolean isDefault;
        SwitchCase(Expression[] labels, Statement[] body, boolean isDefault) {
            this.labels = labels;
            this.body = body;
            this.isDefault = isDefault;
        }
    }

    public static final class BreakStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Identifier label;
        BreakStmt(Identifier label) { this.label = label; }
    }

    public static final class ContinueStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Identifier label;
        ContinueStmt(Identifier label) { this.label = label; }
    }

    public static final class LabeledStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Identifier label;
        Statement body;
        LabeledStmt(Identifier label, Statement body) { this.label = label; this.body = body; }
    }

    public static final class ThrowStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Expression exception;
        ThrowStmt(Expression exception) { this.exception = exception; }
    }

    public static final class TryStmt extends Statement {
        private static final long serialVersionUID = 1L;
        BlockStmt body;
        CatchClause[] catches;
        BlockStmt finallyBlock;
        TryStmt(BlockStmt body, CatchClause[] catches, BlockStmt finallyBlock) {
            this.body = body;
            this.catches = catches;
            this.finallyBlock = finallyBlock;
        }
    }

    public static final class CatchClause extends Statement {
        private static final long serialVersionUID = 1L;
        ClassTypeRef[] types;
        Identifier variable;
        BlockStmt body;
        CatchClause(ClassTypeRef[] types, Identifier variable, BlockStmt body) {
            this.types = types;
            this.variable = variable;
            this.body = body;
        }
    }

    public static final class SynchronizedStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Expression lock;
        BlockStmt body;
        SynchronizedStmt(Expression lock, BlockStmt body) { this.lock = lock; this.body = body; }
    }

    public static final class AssertStmt extends Statement {
        private static final long serialVersionUID = 1L;
        Expression condition;
        Expression message;
        AssertStmt(Expression condition, Expression message) { this.condition = condition; this.message = message; }
    }

    public static final class EmptyStmt extends Statement {
        private static final long serialVersionUID = 1L;
    }

    /** A hole of a quote in statement position. */
    public static final class HoleStmt extends Statement {
        private static final long serialVersionUID = 1L;
        HoleRef hole;
        HoleStmt(HoleRef hole) { this.hole = hole; }
    }
}
