package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static dev.jumbo.lang.tree.BinaryOperator.GREATER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.MethodCall;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Inference of library generic methods' type variables ({@code type/Inference}): each accepted case
 * would be refused if the result were erased ({@code Object} has no {@code length()}); the refused one
 * is an inference error javac reports too, with a message that names the method.
 */
class InferenceTest {
    private final Trees t = new Trees("Inference.jjava", InferenceTest.class);

    private Object run(dev.jumbo.lang.tree.Statement... body) {
        return Verified.instance(t.supplier("Case", body), Supplier.class).get();
    }

    @Test
    void optionalMapResultTypesTheNextLambda() {
        // return Optional.of("x").map(s -> s + "y").filter(s -> s.length() > 1).orElse("none");
        Object result = run(t.ret(t.call(t.call(t.call(t.call(t.staticRef(Optional.class), "of", t.lit("x")), "map",
                t.lambda(List.of("s"), t.bin(ADD, t.name("s"), t.lit("y")))), "filter",
                t.lambda(List.of("s"), t.bin(GREATER, t.call(t.name("s"), "length"), t.lit(1)))), "orElse", t.lit("none"))));

        assertEquals("xy", result);
    }

    @Test
    void collectorsToListIsTypedByTheStream() {
        // return List.of("ab", "c").stream().collect(Collectors.toList()).get(0).length();
        Object result = run(t.ret(t.call(t.call(t.call(t.call(t.call(t.staticRef(List.class), "of", t.lit("ab"),
                t.lit("c")), "stream"), "collect", t.call(t.staticRef(Collectors.class), "toList")), "get", t.lit(0)),
                "length")));

        assertEquals(2, result);
    }

    @Test
    void anInferredTypeOutsideItsBoundIsAnErrorNamingTheMethod() {
        // List<Object> objects = List.of(new Object()); return Collections.max(objects);
        t.at(7, 16);
        Code generated = t.supplier("Case",
                t.local(t.generic(List.class, t.type(Object.class)), "objects",
                        t.call(t.staticRef(List.class), "of", t.newObject(t.type(Object.class)))),
                t.ret(t.call(t.staticRef(Collections.class), "max", t.name("objects"))));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Inference.jjava:7:16: error: incompatible types: inference variable T of the method "
                + "max(java.util.Collection) of java.util.Collections is java.lang.Object, which is not within its "
                + "bound java.lang.Comparable", error.getMessage());
    }

    @Test
    void aReferenceArgumentIsCheckedAgainstTheReceiversTypeArgument() {
        // List<String> words = new ArrayList<>(); words.add(new Object());
        t.at(3, 9);
        Code generated = t.supplier("Case",
                t.local(t.generic(List.class, t.type(String.class)), "words", t.newObject(t.type(java.util.ArrayList.class))),
                t.exec(t.call(t.name("words"), "add", t.newObject(t.type(Object.class)))),
                t.ret(t.name("words")));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Inference.jjava:3:9: error: type mismatch: the argument of add needs java.lang.String (a type "
                + "argument of the receiver), but the expression is java.lang.Object", error.getMessage());
    }
    @Test
    void explicitTypeArgumentsTypeTheResultWithoutInference() {
        // return Collections.<String>emptyList().size() + Arrays.<Number>asList(1, 2.5).get(1).intValue();
        Object result = run(t.ret(t.bin(ADD,
                t.call(new MethodCall(t.p(), t.staticRef(Collections.class), "emptyList", List.of(),
                        List.of(t.type(String.class))), "size"),
                t.call(t.call(new MethodCall(t.p(), t.staticRef(java.util.Arrays.class), "asList",
                        List.of(t.lit(1), t.lit(2.5)), List.of(t.type(Number.class))), "get", t.lit(1)), "intValue"))));

        assertEquals(2, result);
    }

    @Test
    void anArgumentOutsideTheExplicitTypeArgumentIsAnErrorNamingTheMethod() {
        // return Collections.<String>singletonList(1);
        t.at(4, 12);
        Code generated = t.supplier("Case", t.ret(new MethodCall(t.p(), t.staticRef(Collections.class),
                "singletonList", List.of(t.lit(1)), List.of(t.type(String.class)))));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Inference.jjava:4:12: error: incompatible types: int cannot be converted to "
                + "java.lang.String (the argument of singletonList with its explicit type arguments)", error.getMessage());
    }

    @Test
    void tooManyExplicitTypeArgumentsAreAnError() {
        // return Collections.<String, Integer>emptyList();
        t.at(2, 5);
        Code generated = t.supplier("Case", t.ret(new MethodCall(t.p(), t.staticRef(Collections.class),
                "emptyList", List.of(), List.of(t.type(String.class), t.type(Integer.class)))));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Inference.jjava:2:5: error: method emptyList in class java.util.Collections cannot be applied "
                + "to given types; reason: wrong number of type arguments; required 1", error.getMessage());
    }

    @Test
    void unrelatedArgumentsMakeAnIntersectionWhoseMembersAreAllTheBounds() {
        // return "" + List.of(3, 2.5).get(0).intValue() + List.of(3, 2.5).get(1).describeConstable().isPresent();
        Object result = run(t.ret(t.bin(ADD, t.bin(ADD, t.lit(""), t.call(t.call(t.call(t.staticRef(List.class), "of",
                t.lit(3), t.lit(2.5)), "get", t.lit(0)), "intValue")), t.call(t.call(t.call(t.call(
                t.staticRef(List.class), "of", t.lit(3), t.lit(2.5)), "get", t.lit(1)), "describeConstable"),
                "isPresent"))));

        assertEquals("3true", result);
    }
}
