package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Generics of the quote's own classes and methods: the type arguments of a generated class narrow
 * its members' results (with javac's cast) through the receiver and the declared supertypes, and
 * a generated generic method's type variables are inferred from its arguments. Each case would be
 * rejected if the results were erased ({@code Object} has no {@code length()}, cannot be added to 1).
 */
class GenericsTest {
    private final Trees t = new Trees("Generics.jjava", GenericsTest.class);
    private final TypeNode objectType = t.type(Object.class);

    private TypeNode variable(String name) {
        return t.named(name);
    }

    private TypeNode parameterized(String unitClass, TypeNode... arguments) {
        return new NamedType(t.p(), unitClass, false, List.of(arguments));
    }

    private List<TypeParameter> typeParameters(String... names) {
        List<TypeParameter> result = new ArrayList<>();
        for (String name : names) {
            result.add(new TypeParameter(t.p(), name, List.of()));
        }
        return result;
    }

    private ClassDeclaration nested(String name, List<TypeParameter> parameters, TypeNode superclass,
                                    List<TypeNode> interfaces, Member... members) {
        return new ClassDeclaration(t.p(), Modifier.STATIC, TypeKind.CLASS, name, parameters, superclass, interfaces,
                List.of(), List.of(), List.of(members));
    }

    /** {@code static class Box<T> { T value; Box(T value) {...} T get() { return value; } void set(T value) {...} }}. */
    private ClassDeclaration box() {
        Member field = t.fieldDecl(0, variable("T"), "value", null);
        Member constructor = new ConstructorDeclaration(t.p(), 0, "Box", List.of(t.param(variable("T"), "value")),
                List.of(), t.block(t.exec(t.assign(t.field(t.self(), "value"), t.name("value")))));
        Member get = t.method(0, variable("T"), "get", List.of(), t.ret(t.name("value")));
        Member set = t.method(0, t.type(void.class), "set", List.of(t.param(variable("T"), "value")),
                t.exec(t.assign(t.field(t.self(), "value"), t.name("value"))));
        return nested("Box", typeParameters("T"), null, List.of(), field, constructor, get, set);
    }

    private Code code(List<Member> members, Statement... body) {
        List<Member> all = new ArrayList<>(members);
        all.add(t.publicMethod(objectType, "get", List.of(), body));
        return t.types(t.classDecl("Case", List.of(t.type(Supplier.class)), all.toArray(new Member[0])));
    }

    private Object run(List<Member> members, Statement... body) {
        return Verified.instance(code(members, body), Supplier.class).get();
    }

    @Test
    void typeArgumentsOfAGeneratedClassNarrowItsResults() {
        // Box<Integer> number = new Box<>(41); return (number.get() + 1) + ":" + new Box<String>("abc").get().length();
        Object result = run(List.of(box()),
                t.local(parameterized("Box", t.type(Integer.class)), "number", t.newObject(parameterized("Box"), t.lit(41))),
                t.ret(t.bin(ADD, t.bin(ADD, t.bin(ADD, t.call(t.name("number"), "get"), t.lit(1)), t.lit(":")),
                        t.call(t.call(t.newObject(parameterized("Box", t.type(String.class)), t.lit("abc")), "get"),
                                "length"))));

        assertEquals("42:3", result);
    }

    @Test
    void aFieldOfAGeneratedGenericClassIsTypedByTheReceiversArguments() {
        // Box<Integer> number = new Box<>(41); number.value += 1; return number.value + 1;
        Object result = run(List.of(box()),
                t.local(parameterized("Box", t.type(Integer.class)), "number", t.newObject(parameterized("Box"), t.lit(41))),
                t.exec(t.assign(ADD, t.field(t.name("number"), "value"), t.lit(1))),
                t.ret(t.bin(ADD, t.field(t.name("number"), "value"), t.lit(1))));

        assertEquals(43, result);
    }

    @Test
    void anArgumentIsCheckedAgainstTheParameterTypedByTheReceiversArguments() {
        // Box<Long> box = new Box<>(1L); box.set(2); return box;   (javac: int cannot be converted to Long)
        Code code = code(List.of(box()),
                t.local(parameterized("Box", t.type(Long.class)), "box", t.newObject(parameterized("Box"), t.lit(1L))),
                t.exec(t.call(t.name("box"), "set", t.lit(2))),
                t.ret(t.name("box")));

        CodeException error = assertThrows(CodeException.class, code::defineClass);

        assertTrue(error.getMessage().contains("type mismatch: the argument of set needs java.lang.Long (a type "
                + "argument of the receiver), but the expression is int"), error.getMessage());
    }

    @Test
    void inheritedMembersAreNarrowedThroughTheDeclaredSupertypes() {
        // interface Source<S> { S next(); }  static class Fixed<F> implements Source<F> { F item; Fixed(F item) {...} public F next() { return item; } }
        // static class Text extends Fixed<String> { Text() { super("four"); } }
        // Source<String> source = new Fixed<>("abc"); return source.next().length() + new Text().next().length();
        Member next = new MethodDeclaration(t.p(), 0, List.of(), variable("S"), "next", List.of(), List.of(), null);
        ClassDeclaration source = new ClassDeclaration(t.p(), Modifier.STATIC, TypeKind.INTERFACE, "Source",
                typeParameters("S"), null, List.of(), List.of(), List.of(), List.of(next));
        Member item = t.fieldDecl(0, variable("F"), "item", null);
        Member constructor = new ConstructorDeclaration(t.p(), 0, "Fixed", List.of(t.param(variable("F"), "item")),
                List.of(), t.block(t.exec(t.assign(t.field(t.self(), "item"), t.name("item")))));
        Member implementation = t.publicMethod(variable("F"), "next", List.of(), t.ret(t.name("item")));
        ClassDeclaration fixed = nested("Fixed", typeParameters("F"), null, List.of(parameterized("Source", variable("F"))),
                item, constructor, implementation);
        Member textConstructor = new ConstructorDeclaration(t.p(), 0, "Text", List.of(), List.of(),
                t.block(new ConstructorCall(t.p(), true, null, List.of(t.lit("four")))));
        ClassDeclaration text = nested("Text", List.of(), parameterized("Fixed", t.type(String.class)), List.of(),
                textConstructor);

        Object result = run(List.of(source, fixed, text),
                t.local(parameterized("Source", t.type(String.class)), "source",
                        t.newObject(parameterized("Fixed"), t.lit("abc"))),
                t.ret(t.bin(ADD, t.call(t.call(t.name("source"), "next"), "length"),
                        t.call(t.call(t.newObject(t.named("Text")), "next"), "length"))));

        assertEquals(7, result);
    }

    @Test
    void aGeneratedGenericMethodInfersItsTypeVariablesFromTheArguments() {
        // static <T> T either(boolean first, T a, T b) { return first ? a : b; }
        // static <E> List<E> twice(E e) { List<E> list = new ArrayList<>(); list.add(e); list.add(e); return list; }
        // return either(false, "a", "bcd").length() + ":" + (either(true, 40, 0) + 2) + ":" + twice("xy").get(1).length();
        Member either = new MethodDeclaration(t.p(), Modifier.STATIC, typeParameters("T"), variable("T"), "either",
                List.of(t.param(t.type(boolean.class), "first"), t.param(variable("T"), "a"), t.param(variable("T"), "b")),
                List.of(), t.block(t.ret(t.cond(t.name("first"), t.name("a"), t.name("b")))));
        TypeNode listOfE = t.generic(List.class, variable("E"));
        Member twice = new MethodDeclaration(t.p(), Modifier.STATIC, typeParameters("E"), listOfE, "twice",
                List.of(t.param(variable("E"), "e")), List.of(), t.block(
                t.local(listOfE, "list", t.newObject(t.generic(ArrayList.class))),
                t.exec(t.call(t.name("list"), "add", t.name("e"))),
                t.exec(t.call(t.name("list"), "add", t.name("e"))),
                t.ret(t.name("list"))));

        Object result = run(List.of(either, twice),
                t.ret(t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD,
                        t.call(t.call(null, "either", t.lit(false), t.lit("a"), t.lit("bcd")), "length"), t.lit(":")),
                        t.bin(ADD, t.call(null, "either", t.lit(true), t.lit(40), t.lit(0)), t.lit(2))), t.lit(":")),
                        t.call(t.call(t.call(null, "twice", t.lit("xy")), "get", t.lit(1)), "length"))));

        assertEquals("3:42:2", result);
    }

    @Test
    void anArgumentOfALibraryMethodIsCheckedAgainstTheReceiversTypeArguments() {
        // java.util.List<Long> longs = new java.util.ArrayList<>(); longs.add(1); return longs;   (javac: int cannot be converted to Long)
        Code code = code(List.of(),
                t.local(t.generic(List.class, t.type(Long.class)), "longs", t.newObject(t.type(ArrayList.class))),
                t.exec(t.call(t.name("longs"), "add", t.lit(1))),
                t.ret(t.name("longs")));

        CodeException error = assertThrows(CodeException.class, code::defineClass);

        assertTrue(error.getMessage().contains("type mismatch: the argument of add needs java.lang.Long (a type "
                + "argument of the receiver), but the expression is int"), error.getMessage());
    }

    @Test
    void argumentsThatConvertToTheReceiversTypeArgumentsAreAccepted() {
        // Map<String, Long> totals = new HashMap(); totals.put("a", 2L);
        // List<Number> numbers = new ArrayList(); numbers.add(1); numbers.add(null);   (an Integer is a Number)
        // return totals.get("a") + numbers.size();
        Code code = code(List.of(),
                t.local(t.generic(java.util.Map.class, t.type(String.class), t.type(Long.class)), "totals",
                        t.newObject(t.type(java.util.HashMap.class))),
                t.exec(t.call(t.name("totals"), "put", t.lit("a"), t.lit(2L))),
                t.local(t.generic(List.class, t.type(Number.class)), "numbers", t.newObject(t.type(ArrayList.class))),
                t.exec(t.call(t.name("numbers"), "add", t.lit(1))),
                t.exec(t.call(t.name("numbers"), "add", t.lit((Object) null))),
                t.ret(t.bin(ADD, t.call(t.name("totals"), "get", t.lit("a")), t.call(t.name("numbers"), "size"))));

        Object result = Verified.instance(code, Supplier.class).get();

        assertEquals(4L, result);
    }

    @Test
    void aGeneratedSubclassOfAGenericLibraryClassSeesItsTypeArguments() {
        // static class Names extends ArrayList<String> {}
        // Names names = new Names(); names.add("abcd"); String first = names.get(0); return names.get(0).length() + first;
        ClassDeclaration names = nested("Names", List.of(), t.generic(ArrayList.class, t.type(String.class)), List.of());

        Object result = run(List.of(names),
                t.local(t.named("Names"), "names", t.newObject(t.named("Names"))),
                t.exec(t.call(t.name("names"), "add", t.lit("abcd"))),
                t.ret(t.bin(ADD, t.call(t.call(t.name("names"), "get", t.lit(0)), "length"),
                        t.call(t.name("names"), "get", t.lit(0)))));

        assertEquals("4abcd", result);
    }

    @Test
    void anUnknownTypeArgumentLeavesTheErasure() {
        // Box raw = new Box(5); Object value = raw.get(); return value;   (raw type: T is Object, no cast)
        Object result = run(List.of(box()),
                t.local(t.named("Box"), "raw", t.newObject(t.named("Box"), t.lit(5))),
                t.local(objectType, "value", t.call(t.name("raw"), "get")),
                t.ret(t.name("value")));

        assertEquals(5, result);
    }
}
