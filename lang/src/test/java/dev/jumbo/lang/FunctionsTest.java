package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.lang.define.Definer;
import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Lambdas and every kind of method reference, run and compared with what Java gives. */
class FunctionsTest {
    private final Trees t = new Trees("Functions.jjava", FunctionsTest.class);

    /**
     * {@code class Case implements Supplier { int base = 10; public Object get() { int offset = 5; ...; return ...; } }}
     * with a capturing lambda typed by Function's type arguments, and static, unbound, bound and array
     * constructor references.
     */
    private Code everyKind(String name) {
        TypeNode integer = t.type(Integer.class);
        Statement offset = t.local(t.type(int.class), "offset", t.lit(5));
        Statement lambda = t.local(t.generic(Function.class, integer, integer), "plus",
                t.lambda(List.of("x"), t.bin(ADD, t.bin(ADD, t.name("x"), t.name("offset")), t.name("base"))));
        Statement max = t.local(t.type(IntBinaryOperator.class), "max", t.reference(t.staticRef(Math.class), "max"));
        Statement length = t.local(t.generic(Function.class, t.type(String.class), integer), "length",
                t.reference(t.staticRef(String.class), "length"));
        Statement upper = t.local(t.generic(Supplier.class, t.type(String.class)), "upper",
                t.reference(t.lit("hi"), "toUpperCase"));
        Statement arrays = t.local(t.generic(IntFunction.class, t.type(int[].class)), "arrays",
                t.reference(new TypeExpression(t.p(), t.type(int[].class)), "new"));
        Expression comma = t.lit(",");
        Expression result = t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD,
                t.call(t.name("plus"), "apply", t.lit(1)), comma),
                t.call(t.name("max"), "applyAsInt", t.lit(3), t.lit(7))), comma),
                t.call(t.name("length"), "apply", t.lit("abc"))), comma),
                t.call(t.name("upper"), "get")), comma),
                t.field(t.call(t.name("arrays"), "apply", t.lit(4)), "length"));
        Member get = t.publicMethod(t.type(Object.class), "get", List.of(), offset, lambda, max, length, upper, arrays,
                t.ret(result));
        return t.types(t.classDecl(name, List.of(t.type(Supplier.class)),
                t.fieldDecl(0, t.type(int.class), "base", t.lit(10)), get));
    }

    @Test
    void lambdasAndMethodReferencesInAFreshLoader() {
        Supplier<?> supplier = Verified.instance(everyKind("Everything"), Supplier.class);

        assertEquals("16,7,3,HI,4", supplier.get());
    }

    @Test
    void lambdasInAHiddenNestmate() throws Exception {
        Code code = everyKind("HiddenEverything");
        Verified.check(Definer.hiddenClassFile(code, MethodHandles.lookup()), getClass().getClassLoader());

        Supplier<?> supplier = (Supplier<?>) code.defineClass(MethodHandles.lookup()).getDeclaredConstructor()
                .newInstance();

        assertEquals("16,7,3,HI,4", supplier.get());
    }

    @Test
    void constructorReferenceAndNestedCapture() {
        // Function<String, StringBuilder> make = StringBuilder::new; String s = "ab";
        // Supplier<Supplier<String>> nested = () -> () -> s + make.apply("c"); return nested.get().get();
        TypeNode string = t.type(String.class);
        Statement make = t.local(t.generic(Function.class, string, t.type(StringBuilder.class)), "make",
                t.reference(new TypeExpression(t.p(), t.type(StringBuilder.class)), "new"));
        Statement text = t.local(string, "s", t.lit("ab"));
        Expression inner = t.lambda(List.of(), t.bin(ADD, t.name("s"), t.call(t.name("make"), "apply", t.lit("c"))));
        Statement nested = t.local(t.generic(Supplier.class, t.generic(Supplier.class, string)), "nested",
                t.lambda(List.of(), inner));
        Code code = t.supplier("Nested", make, text, nested, t.ret(t.call(t.call(t.name("nested"), "get"), "get")));

        assertEquals("abc", Verified.instance(code, Supplier.class).get());
    }

    @Test
    void capturedLocalMustBeEffectivelyFinal() {
        t.at(4, 9);
        Statement declare = t.local(t.type(int.class), "n", t.lit(0));
        Statement reassign = t.exec(t.assign(t.name("n"), t.lit(1)));
        Statement capture = t.local(t.type(Supplier.class), "s", t.lambda(List.of(), t.name("n")));
        Code code = t.supplier("NotFinal", declare, reassign, capture, t.ret(t.lit(null)));

        CodeException error = assertThrows(CodeException.class, code::defineClass);

        assertEquals("Functions.jjava:4:9: error: the local variable n is captured by a lambda or an inner class, so it "
                + "must be final or effectively final, but it is assigned", error.getMessage());
    }

    @Test
    void lambdaNeedsAFunctionalInterface() {
        t.at(7, 3);
        Code code = t.supplier("NoTarget", t.ret(t.lambda(List.of(), t.lit(1))));

        CodeException error = assertThrows(CodeException.class, code::defineClass);

        assertEquals("Functions.jjava:7:3: error: type mismatch: a lambda expression needs a functional interface, but "
                + "the target type is java.lang.Object", error.getMessage());
    }
}
