package dev.jumbo.bench.generation;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.Quote;
import dev.jumbo.lang.Source;
import dev.jumbo.lang.tree.Assign;
import dev.jumbo.lang.tree.Binary;
import dev.jumbo.lang.tree.BinaryOperator;
import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.Cast;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.ConstructorDeclaration;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.ExpressionStatement;
import dev.jumbo.lang.tree.FieldAccess;
import dev.jumbo.lang.tree.FieldDeclaration;
import dev.jumbo.lang.tree.If;
import dev.jumbo.lang.tree.Literal;
import dev.jumbo.lang.tree.LocalVariable;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.MethodCall;
import dev.jumbo.lang.tree.MethodDeclaration;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.NamedType;
import dev.jumbo.lang.tree.Parameter;
import dev.jumbo.lang.tree.Position;
import dev.jumbo.lang.tree.Primitive;
import dev.jumbo.lang.tree.PrimitiveType;
import dev.jumbo.lang.tree.Statement;
import dev.jumbo.lang.tree.This;
import dev.jumbo.lang.tree.TypeKind;
import dev.jumbo.lang.tree.TypeNode;
import dev.jumbo.lang.tree.VariableDeclarator;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * The benchmarked classes as Jumbo {@link Code}: the node trees the compiler emits for the
 * equivalent quotes (see lang/TREE.md), built here by hand until bench's own {@code .jjava}
 * sources compile. The trees match {@link JavaSources} statement for statement. Building a tree
 * only allocates; {@code Code.defineClass(Lookup)} does the work that is measured.
 */
public final class JumboClasses {
    private static final Source SOURCE = new Source("JumboClasses.java", JumboClasses.class);
    private static final int P = Position.of(1, 1);
    private static final TypeNode INT = new PrimitiveType(P, Primitive.INT);
    private static final TypeNode VOID = new PrimitiveType(P, Primitive.VOID);
    private static final List<TypeNode> IO_EXCEPTION = List.of(type(java.io.IOException.class));

    private JumboClasses() {
    }

    public static Code of(ClassShape shape, String simpleName) {
        ClassDeclaration declaration = switch (shape) {
            case NODE_MARSHALLER -> nodeMarshaller(simpleName);
            case FIFTY_FIELDS -> fiftyFields(simpleName);
            // Written as a user writes it, a quote compiled by the Jumbo plugin.
            case HELD_OUT_MARSHALLER -> null;
        };
        if (declaration == null) {
            return HeldOutQuotes.marshaller(simpleName);
        }
        return Quote.types(SOURCE, P, declaration);
    }

    static ClassDeclaration nodeMarshaller(String simpleName) {
        TypeNode node = type(Node.class);
        MethodDeclaration init = method("init", List.of(new Parameter(P, 0, INT, "classHandle", false)), List.of(), List.of(
                statement(new Assign(P, null, new FieldAccess(P, new This(P, null), "classHandle"), name("classHandle")))));
        MethodDeclaration write = method("write", List.of(new Parameter(P, 0, type(java.io.DataOutput.class), "out", false),
                new Parameter(P, 0, type(Object.class), "object", false)), IO_EXCEPTION, List.of(
                local(node, "node", new Cast(P, node, name("object"))),
                call("writeByte", new Literal(P, 0x73)),
                call("writeByte", new Literal(P, 0x71)),
                call("writeInt", new Binary(P, BinaryOperator.ADD, new Literal(P, 0x7e0000), name("classHandle"))),
                call("writeInt", new FieldAccess(P, name("node"), "data")),
                local(node, "next", new FieldAccess(P, name("node"), "next")),
                new If(P, new Binary(P, BinaryOperator.EQUAL, name("next"), new Literal(P, null)),
                        new Block(P, List.of(call("writeByte", new Literal(P, 0x70)))),
                        new Block(P, List.of(statement(new MethodCall(P, null, "write", List.of(name("out"), name("next")))))))));
        List<Member> members = List.of(
                new FieldDeclaration(P, Modifier.PRIVATE, INT, List.of(new VariableDeclarator(P, "classHandle", 0, null))),
                init, write);
        return declaration(simpleName, GeneratedMarshaller.class, members);
    }

    static ClassDeclaration fiftyFields(String simpleName) {
        List<Member> members = new ArrayList<>();
        List<Statement> assignments = new ArrayList<>();
        List<Statement> writes = new ArrayList<>();
        for (FiftyFieldLayout.FieldSpec field : FiftyFieldLayout.fields()) {
            members.add(new FieldDeclaration(P, Modifier.PRIVATE, fieldType(field), List.of(new VariableDeclarator(P, field.name(), 0, null))));
            assignments.add(statement(new Assign(P, null, name(field.name()), new Literal(P, field.constant()))));
            writes.add(call(field.writeMethod(), name(field.name())));
        }
        members.add(new ConstructorDeclaration(P, Modifier.PUBLIC, simpleName, List.of(), List.of(), new Block(P, assignments)));
        members.add(method("write", List.of(new Parameter(P, 0, type(java.io.DataOutput.class), "out", false)), IO_EXCEPTION, writes));
        return declaration(simpleName, FieldWriter.class, members);
    }

    private static ClassDeclaration declaration(String simpleName, Class<?> implemented, List<Member> members) {
        return new ClassDeclaration(P, Modifier.PUBLIC | Modifier.FINAL, TypeKind.CLASS, simpleName, List.of(), null,
                List.of(type(implemented)), List.of(), List.of(), members);
    }

    private static MethodDeclaration method(String name, List<Parameter> parameters, List<TypeNode> exceptions,
            List<Statement> body) {
        return new MethodDeclaration(P, Modifier.PUBLIC, List.of(), VOID, name, List.copyOf(parameters), exceptions,
                new Block(P, body));
    }

    private static TypeNode fieldType(FiftyFieldLayout.FieldSpec field) {
        return switch (field.javaType()) {
            case "int" -> INT;
            case "long" -> new PrimitiveType(P, Primitive.LONG);
            case "double" -> new PrimitiveType(P, Primitive.DOUBLE);
            case "boolean" -> new PrimitiveType(P, Primitive.BOOLEAN);
            case "String" -> type(String.class);
            default -> throw new IllegalStateException(field.javaType());
        };
    }

    private static TypeNode type(Class<?> type) {
        return new NamedType(P, type.getName(), true, List.of());
    }

    private static Name name(String identifier) {
        return new Name(P, identifier);
    }

    private static Statement local(TypeNode type, String name, Expression initializer) {
        return new LocalVariable(P, 0, type, List.of(new VariableDeclarator(P, name, 0, initializer)));
    }

    private static Statement call(String method, Expression argument) {
        return statement(new MethodCall(P, name("out"), method, List.of(argument)));
    }

    private static Statement statement(Expression expression) {
        return new ExpressionStatement(P, expression);
    }
}
