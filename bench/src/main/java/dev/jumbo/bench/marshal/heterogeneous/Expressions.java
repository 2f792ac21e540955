package dev.jumbo.bench.marshal.heterogeneous;

import dev.jumbo.bench.marshal.heterogeneous.Support.BinaryOperator;
import dev.jumbo.bench.marshal.heterogeneous.Support.ClassTypeRef;
import dev.jumbo.bench.marshal.heterogeneous.Support.HoleRef;
import dev.jumbo.bench.marshal.heterogeneous.Support.Identifier;
import dev.jumbo.bench.marshal.heterogeneous.Support.UnaryOperator;

/** The expression classes of the heterogeneous workload. */
public final class Expressions {
    private Expressions() {
    }

    /** Any expression. */
    public abstract static class Expression extends Tree {
        private static final long serialVersionUID = 1L;
        boolean parenthesized;
    }

    public static final class NameExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Identifier name;
        NameExpr(Identifier name) { this.name = name; }
    }

    public static final class IntLiteral extends Expression {
        private static final long serialVersionUID = 1L;
        int value;
        IntLiteral(int value) { this.value = value; }
    }

    public static final class LongLiteral extends Expression {
        private static final long serialVersionUID = 1L;
        long value;
        LongLiteral(long value) { this.value = value; }
    }

    public static final class DoubleLiteral extends Expression {
        private static final long serialVersionUID = 1L;
        double value;
        String spelling;
        DoubleLiteral(double value) { this.value = value; this.spelling = Double.toString(value); }
    }

    public static final class CharLiteral extends Expression {
        private static final long serialVersionUID = 1L;
        char value;
        CharLiteral(char value) { this.value = value; }
    }

    public static final class BooleanLiteral extends Expression {
        private static final long serialVersionUID = 1L;
        boolean value;
        BooleanLiteral(boolean value) { this.value = value; }
    }

    public static final class NullLiteral extends Expression {
        private static final long serialVersionUID = 1L;
    }

    public static final class StringLiteral extends Expression {
        private static final long serialVersionUID = 1L;
        String value;
        StringLiteral(String value) { this.value = value; }
    }

    public static final class ClassLiteral extends Expression {
        private static final long serialVersionUID = 1L;
        ClassTypeRef type;
        ClassLiteral(ClassTypeRef type) { this.type = type; }
    }

    public static final class ThisExpr extends Expression {
        private static final long serialVersionUID = 1L;
        ClassTypeRef qualifier;
        ThisExpr(ClassTypeRef qualifier) { this.qualifier = qualifier; }
    }

    public static final class BinaryExpr extends Expression {
        private static final long serialVersionUID = 1L;
        BinaryOperator operator;
        Expression left;
        Expression right;
        BinaryExpr(BinaryOperator operator, Expression left, Expression right) {
            this.operator = operator;
            this.left = left;
            this.right = right;
        }
    }

    public static final class UnaryExpr extends Expression {
        private static final long serialVersionUID = 1L;
        UnaryOperator operator;
        Expression operand;
        UnaryExpr(UnaryOperator operator, Expression operand) { this.operator = operator; this.operand = operand; }
    }

    public static final class AssignExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Expression target;
        Expression value;
        AssignExpr(Expression target, Expression value) { this.target = target; this.value = value; }
    }

    public static final class CompoundAssignExpr extends Expression {
        private static final long serialVersionUID = 1L;
        BinaryOperator operator;
        Expression target;
        Expression value;
        CompoundAssignExpr(BinaryOperator operator, Expression target, Expression value) {
            this.operator = operator;
            this.target = target;
            this.value = value;
        }
    }

    public static final class ConditionalExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Expression condition;
        Expression whenTrue;
        Expression whenFalse;
        ConditionalExpr(Expression condition, Expression whenTrue, Expression whenFalse) {
            this.condition = condition;
            this.whenTrue = whenTrue;
            this.whenFalse = whenFalse;
        }
    }

    public static final class CastExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Object type;
        Expression operand;
        CastExpr(Object type, Expression operand) { this.type = type; this.operand = operand; }
    }

    public static final class InstanceOfExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Expression operand;
        ClassTypeRef type;
        Identifier binding;
        InstanceOfExpr(Expression operand, ClassTypeRef type, Identifier binding) {
            this.operand = operand;
            this.type = type;
            this.binding = binding;
        }
    }

    public static final class MethodCallExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Expression target;
        Identifier method;
        Expression[] arguments;
        String resolvedDescriptor;
        MethodCallExpr(Expression target, Identifier method, Expression[] arguments, String resolvedDescriptor) {
            this.target = target;
            this.method = method;
            this.arguments = arguments;
            this.resolvedDescriptor = resolvedDescriptor;
        }
    }

    public static final class FieldAccessExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Expression target;
        Identifier field;
        FieldAccessExpr(Expression target, Identifier field) { this.target = target; this.field = field; }
    }

    public static final class ArrayAccessExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Expression array;
        Expression index;
        ArrayAccessExpr(Expression array, Expression index) { this.array = array; this.index = index; }
    }

    public static final class ArrayCreationExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Object elementType;
        Expression[] dimensions;
        ArrayCreationExpr(Object elementType, Expression[] dimensions) {
            this.elementType = elementType;
            this.dimensions = dimensions;
        }
    }

    public static final class ArrayInitializerExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Expression[] elements;
        ArrayInitializerExpr(Expression[] elements) { this.elements = elements; }
    }

    public static final class ObjectCreationExpr extends Expression {
        private static final long serialVersionUID = 1L;
        ClassTypeRef type;
        Expression[] arguments;
        ObjectCreationExpr(ClassTypeRef type, Expression[] arguments) { this.type = type; this.arguments = arguments; }
    }

    public static final class LambdaExpr extends Expression {
        private static final long serialVersionUID = 1L;
        Identifier[] parameters;
        Tree body;
        LambdaExpr(Identifier[] parameters, Tree body) { this.parameters = parameters; this.body = body; }
    }

    public static final class MethodReferenceExpr extends Expression {
        private static final long serialVersionUID = 1L;
        ClassTypeRef owner;
        Identifier method;
        MethodReferenceExpr(ClassTypeRef owner, Identifier method) { this.owner = owner; this.method = method; }
    }

    /** A hole of a quote in expression position. */
    public static final class HoleExpr extends Expression {
        private static final long serialVersionUID = 1L;
        HoleRef hole;
        HoleExpr(HoleRef hole) { this.hole = hole; }
    }
}
