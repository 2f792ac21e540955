package dev.jumbo.bench.marshal.heterogeneous;

import java.util.List;

/**
 * The 66 classes of the heterogeneous workload and the array classes it uses, in a fixed
 * order, for serializers that require registration (Kryo, Fory).
 */
final class HeterogeneousClasses {
    static final List<Class<?>> ALL = List.of(
            Support.SourcePosition.class, Support.BinaryOperator.class, Support.UnaryOperator.class,
            Support.PrimitiveKind.class, Support.Identifier.class, Support.ClassTypeRef.class,
            Support.PrimitiveTypeRef.class, Support.HoleRef.class, Support.Comment.class, Support.Modifiers.class,
            Support.Annotation.class, Support.CheckerNote.class,
            Expressions.NameExpr.class, Expressions.IntLiteral.class, Expressions.LongLiteral.class,
            Expressions.DoubleLiteral.class, Expressions.CharLiteral.class, Expressions.BooleanLiteral.class,
            Expressions.NullLiteral.class, Expressions.StringLiteral.class, Expressions.ClassLiteral.class,
            Expressions.ThisExpr.class, Expressions.BinaryExpr.class, Expressions.UnaryExpr.class,
            Expressions.AssignExpr.class, Expressions.CompoundAssignExpr.class, Expressions.ConditionalExpr.class,
            Expressions.CastExpr.class, Expressions.InstanceOfExpr.class, Expressions.MethodCallExpr.class,
            Expressions.FieldAccessExpr.class, Expressions.ArrayAccessExpr.class,
            Expressions.ArrayCreationExpr.class, Expressions.ArrayInitializerExpr.class,
            Expressions.ObjectCreationExpr.class, Expressions.LambdaExpr.class,
            Expressions.MethodReferenceExpr.class, Expressions.HoleExpr.class,
            Statements.ExpressionStmt.class, Statements.LocalVariableStmt.class, Statements.IfStmt.class,
            Statements.ReturnStmt.class, Statements.BlockStmt.class, Statements.WhileStmt.class,
            Statements.DoStmt.class, Statements.ForStmt.class, Statements.ForEachStmt.class,
            Statements.SwitchStmt.class, Statements.SwitchCase.class, Statements.BreakStmt.class,
            Statements.ContinueStmt.class, Statements.LabeledStmt.class, Statements.ThrowStmt.class,
            Statements.TryStmt.class, Statements.CatchClause.class, Statements.SynchronizedStmt.class,
            Statements.AssertStmt.class, Statements.EmptyStmt.class, Statements.HoleStmt.class,
            Declarations.CompilationUnit.class, Declarations.ImportDecl.class, Declarations.ClassDecl.class,
            Declarations.FieldDecl.class, Declarations.MethodDecl.class, Declarations.ConstructorDecl.class,
            Declarations.Parameter.class,
            // Arrays of the classes above.
            Support.Identifier[].class, Support.ClassTypeRef[].class,
            Support.Annotation[].class, Expressions.Expression[].class, Statements.Statement[].class,
            Statements.SwitchCase[].class, Statements.CatchClause[].class, Declarations.ImportDecl[].class,
            Declarations.ClassDecl[].class, Declarations.Parameter[].class, Tree[].class, int[].class);

    private HeterogeneousClasses() {
    }
}
