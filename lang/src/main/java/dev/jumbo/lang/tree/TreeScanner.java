package dev.jumbo.lang.tree;

import java.util.List;

/**
 * A walk over every child of a node, in the order of the record's components, into spliced
 * fragments too. A subclass overrides the kinds it looks at and calls {@code super} to go on below
 * them; types are reached through {@link #scanType}, which a walk over values and statements
 * overrides to skip them.
 */
public class TreeScanner implements Visitor<Void> {
    /** Visits {@code node}, if not null. */
    public void scan(Node node) {
        if (node != null) {
            node.accept(this);
        }
    }

    /** Visits each node of {@code nodes}, if not null. */
    public void scan(List<? extends Node> nodes) {
        if (nodes != null) {
            for (Node node : nodes) {
                scan(node);
            }
        }
    }

    /** Visits the nodes of a spliced fragment. */
    protected void scanFragment(Fragment fragment) {
        scan(fragment.nodes());
    }

    private void scanFragments(List<Fragment> fragments) {
        for (Fragment fragment : fragments) {
            scanFragment(fragment);
        }
    }

    /** Visits a type node, if not null. */
    protected void scanType(TypeNode type) {
        scan(type);
    }

    private void scanTypes(List<TypeNode> types) {
        for (TypeNode type : types) {
            scanType(type);
        }
    }

    // Expression
    @Override
    public Void visitArrayAccess(ArrayAccess node) {
        scan(node.array());
        scan(node.index());
        return null;
    }
    @Override
    public Void visitArrayInitializer(ArrayInitializer node) {
        scan(node.elements());
        return null;
    }
    @Override
    public Void visitAssign(Assign node) {
        scan(node.target());
        scan(node.value());
        return null;
    }
    @Override
    public Void visitBinary(Binary node) {
        scan(node.left());
        scan(node.right());
        return null;
    }
    @Override
    public Void visitCast(Cast node) {
        scanType(node.type());
        scan(node.expression());
        return null;
    }
    @Override
    public Void visitClassLiteral(ClassLiteral node) {
        scanType(node.type());
        return null;
    }
    @Override
    public Void visitConditional(Conditional node) {
        scan(node.condition());
        scan(node.whenTrue());
        scan(node.whenFalse());
        return null;
    }
    @Override
    public Void visitFieldAccess(FieldAccess node) {
        scan(node.target());
        return null;
    }
    @Override
    public Void visitInstanceOf(InstanceOf node) {
        scan(node.expression());
        scanType(node.type());
        return null;
    }
    @Override
    public Void visitLambda(Lambda node) {
        scan(node.parameters());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitLiteral(Literal node) {
        return null;
    }
    @Override
    public Void visitMethodCall(MethodCall node) {
        scan(node.target());
        scan(node.arguments());
        scanTypes(node.typeArguments());
        return null;
    }
    @Override
    public Void visitMethodReference(MethodReference node) {
        scan(node.target());
        return null;
    }
    @Override
    public Void visitName(Name node) {
        return null;
    }
    @Override
    public Void visitNew(New node) {
        scan(node.outer());
        scanType(node.type());
        scan(node.arguments());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitNewArray(NewArray node) {
        scanType(node.type());
        scan(node.dimensions());
        scan(node.initializer());
        return null;
    }
    @Override
    public Void visitSplicedArguments(SplicedArguments node) {
        scanFragments(node.codes());
        return null;
    }
    @Override
    public Void visitSplicedExpression(SplicedExpression node) {
        scanFragment(node.code());
        return null;
    }
    @Override
    public Void visitSuper(Super node) {
        scanType(node.qualifier());
        return null;
    }
    @Override
    public Void visitSwitchExpression(SwitchExpression node) {
        scan(node.selector());
        scan(node.cases());
        return null;
    }
    @Override
    public Void visitThis(This node) {
        scanType(node.qualifier());
        return null;
    }
    @Override
    public Void visitTypeExpression(TypeExpression node) {
        scanType(node.type());
        return null;
    }
    @Override
    public Void visitUnary(Unary node) {
        scan(node.operand());
        return null;
    }
    @Override
    public Void visitValueConstant(ValueConstant node) {
        return null;
    }

    // Statement
    @Override
    public Void visitAssert(Assert node) {
        scan(node.condition());
        scan(node.message());
        return null;
    }
    @Override
    public Void visitBlock(Block node) {
        scan(node.statements());
        return null;
    }
    @Override
    public Void visitBreak(Break node) {
        return null;
    }
    @Override
    public Void visitConstructorCall(ConstructorCall node) {
        scan(node.outer());
        scan(node.arguments());
        return null;
    }
    @Override
    public Void visitContinue(Continue node) {
        return null;
    }
    @Override
    public Void visitDoWhile(DoWhile node) {
        scan(node.body());
        scan(node.condition());
        return null;
    }
    @Override
    public Void visitEmpty(Empty node) {
        return null;
    }
    @Override
    public Void visitExpressionStatement(ExpressionStatement node) {
        scan(node.expression());
        return null;
    }
    @Override
    public Void visitFor(For node) {
        scan(node.initializers());
        scan(node.condition());
        scan(node.updates());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitForEach(ForEach node) {
        scanType(node.type());
        scan(node.iterable());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitIf(If node) {
        scan(node.condition());
        scan(node.thenStatement());
        scan(node.elseStatement());
        return null;
    }
    @Override
    public Void visitLabeled(Labeled node) {
        scan(node.statement());
        return null;
    }
    @Override
    public Void visitLocalClass(LocalClass node) {
        scan(node.declaration());
        return null;
    }
    @Override
    public Void visitLocalVariable(LocalVariable node) {
        scanType(node.type());
        scan(node.declarators());
        return null;
    }
    @Override
    public Void visitReturn(Return node) {
        scan(node.value());
        return null;
    }
    @Override
    public Void visitSplicedStatements(SplicedStatements node) {
        scanFragments(node.codes());
        return null;
    }
    @Override
    public Void visitSwitch(Switch node) {
        scan(node.selector());
        scan(node.cases());
        return null;
    }
    @Override
    public Void visitSynchronized(Synchronized node) {
        scan(node.lock());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitThrow(Throw node) {
        scan(node.exception());
        return null;
    }
    @Override
    public Void visitTry(Try node) {
        scan(node.resources());
        scan(node.body());
        scan(node.catches());
        scan(node.finallyBlock());
        return null;
    }
    @Override
    public Void visitWhile(While node) {
        scan(node.condition());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitYield(Yield node) {
        scan(node.value());
        return null;
    }

    // Member
    @Override
    public Void visitClassDeclaration(ClassDeclaration node) {
        scan(node.typeParameters());
        scanType(node.superclass());
        scanTypes(node.interfaces());
        scan(node.components());
        scan(node.enumConstants());
        scan(node.members());
        return null;
    }
    @Override
    public Void visitConstructorDeclaration(ConstructorDeclaration node) {
        scan(node.parameters());
        scanTypes(node.exceptions());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitFieldDeclaration(FieldDeclaration node) {
        scanType(node.type());
        scan(node.declarators());
        return null;
    }
    @Override
    public Void visitInitializer(Initializer node) {
        scan(node.body());
        return null;
    }
    @Override
    public Void visitMethodDeclaration(MethodDeclaration node) {
        scan(node.typeParameters());
        scanType(node.returnType());
        scan(node.parameters());
        scanTypes(node.exceptions());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitSplicedMembers(SplicedMembers node) {
        scanFragments(node.codes());
        return null;
    }

    // TypeNode
    @Override
    public Void visitArrayType(ArrayType node) {
        scanType(node.element());
        return null;
    }
    @Override
    public Void visitNamedType(NamedType node) {
        scanTypes(node.arguments());
        return null;
    }
    @Override
    public Void visitPrimitiveType(PrimitiveType node) {
        return null;
    }
    @Override
    public Void visitReflectedType(ReflectedType node) {
        return null;
    }
    @Override
    public Void visitSplicedType(SplicedType node) {
        scanFragment(node.code());
        return null;
    }
    @Override
    public Void visitVarType(VarType node) {
        return null;
    }
    @Override
    public Void visitWildcardType(WildcardType node) {
        scanType(node.bound());
        return null;
    }

    // Case
    @Override
    public Void visitSplicedCases(SplicedCases node) {
        scanFragments(node.codes());
        return null;
    }
    @Override
    public Void visitSwitchCase(SwitchCase node) {
        scan(node.labels());
        scan(node.body());
        return null;
    }

    // Formal
    @Override
    public Void visitParameter(Parameter node) {
        scanType(node.type());
        return null;
    }
    @Override
    public Void visitSplicedFormals(SplicedFormals node) {
        scanFragments(node.codes());
        return null;
    }

    // parts that stand only inside other nodes
    @Override
    public Void visitCatchClause(CatchClause node) {
        scanTypes(node.types());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitEnumConstant(EnumConstant node) {
        scan(node.arguments());
        scan(node.body());
        return null;
    }
    @Override
    public Void visitTypeParameter(TypeParameter node) {
        scanTypes(node.bounds());
        return null;
    }
    @Override
    public Void visitVariableDeclarator(VariableDeclarator node) {
        scan(node.initializer());
        return null;
    }
}
