package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Local and anonymous classes capturing locals and the enclosing instance. */
class LocalClassesTest {
    private final Trees t = new Trees("Local.jjava", LocalClassesTest.class);

    /**
     * {@code class Case implements Supplier { int field = 100; public Object get() { int base = 7;
     * class Adder { int add(int v) { return v + base + field; } } IntSupplier anonymous = new IntSupplier() {
     * public int getAsInt() { return new Adder().add(1) + base; } }; return new Adder().add(2) + "," + anonymous.getAsInt(); } }}
     */
    private Code code(String name) {
        TypeNode intType = t.type(int.class);
        Member add = t.method(0, intType, "add", List.of(t.param(intType, "v")),
                t.ret(t.bin(ADD, t.bin(ADD, t.name("v"), t.name("base")), t.name("field"))));
        ClassDeclaration adder = new ClassDeclaration(t.p(), 0, TypeKind.CLASS, "Adder", List.of(), null, List.of(),
                List.of(), List.of(), List.of(add));
        Member getAsInt = t.publicMethod(intType, "getAsInt", List.of(),
                t.ret(t.bin(ADD, t.call(t.newObject(t.named("Adder")), "add", t.lit(1)), t.name("base"))));
        Expression anonymous = new New(t.p(), null, t.type(IntSupplier.class), List.of(), List.of(getAsInt));
        Expression result = t.bin(ADD, t.bin(ADD, t.call(t.newObject(t.named("Adder")), "add", t.lit(2)), t.lit(",")),
                t.call(t.name("anonymous"), "getAsInt"));
        Member get = t.publicMethod(t.type(Object.class), "get", List.of(),
                t.local(intType, "base", t.lit(7)), new LocalClass(t.p(), adder),
                t.local(t.type(IntSupplier.class), "anonymous", anonymous), t.ret(result));
        return t.types(t.classDecl(name, List.of(t.type(Supplier.class)),
                t.fieldDecl(0, intType, "field", t.lit(100)), get));
    }

    @Test
    void localAndAnonymousClassesCaptureLocalsAndThis() {
        Supplier<?> supplier = Verified.instance(code("Locals"), Supplier.class);

        assertEquals("109,115", supplier.get());
    }

    @Test
    void generatedClassesAreLocalAndAnonymousToReflection() throws Exception {
        Class<?> outer = Verified.define(code("Reflected"));

        Class<?> adder = Class.forName(outer.getName() + "$1Adder", false, outer.getClassLoader());
        Class<?> anonymous = Class.forName(outer.getName() + "$2", false, outer.getClassLoader());

        assertEquals(true, adder.isLocalClass());
        assertEquals("Adder", adder.getSimpleName());
        assertEquals(true, anonymous.isAnonymousClass());
        assertEquals(outer, anonymous.getNestHost());
    }

    @Test
    void hiddenNestmatesCannotHoldThem() {
        CodeException error = assertThrows(CodeException.class, () -> code("Hidden").defineClass(MethodHandles.lookup()));

        assertEquals(true, error.getMessage().contains("unsupported construct: a local or anonymous class in a hidden "
                + "nestmate class"), error.getMessage());
    }

    @Test
    void staticMethodLocalClassHasNoOuterInstance() throws Exception {
        // public static Object make() { String s = "x"; class Box { public String toString() { return s + s; } } return new Box(); }
        ClassDeclaration box = new ClassDeclaration(t.p(), 0, TypeKind.CLASS, "Box", List.of(), null, List.of(),
                List.of(), List.of(), List.of(t.publicMethod(t.type(String.class), "toString", List.of(),
                t.ret(t.bin(ADD, t.name("s"), t.name("s"))))));
        Member make = t.method(Modifier.PUBLIC | Modifier.STATIC, t.type(Object.class), "make", List.of(),
                t.local(t.type(String.class), "s", t.lit("x")), new LocalClass(t.p(), box), t.ret(t.newObject(t.named("Box"))));
        Class<?> defined = Verified.define(t.types(t.classDecl("StaticLocal", List.of(), make)));

        assertEquals("xx", defined.getMethod("make").invoke(null).toString());
    }

    @Test
    void anonymousClassGetsBridgeForGenericInterface() {
        // Comparator<String> byLength = new Comparator<String>() { public int compare(String a, String b) {...} };
        TypeNode string = t.type(String.class);
        Member compare = t.publicMethod(t.type(int.class), "compare", List.of(t.param(string, "a"), t.param(string, "b")),
                t.ret(t.bin(BinaryOperator.SUBTRACT, t.call(t.name("a"), "length"), t.call(t.name("b"), "length"))));
        TypeNode comparator = t.generic(java.util.Comparator.class, string);
        Statement byLength = t.local(comparator, "byLength", new New(t.p(), null, comparator, List.of(), List.of(compare)));
        Code code = t.supplier("Bridged", byLength, t.ret(t.call(t.name("byLength"), "compare", t.lit("aaa"), t.lit("b"))));

        assertEquals(2, Verified.instance(code, Supplier.class).get());
    }

    @Test
    void enumConstantsWithBodies() {
        // enum Sign { PLUS { int apply(int a) { return a; } }, MINUS { int apply(int a) { return -a; } }; abstract int apply(int a); }
        TypeNode intType = t.type(int.class);
        Member plus = t.method(0, intType, "apply", List.of(t.param(intType, "a")), t.ret(t.name("a")));
        Member minus = t.method(0, intType, "apply", List.of(t.param(intType, "a")),
                t.ret(t.un(UnaryOperator.MINUS, t.name("a"))));
        Member apply = new MethodDeclaration(t.p(), Modifier.ABSTRACT, List.of(), intType, "apply",
                List.of(t.param(intType, "a")), List.of(), null);
        ClassDeclaration sign = new ClassDeclaration(t.p(), Modifier.STATIC, TypeKind.ENUM, "Sign", List.of(), null,
                List.of(), List.of(), List.of(new EnumConstant(t.p(), "PLUS", List.of(), List.of(plus)),
                new EnumConstant(t.p(), "MINUS", List.of(), List.of(minus))), List.of(apply));
        Expression minusFive = t.call(t.field(new TypeExpression(t.p(), t.named("Sign")), "MINUS"), "apply", t.lit(5));
        Expression plusName = t.call(t.field(new TypeExpression(t.p(), t.named("Sign")), "PLUS"), "name");
        Member get = t.publicMethod(t.type(Object.class), "get", List.of(), t.ret(t.bin(ADD, plusName, minusFive)));

        Object result = Verified.instance(t.types(t.classDecl("Signs", List.of(t.type(Supplier.class)), sign, get)),
                Supplier.class).get();

        assertEquals("PLUS-5", result);
    }

    @Test
    void aProtectedConstructorServesOnlyAnAnonymousSubclass() {
        // Level(String, int) is protected: `new Level("FINE2", 450) {}` may call it (JLS 6.6.2.2), `new Level(...)` may not
        TypeNode level = t.type(java.util.logging.Level.class);
        Expression subclass = new New(t.p(), null, level, List.of(t.lit("FINE2"), t.lit(450)), List.of());
        Code anonymous = t.supplier("ProtectedAnonymous", t.ret(t.call(subclass, "intValue")));
        Code plain = t.supplier("ProtectedPlain", t.ret(t.call(t.newObject(level, t.lit("FINE2"), t.lit(450)), "intValue")));

        Object value = Verified.instance(anonymous, Supplier.class).get();
        CodeException error = assertThrows(CodeException.class, () -> Verified.define(plain));

        assertEquals(450, value);
        assertEquals(true, error.getMessage().endsWith("the constructor java.util.logging.Level(java.lang.String, int) of "
                + "java.util.logging.Level is not accessible from generated code (protected)"), error.getMessage());
    }

    @Test
    void aStaticNestedClassCannotExtendAnInnerClass() {
        // class Outer { class Counter {} static class Detached extends Counter {} }: super() has no Outer instance
        ClassDeclaration counter = new ClassDeclaration(t.p(), 0, TypeKind.CLASS, "Counter", List.of(), null, List.of(),
                List.of(), List.of(), List.of());
        ClassDeclaration detached = new ClassDeclaration(t.p(), Modifier.STATIC, TypeKind.CLASS, "Detached", List.of(),
                t.named("Counter"), List.of(), List.of(), List.of(), List.of());
        Code code = t.types(t.classDecl("Outer", List.of(), counter, detached));

        CodeException error = assertThrows(CodeException.class, () -> Verified.define(code));

        assertEquals(true, error.getMessage().endsWith("error: no enclosing instance of type dev.jumbo.lang.Outer is in scope"),
                error.getMessage());
    }
}
