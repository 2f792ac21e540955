package dev.jumbo.lang.support;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.Hole;
import dev.jumbo.lang.Quote;
import dev.jumbo.lang.Source;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.List;

/**
 * Builds node trees as the compiler's generated Java would, for lang's own tests (the compiler
 * is not available here). Positions come from the current {@link #at line and column}.
 */
public final class Trees {
    public final Source source;
    private int line = 1;
    private int column = 1;

    public Trees(String file, Class<?> holder) {
        this(new Source(file, holder));
    }

    /** Trees of a source whose quote lines are known, as the compiler makes them. */
    public Trees(Source source) {
        this.source = source;
    }

    /** Nodes built next get this position. */
    public Trees at(int line, int column) {
        this.line = line;
        this.column = column;
        return this;
    }

    public int p() {
        return Position.of(line, column);
    }

    // ---- quotes
    public Code expression(Expression e) {
        return Quote.expression(source, p(), e);
    }

    public Code statements(Statement... s) {
        return Quote.statements(source, p(), s);
    }

    public Code members(Member... m) {
        return Quote.members(source, p(), m);
    }

    public Code types(Member... m) {
        return Quote.types(source, p(), m);
    }

    public Code cases(Case... c) {
        return Quote.cases(source, p(), c);
    }

    // ---- holes
    public Expression expr(Code c) {
        return Hole.Expr(source, p(), c);
    }

    public Statement stmt(Code c) {
        return Hole.Stmt(source, p(), c);
    }

    public Statement body(List<Code> c) {
        return Hole.Body(source, p(), c);
    }

    public Member member(Code c) {
        return Hole.Member(source, p(), c);
    }

    public Expression args(List<Code> c) {
        return Hole.Args(source, p(), c);
    }

    public Expression value(Object o) {
        return Hole.Value(source, p(), o);
    }

    // ---- types
    public TypeNode type(Class<?> c) {
        if (c.isPrimitive()) {
            return new PrimitiveType(p(), Primitive.valueOf(c.getName().toUpperCase(java.util.Locale.ROOT)));
        }
        if (c.isArray()) {
            return new ArrayType(p(), type(c.getComponentType()));
        }
        return new NamedType(p(), c.getName(), true, List.of());
    }

    /** {@code Raw<arguments>}, as the compiler resolves it against imports. */
    public TypeNode generic(Class<?> raw, TypeNode... arguments) {
        return new NamedType(p(), raw.getName(), true, List.of(arguments));
    }

    public Expression lambda(List<String> parameters, Node body) {
        List<Formal> formals = new java.util.ArrayList<>();
        for (String parameter : parameters) {
            formals.add(new Parameter(p(), 0, null, parameter, false));
        }
        return new Lambda(p(), formals, body);
    }

    public Expression reference(Expression target, String name) {
        return new MethodReference(p(), target, name);
    }

    public TypeNode named(String name) {
        return new NamedType(p(), name, false, List.of());
    }

    public TypeNode array(TypeNode element) {
        return new ArrayType(p(), element);
    }

    // ---- expressions
    public Expression lit(Object v) {
        return new Literal(p(), v);
    }

    public Expression name(String n) {
        return new Name(p(), n);
    }

    public Expression field(Expression target, String n) {
        return new FieldAccess(p(), target, n);
    }

    public Expression staticRef(Class<?> c) {
        return new TypeExpression(p(), type(c));
    }

    public Expression call(Expression target, String n, Expression... args) {
        return new MethodCall(p(), target, n, List.of(args));
    }

    public Expression newObject(TypeNode t, Expression... args) {
        return new New(p(), null, t, List.of(args), null);
    }

    public Expression bin(BinaryOperator op, Expression l, Expression r) {
        return new Binary(p(), op, l, r);
    }

    public Expression un(UnaryOperator op, Expression e) {
        return new Unary(p(), op, e);
    }

    public Expression assign(Expression t, Expression v) {
        return new Assign(p(), null, t, v);
    }

    public Expression assign(BinaryOperator op, Expression t, Expression v) {
        return new Assign(p(), op, t, v);
    }

    public Expression index(Expression a, Expression i) {
        return new ArrayAccess(p(), a, i);
    }

    public Expression cast(TypeNode t, Expression e) {
        return new Cast(p(), t, e);
    }

    public Expression self() {
        return new This(p(), null);
    }

    public Expression cond(Expression c, Expression a, Expression b) {
        return new Conditional(p(), c, a, b);
    }

    // ---- statements
    public Block block(Statement... s) {
        return new Block(p(), List.of(s));
    }

    public Statement local(TypeNode t, String n, Expression init) {
        return new LocalVariable(p(), 0, t, List.of(new VariableDeclarator(p(), n, 0, init)));
    }

    public Statement exec(Expression e) {
        return new ExpressionStatement(p(), e);
    }

    public Statement ret(Expression e) {
        return new Return(p(), e);
    }

    public Statement doThrow(Expression e) {
        return new Throw(p(), e);
    }

    public Statement ifElse(Expression c, Statement a, Statement b) {
        return new If(p(), c, a, b);
    }

    public Statement whileLoop(Expression c, Statement b) {
        return new While(p(), c, b);
    }

    public Statement forLoop(Statement init, Expression c, Expression update, Statement b) {
        return new For(p(), List.of(init), c, List.of(update), b);
    }

    // ---- declarations
    public Parameter param(TypeNode t, String n) {
        return new Parameter(p(), 0, t, n, false);
    }

    public Member method(int modifiers, TypeNode ret, String n, List<Formal> params, Statement... body) {
        return new MethodDeclaration(p(), modifiers, List.of(), ret, n, params, List.of(), block(body));
    }

    public Member publicMethod(TypeNode ret, String n, List<Formal> params, Statement... body) {
        return method(Modifier.PUBLIC, ret, n, params, body);
    }

    public Member fieldDecl(int modifiers, TypeNode t, String n, Expression init) {
        return new FieldDeclaration(p(), modifiers, t, List.of(new VariableDeclarator(p(), n, 0, init)));
    }

    public ClassDeclaration classDecl(String n, List<TypeNode> interfaces, Member... members) {
        return new ClassDeclaration(p(), Modifier.PUBLIC, TypeKind.CLASS, n, List.of(), null, interfaces, List.of(),
                List.of(), List.of(members));
    }

    /** {@code public class Name implements Supplier { public Object get() { body } }}. */
    public Code supplier(String n, Statement... body) {
        return types(classDecl(n, List.of(type(java.util.function.Supplier.class)),
                publicMethod(type(Object.class), "get", List.of(), body)));
    }
}
