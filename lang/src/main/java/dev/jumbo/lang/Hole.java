package dev.jumbo.lang;

import dev.jumbo.lang.tree.ArrayType;
import dev.jumbo.lang.tree.Case;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.ConstructorDeclaration;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.FieldDeclaration;
import dev.jumbo.lang.tree.Formal;
import dev.jumbo.lang.tree.Literal;
import dev.jumbo.lang.tree.LocalVariable;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.MethodDeclaration;
import dev.jumbo.lang.tree.NamedType;
import dev.jumbo.lang.tree.Node;
import dev.jumbo.lang.tree.Primitive;
import dev.jumbo.lang.tree.PrimitiveType;
import dev.jumbo.lang.tree.ReflectedType;
import dev.jumbo.lang.tree.SplicedArguments;
import dev.jumbo.lang.tree.SplicedCases;
import dev.jumbo.lang.tree.SplicedExpression;
import dev.jumbo.lang.tree.SplicedFormals;
import dev.jumbo.lang.tree.SplicedMembers;
import dev.jumbo.lang.tree.SplicedStatements;
import dev.jumbo.lang.tree.SplicedType;
import dev.jumbo.lang.tree.Statement;
import dev.jumbo.lang.tree.TypeNode;
import dev.jumbo.lang.tree.ValueConstant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The hole factories the compiler calls when a quote is evaluated, one per hole category and
 * named after it ({@code `Expr(e)} becomes {@code Hole.Expr(source, position, e)}). Each takes
 * the quote's {@link Source} and the hole's position, checks the value's category cheaply and
 * returns the node that stands for the hole. A wrong category is a {@link CodeException}
 * naming the hole.
 */
@SuppressWarnings("MethodName")
public final class Hole {
    private static final Set<String> KEYWORDS = Set.of(
            "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
            "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
            "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
            "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
            "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
            "volatile", "while", "true", "false", "null", "_");

    private Hole() {
    }

    public static Expression Expr(Source source, int position, Code code) {
        expect(source, position, "Expr", code, Category.EXPRESSION);
        return new SplicedExpression(position, code);
    }

    /** Statements; an expression fragment is accepted as an expression statement. */
    public static Statement Stmt(Source source, int position, Code code) {
        expect(source, position, "Stmt", code, Category.STATEMENTS, Category.EXPRESSION);
        return new SplicedStatements(position, List.of(code));
    }

    /** A type: a {@code Class}, a type name ({@code "int[]"}, {@code "java.util.List"}) or a fragment naming a type. */
    public static TypeNode Type(Source source, int position, Object type) {
        if (type instanceof Class<?> c) {
            return new ReflectedType(position, c);
        }
        if (type instanceof String name) {
            return typeNamed(source, position, name.strip());
        }
        if (type instanceof Code code) {
            expect(source, position, "Type", code, Category.EXPRESSION);
            return new SplicedType(position, code);
        }
        throw CodeException.at(source, position, "the hole `Type takes a Class, a String or a Code, not "
                + describe(type));
    }

    public static String Name(Source source, int position, String name) {
        if (!isIdentifier(name)) {
            throw CodeException.at(source, position, "the hole `Name was given \"" + name
                    + "\", which is not a legal Java identifier");
        }
        return name;
    }

    public static Member Field(Source source, int position, Code code) {
        expect(source, position, "Field", code, Category.MEMBERS, Category.STATEMENTS);
        for (Node node : code.nodes()) {
            if (!(node instanceof FieldDeclaration || node instanceof LocalVariable || node instanceof SplicedMembers)) {
                throw wrongDeclaration(source, position, "Field", code, "field declarations");
            }
        }
        return new SplicedMembers(position, List.of(code));
    }

    public static Member Method(Source source, int position, Code code) {
        expect(source, position, "Method", code, Category.MEMBERS);
        for (Node node : code.nodes()) {
            if (!(node instanceof MethodDeclaration || node instanceof ConstructorDeclaration
                    || node instanceof SplicedMembers)) {
                throw wrongDeclaration(source, position, "Method", code, "method or constructor declarations");
            }
        }
        return new SplicedMembers(position, List.of(code));
    }

    public static Member Member(Source source, int position, Code code) {
        expect(source, position, "Member", code, Category.MEMBERS, Category.TYPES, Category.STATEMENTS);
        if (code.category() == Category.STATEMENTS && !Code.onlyLocalVariables(code)) {
            throw wrongDeclaration(source, position, "Member", code, "class-body declarations");
        }
        return new SplicedMembers(position, List.of(code));
    }

    public static Member Class(Source source, int position, Code code) {
        expect(source, position, "Class", code, Category.TYPES, Category.MEMBERS);
        for (Node node : code.nodes()) {
            if (!(node instanceof ClassDeclaration || node instanceof SplicedMembers)) {
                throw wrongDeclaration(source, position, "Class", code, "type declarations");
            }
        }
        return new SplicedMembers(position, List.of(code));
    }

    public static Statement Body(Source source, int position, Object codes) {
        List<Code> list = codes(source, position, "Body", codes);
        for (Code code : list) {
            expect(source, position, "Body", code, Category.STATEMENTS, Category.EXPRESSION);
        }
        return new SplicedStatements(position, List.copyOf(list));
    }

    public static Case Case(Source source, int position, Object codes) {
        List<Code> list = codes(source, position, "Case", codes);
        for (Code code : list) {
            expect(source, position, "Case", code, Category.CASES);
        }
        return new SplicedCases(position, List.copyOf(list));
    }

    public static Expression Args(Source source, int position, Object codes) {
        List<Code> list = codes(source, position, "Args", codes);
        for (Code code : list) {
            expect(source, position, "Args", code, Category.EXPRESSION);
        }
        return new SplicedArguments(position, List.copyOf(list));
    }

    public static Formal Formals(Source source, int position, Object codes) {
        List<Code> list = codes(source, position, "Formals", codes);
        for (Code code : list) {
            expect(source, position, "Formals", code, Category.FORMAL);
        }
        return new SplicedFormals(position, List.copyOf(list));
    }

    public static Expression Int(Source source, int position, int value) {
        return new Literal(position, value);
    }

    public static Expression Long(Source source, int position, long value) {
        return new Literal(position, value);
    }

    public static Expression Float(Source source, int position, float value) {
        return new Literal(position, value);
    }

    public static Expression Double(Source source, int position, double value) {
        return new Literal(position, value);
    }

    public static Expression Bool(Source source, int position, boolean value) {
        return new Literal(position, value);
    }

    public static Expression Char(Source source, int position, char value) {
        return new Literal(position, value);
    }

    public static Expression Byte(Source source, int position, byte value) {
        return new Literal(position, value);
    }

    public static Expression Short(Source source, int position, short value) {
        return new Literal(position, value);
    }

    /** A String constant; a null String becomes {@code (String) null}. */
    public static Expression String(Source source, int position, String value) {
        if (value == null) {
            return new dev.jumbo.lang.tree.Cast(position, new ReflectedType(position, String.class),
                    new Literal(position, null));
        }
        return new Literal(position, value);
    }

    /** Any object, as a constant of the generated code (cross-stage persistence). */
    public static Expression Value(Source source, int position, Object value) {
        return new ValueConstant(position, value);
    }

    static boolean isIdentifier(String name) {
        if (name == null || name.isEmpty() || KEYWORDS.contains(name)
                || !Character.isJavaIdentifierStart(name.charAt(0))) {
            return false;
        }
        for (int i = 1; i < name.length(); i++) {
            if (!Character.isJavaIdentifierPart(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static TypeNode typeNamed(Source source, int position, String name) {
        if (name.endsWith("[]")) {
            return new ArrayType(position, typeNamed(source, position, name.substring(0, name.length() - 2).strip()));
        }
        int generic = name.indexOf('<');
        String raw = generic < 0 ? name : name.substring(0, generic).strip();
        for (Primitive primitive : Primitive.values()) {
            if (primitive.keyword().equals(raw)) {
                return new PrimitiveType(position, primitive);
            }
        }
        for (String part : raw.split("[.$]", -1)) {
            if (!isIdentifier(part)) {
                throw CodeException.at(source, position, "the hole `Type was given \"" + name
                        + "\", which is not a type name");
            }
        }
        return new NamedType(position, raw, false, List.of());
    }

    private static List<Code> codes(Source source, int position, String hole, Object codes) {
        if (codes instanceof Code[] array) {
            return List.copyOf(Arrays.asList(array));
        }
        if (codes instanceof Code code) {
            return List.of(code);
        }
        if (codes instanceof List<?> list) {
            List<Code> result = new ArrayList<>(list.size());
            for (Object element : list) {
                if (!(element instanceof Code code)) {
                    throw CodeException.at(source, position, "the hole `" + hole
                            + " takes a List<Code> or a Code[], but an element is " + describe(element));
                }
                result.add(code);
            }
            return result;
        }
        throw CodeException.at(source, position, "the hole `" + hole + " takes a List<Code> or a Code[], not "
                + describe(codes));
    }

    private static void expect(Source source, int position, String hole, Code code, Category... accepted) {
        if (code == null) {
            throw CodeException.at(source, position, "the hole `" + hole + " was given null instead of a Code");
        }
        for (Category category : accepted) {
            if (code.category() == category) {
                return;
            }
        }
        throw CodeException.at(source, position, "the hole `" + hole + " needs " + accepted[0].description()
                + ", but was given " + code.category().description() + " (" + describeOrigin(code) + ")");
    }

    /** Where a fragment was written, for messages: its quote, or {@link Code#seq} for a joined one. */
    private static String describeOrigin(Code code) {
        return code.source() == Source.LIBRARY ? "the fragment joined by Code.seq"
                : "the quote at " + code.source().at(code.position());
    }

    private static CodeException wrongDeclaration(Source source, int position, String hole, Code code, String needed) {
        return CodeException.at(source, position, "the hole `" + hole + " needs " + needed
                + ", but " + describeOrigin(code) + " holds other declarations");
    }

    private static String describe(Object value) {
        return value == null ? "null" : "a " + value.getClass().getName();
    }
}
