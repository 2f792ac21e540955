package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Statement and declaration forms beyond the marshaller subset, each run and compared with what Java gives. */
class ConstructsTest {
    private final Trees t = new Trees("Constructs.jjava", ConstructsTest.class);

    private Object get(Statement... body) {
        return Verified.instance(t.supplier("Case", body), Supplier.class).get();
    }

    private Expression str(String s) {
        return t.lit(s);
    }

    @Test
    void expressionsEvaluateAsJavaDoes() {
        assertEquals(7, t.expression(t.bin(ADD, t.lit(3), t.lit(4))).eval());
        assertEquals("a1.5x", t.expression(t.bin(ADD, t.bin(ADD, str("a"), t.lit(1.5)), t.lit('x'))).eval());
        assertEquals(true, t.expression(t.bin(LESS, t.lit(Double.NaN), t.lit(1.0))).eval() == Boolean.FALSE);
        assertEquals(3L, t.expression(t.bin(DIVIDE, t.lit(7L), t.lit(2))).eval());
        assertEquals('b', t.expression(t.cast(t.type(char.class), t.bin(ADD, t.lit('a'), t.lit(1)))).eval());
        assertEquals(5, t.expression(t.call(t.staticRef(Math.class), "max", t.lit(5), t.lit(2))).eval());
        assertEquals("x,y", t.expression(t.call(t.staticRef(String.class), "join", str(","), str("x"), str("y"))).eval());
        assertEquals(List.of(1, 2), t.expression(t.call(t.staticRef(List.class), "of", t.lit(1), t.lit(2))).eval());
    }

    @Test
    void localDeclarationsJoinedBySeqBecomeFieldsInAMemberHole() throws Exception {
        // int f0; int f1; int f2; joined with Code.seq, then spliced with `Member: three fields
        List<Code> declarations = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            declarations.add(t.statements(t.local(t.type(int.class), "f" + i, null)));
        }
        Code type = t.types(t.classDecl("Fields", List.of(), t.member(Code.seq(declarations))));

        Class<?> defined = Verified.define(type);

        assertEquals(List.of("f0", "f1", "f2"),
                java.util.Arrays.stream(defined.getDeclaredFields()).map(java.lang.reflect.Field::getName).toList());
    }

    @Test
    void interfaceMethodsImplementedByTheSuperclassOrADefaultNeedNoDeclaration() throws Exception {
        // class Named extends Thread implements Runnable, Comparable<Object>... : run() comes from Thread,
        // Comparator's equals(Object) from Object, reversed() is a default; compare is declared
        Member compare = t.publicMethod(t.type(int.class), "compare",
                List.of(t.param(t.type(Object.class), "a"), t.param(t.type(Object.class), "b")), t.ret(t.lit(0)));
        Code type = t.types(new ClassDeclaration(t.p(), Modifier.PUBLIC, TypeKind.CLASS, "Inherits", List.of(),
                t.type(Thread.class), List.of(t.type(Runnable.class), t.type(java.util.Comparator.class)), List.of(),
                List.of(), List.of(compare)));

        Class<?> defined = Verified.define(type);

        assertEquals(Thread.class, defined.getSuperclass());
    }

    @Test
    void seqJoinsFieldLikeLocalsMethodsAndTypesAsClassBodyDeclarations() {
        // Code.seq(int count;, public Object get() { return ++count + Inner.NAME; }, static class Inner { static final String NAME = "!"; })
        Code count = t.statements(t.local(t.type(int.class), "count", null));
        Code get = t.members(t.publicMethod(t.type(Object.class), "get", List.of(),
                t.ret(t.bin(ADD, t.un(UnaryOperator.PRE_INCREMENT, t.name("count")),
                        t.field(new TypeExpression(t.p(), t.named("Inner")), "NAME")))));
        Code inner = t.types(new ClassDeclaration(t.p(), Modifier.STATIC, TypeKind.CLASS, "Inner", List.of(), null,
                List.of(), List.of(), List.of(),
                List.of(t.fieldDecl(Modifier.STATIC | Modifier.FINAL, t.type(String.class), "NAME", str("!")))));
        Code joined = Code.seq(count, get, inner);

        Object result = Verified.instance(t.types(t.classDecl("Joined", List.of(t.type(Supplier.class)),
                t.member(joined))), Supplier.class).get();

        assertEquals(Category.MEMBERS, joined.category());
        assertEquals("1!", result);
    }

    @Test
    void toClassFilesGivesEveryClassOfTheUnitForALoaderOfTheCallers() throws Exception {
        // public enum Turn { LEFT { public int apply(int a) { return -a; } }; public abstract int apply(int a); }
        TypeNode intType = t.type(int.class);
        Member left = t.method(Modifier.PUBLIC, intType, "apply", List.of(t.param(intType, "a")),
                t.ret(t.un(UnaryOperator.MINUS, t.name("a"))));
        Member apply = new MethodDeclaration(t.p(), Modifier.PUBLIC | Modifier.ABSTRACT, List.of(), intType, "apply",
                List.of(t.param(intType, "a")), List.of(), null);
        String name = Code.freshName("Turn");
        Code turn = t.types(new ClassDeclaration(t.p(), Modifier.PUBLIC, TypeKind.ENUM, name, List.of(), null,
                List.of(), List.of(), List.of(new EnumConstant(t.p(), "LEFT", List.of(), List.of(left))), List.of(apply)));

        java.util.Map<String, byte[]> classFiles = turn.toClassFiles();
        ClassLoader loader = new ClassLoader(ConstructsTest.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String binaryName) throws ClassNotFoundException {
                byte[] classFile = classFiles.get(binaryName);
                if (classFile == null) {
                    throw new ClassNotFoundException(binaryName);
                }
                return defineClass(binaryName, classFile, 0, classFile.length);
            }
        };
        Class<?> enumClass = loader.loadClass(classFiles.keySet().iterator().next());
        Object constant = enumClass.getMethod("valueOf", String.class).invoke(null, "LEFT");

        assertEquals(List.of("dev.jumbo.lang." + name, "dev.jumbo.lang." + name + "$1"), List.copyOf(classFiles.keySet()));
        assertEquals(-3, enumClass.getMethod("apply", int.class).invoke(constant, 3));
    }

    @Test
    void incrementAndCompoundAssignmentOnBoxedCharacterStayCharacter() {
        // Character c = 'a'; c++; c += 2; return c;  (boxes with Character.valueOf, not Integer.valueOf)
        Object result = get(t.local(t.type(Character.class), "c", t.lit('a')),
                t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name("c"))),
                t.exec(t.assign(ADD, t.name("c"), t.lit(2))), t.ret(t.name("c")));
        assertEquals('d', result);
    }

    @Test
    void staticFieldThroughAnInstanceEvaluatesTheInstanceExpression() {
        // String s = null; Object order = (s = "set").CASE_INSENSITIVE_ORDER; return s + (order != null);
        Object result = get(t.local(t.type(String.class), "s", t.lit((Object) null)),
                t.local(t.type(Object.class), "order", t.field(t.assign(t.name("s"), str("set")), "CASE_INSENSITIVE_ORDER")),
                t.ret(t.bin(ADD, t.name("s"), t.bin(NOT_EQUAL, t.name("order"), t.lit((Object) null)))));
        assertEquals("settrue", result);
    }

    @Test
    void finalLocalWithConstantInitializerNarrowsImplicitly() {
        // final int k = 10; byte b = k; return b;  (k is a constant variable, JLS 4.12.4 and 5.2)
        Statement constant = new LocalVariable(t.p(), Modifier.FINAL, t.type(int.class),
                List.of(new VariableDeclarator(t.p(), "k", 0, t.lit(10))));
        Object result = get(constant, t.local(t.type(byte.class), "b", t.name("k")), t.ret(t.name("b")));
        assertEquals((byte) 10, result);
    }

    @Test
    void conditionalTypesFollowJls15_25() {
        // true ? 'a' : 0 is a char; (Integer) 1 vs (Long) 2L promote to long; (Byte) vs (Short) give short
        assertEquals('a', t.expression(new Conditional(t.p(), t.lit(true), t.lit('a'), t.lit(0))).eval());
        Expression integer = t.cast(t.type(Integer.class), t.lit(1));
        Expression longBox = t.cast(t.type(Long.class), t.lit(2L));
        assertEquals(1L, t.expression(new Conditional(t.p(), t.lit(true), integer, longBox)).eval());
        Expression byteValue = t.cast(t.type(byte.class), t.lit(3));
        Expression shortValue = t.cast(t.type(short.class), t.lit(4));
        assertEquals((short) 3, t.expression(new Conditional(t.p(), t.lit(true), byteValue, shortValue)).eval());
    }

    @Test
    void conditionalOfTwoReferenceTypesFitsAnInterfaceTarget() {
        // CharSequence s = flag ? "text" : new StringBuilder("built"); (lub is Serializable & Comparable & CharSequence)
        Statement flag = t.local(t.type(boolean.class), "flag", t.lit(false));
        Expression builder = new New(t.p(), null, t.type(StringBuilder.class), List.of(str("built")), null);
        Statement sequence = t.local(t.type(CharSequence.class), "s",
                new Conditional(t.p(), t.name("flag"), str("text"), builder));
        assertEquals("built", get(flag, sequence, t.ret(t.call(t.name("s"), "toString"))));
    }

    @Test
    void stringSwitchWithFallThroughAndDefault() {
        List<Case> cases = List.of(
                new SwitchCase(t.p(), List.of(str("a")), false, false, List.of()),
                new SwitchCase(t.p(), List.of(str("b")), false, false,
                        List.of(t.exec(t.assign(t.name("r"), str("ab"))), new Break(t.p(), null))),
                new SwitchCase(t.p(), List.of(), true, false, List.of(t.exec(t.assign(t.name("r"), str("other"))))));
        Object result = get(t.local(t.type(String.class), "r", str("none")),
                new Switch(t.p(), str("a"), cases), t.ret(t.name("r")));
        assertEquals("ab", result);
    }

    @Test
    void switchExpressionWithArrows() {
        Expression selector = t.lit(2);
        SwitchExpression expression = new SwitchExpression(t.p(), selector, List.of(
                new SwitchCase(t.p(), List.of(t.lit(1)), false, true, List.of(t.exec(str("one")))),
                new SwitchCase(t.p(), List.of(t.lit(2), t.lit(3)), false, true, List.of(t.exec(str("two or three")))),
                new SwitchCase(t.p(), List.of(), true, true, List.of(t.exec(str("many"))))));
        assertEquals("two or three", get(t.ret(expression)));
    }

    @Test
    void labelledContinueAndTryFinallyOnReturn() {
        // outer: for (i..3) { for (j..3) { if (j == 1) continue outer; n += 10; } } then try { return n; } finally { n = -1; }
        Statement inner = t.forLoop(t.local(t.type(int.class), "j", t.lit(0)), t.bin(LESS, t.name("j"), t.lit(3)),
                t.un(UnaryOperator.POST_INCREMENT, t.name("j")), t.block(
                        t.ifElse(t.bin(EQUAL, t.name("j"), t.lit(1)), new Continue(t.p(), "outer"), null),
                        t.exec(t.assign(ADD, t.name("n"), t.lit(10)))));
        Statement outer = new Labeled(t.p(), "outer", t.forLoop(t.local(t.type(int.class), "i", t.lit(0)),
                t.bin(LESS, t.name("i"), t.lit(3)), t.un(UnaryOperator.POST_INCREMENT, t.name("i")), inner));
        Statement tryFinally = new Try(t.p(), List.of(), t.block(t.ret(t.name("n"))), List.of(),
                t.block(t.exec(t.assign(t.name("n"), t.lit(-1)))));
        assertEquals(30, get(t.local(t.type(int.class), "n", t.lit(0)), outer, tryFinally));
    }

    @Test
    void forEachOverArrayAndIterableWithPatternMatch() {
        Statement overArray = new ForEach(t.p(), 0, t.type(int.class), "x",
                new NewArray(t.p(), t.type(int[].class), List.of(),
                        new ArrayInitializer(t.p(), List.of(t.lit(1), t.lit(2), t.lit(3)))),
                t.exec(t.assign(ADD, t.name("sum"), t.name("x"))));
        Statement overList = new ForEach(t.p(), 0, t.type(Object.class), "o",
                t.call(t.staticRef(List.class), "of", str("ab"), t.lit(5)),
                t.ifElse(new InstanceOf(t.p(), t.name("o"), t.type(String.class), "text"),
                        t.exec(t.assign(ADD, t.name("sum"), t.call(t.name("text"), "length"))), null));
        assertEquals(8, get(t.local(t.type(int.class), "sum", t.lit(0)), overArray, overList, t.ret(t.name("sum"))));
    }

    @Test
    void catchesAndSynchronized() {
        Statement body = new Try(t.p(), List.of(),
                t.block(t.exec(t.assign(t.name("zero"), t.bin(DIVIDE, t.lit(1), t.name("zero"))))),
                List.of(new CatchClause(t.p(), 0, List.of(t.type(ArithmeticException.class)), "e",
                        t.block(t.ret(t.call(t.name("e"), "getMessage"))))), null);
        Statement locked = new Synchronized(t.p(), t.self(), t.block(body));
        assertEquals("/ by zero", get(t.local(t.type(int.class), "zero", t.lit(0)), locked, t.ret(t.lit(null))));
    }

    @Test
    void enumRecordAndInnerClassesInOneUnit() {
        // enum Color { RED, GREEN } ; record Point(int x, int y) {} ; class Holder { int base = 40; class Inner { int plus(int n) { return base + n; } } }
        ClassDeclaration color = new ClassDeclaration(t.p(), Modifier.PUBLIC | Modifier.STATIC, TypeKind.ENUM, "Color",
                List.of(), null, List.of(), List.of(), List.of(new EnumConstant(t.p(), "RED", List.of(), null),
                new EnumConstant(t.p(), "GREEN", List.of(), null)), List.of());
        ClassDeclaration point = new ClassDeclaration(t.p(), Modifier.PUBLIC | Modifier.STATIC, TypeKind.RECORD, "Point",
                List.of(), null, List.of(), List.of(t.param(t.type(int.class), "x"), t.param(t.type(int.class), "y")),
                List.of(), List.of());
        ClassDeclaration inner = new ClassDeclaration(t.p(), Modifier.PUBLIC, TypeKind.CLASS, "Inner", List.of(), null,
                List.of(), List.of(), List.of(), List.of(t.publicMethod(t.type(int.class), "plus",
                List.of(t.param(t.type(int.class), "n")), t.ret(t.bin(ADD, t.name("base"), t.name("n"))))));
        Expression colorName = new SwitchExpression(t.p(), t.field(new TypeExpression(t.p(), t.named("Color")), "GREEN"),
                List.of(new SwitchCase(t.p(), List.of(t.name("RED")), false, true, List.of(t.exec(str("r")))),
                        new SwitchCase(t.p(), List.of(t.name("GREEN")), false, true, List.of(t.exec(str("g"))))));
        Expression innerValue = t.call(t.newObject(t.named("Inner")), "plus", t.lit(2));
        Expression pointText = t.call(t.newObject(t.named("Point"), t.lit(1), t.lit(2)), "toString");
        Member get = t.publicMethod(t.type(Object.class), "get", List.of(),
                t.ret(t.bin(ADD, t.bin(ADD, colorName, innerValue), pointText)));
        ClassDeclaration holder = t.classDecl("Holder", List.of(t.type(Supplier.class)),
                t.fieldDecl(0, t.type(int.class), "base", t.lit(40)), color, point, inner, get);

        Object result = Verified.instance(t.types(holder), Supplier.class).get();

        assertEquals("g42Point[x=1, y=2]", result);
    }

    @Test
    void aRecordWithoutComponentsIsARecord() {
        // record Empty() implements java.io.Serializable {}: ASM writes no Record attribute unless told
        ClassDeclaration empty = new ClassDeclaration(t.p(), Modifier.PUBLIC, TypeKind.RECORD, "Empty", List.of(), null,
                List.of(t.type(java.io.Serializable.class)), List.of(), List.of(), List.of());

        Class<?> defined = Verified.define(t.types(empty));

        assertEquals(true, defined.isRecord());
        assertEquals(0, defined.getRecordComponents().length);
    }

    @Test
    void valueHoleInAHiddenNestmate() throws Exception {
        StringBuilder log = new StringBuilder("seen:");
        Code code = t.supplier("Logger", t.exec(t.call(t.value(log), "append", str("x"))), t.ret(t.value(log)));
        Verified.check(dev.jumbo.lang.define.Definer.hiddenClassFile(code, MethodHandles.lookup()),
                getClass().getClassLoader());

        Supplier<?> supplier = (Supplier<?>) code.defineClass(MethodHandles.lookup()).getDeclaredConstructor().newInstance();

        assertEquals(log, supplier.get());
        assertEquals("seen:x", log.toString());
    }

    @Test
    void namedConstantsFoldInCaseLabels() {
        // static final int ONE = 1; static final int TWO = ONE + 1; switch (n) { case TWO: ...; case Integer.MAX_VALUE: ...; case ONE * 10: ... }
        Member one = t.fieldDecl(Modifier.STATIC | Modifier.FINAL, t.type(int.class), "ONE", t.lit(1));
        Member two = t.fieldDecl(Modifier.STATIC | Modifier.FINAL, t.type(int.class), "TWO", t.bin(ADD, t.name("ONE"), t.lit(1)));
        List<Case> cases = List.of(
                new SwitchCase(t.p(), List.of(t.name("TWO")), false, false, List.of(t.ret(str("two")))),
                new SwitchCase(t.p(), List.of(t.field(t.staticRef(Integer.class), "MAX_VALUE")), false, false,
                        List.of(t.ret(str("max")))),
                new SwitchCase(t.p(), List.of(t.bin(MULTIPLY, t.name("ONE"), t.lit(10))), false, false,
                        List.of(t.ret(str("ten")))),
                new SwitchCase(t.p(), List.of(), true, false, List.of(t.ret(str("other")))));
        Member pick = t.method(Modifier.PUBLIC | Modifier.STATIC, t.type(Object.class), "pick",
                List.of(t.param(t.type(int.class), "n")), new Switch(t.p(), t.name("n"), cases));
        Class<?> defined = Verified.define(t.types(t.classDecl("Labels", List.of(), one, two, pick)));

        List<Object> results = new java.util.ArrayList<>();
        for (int n : new int[] {2, Integer.MAX_VALUE, 10, 1}) {
            try {
                results.add(defined.getMethod("pick", int.class).invoke(null, n));
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }

        assertEquals(List.of("two", "max", "ten", "other"), results);
    }

    @Test
    void qualifiedSuperAndQualifiedMemberTypeFromAnInnerClass() {
        // static class Base { int level = 1; String name() { return "base"; } }
        // static class Derived extends Base { int level = 2; String name() { return "derived"; }
        //     class Reporter { String report() { return Derived.super.name() + Derived.super.level + level; } } }
        // Derived.Reporter reporter = new Derived().new Reporter(); return reporter.report();
        TypeNode intType = t.type(int.class);
        TypeNode stringType = t.type(String.class);
        ClassDeclaration base = new ClassDeclaration(t.p(), Modifier.STATIC, TypeKind.CLASS, "Base", List.of(), null,
                List.of(), List.of(), List.of(), List.of(t.fieldDecl(0, intType, "level", t.lit(1)),
                t.method(0, stringType, "name", List.of(), t.ret(str("base")))));
        Expression outerSuper = new Super(t.p(), t.named("Derived"));
        Member report = t.method(0, stringType, "report", List.of(), t.ret(t.bin(ADD, t.bin(ADD,
                t.call(outerSuper, "name"), t.field(outerSuper, "level")), t.name("level"))));
        ClassDeclaration reporter = new ClassDeclaration(t.p(), 0, TypeKind.CLASS, "Reporter", List.of(), null,
                List.of(), List.of(), List.of(), List.of(report));
        ClassDeclaration derived = new ClassDeclaration(t.p(), Modifier.STATIC, TypeKind.CLASS, "Derived", List.of(),
                t.named("Base"), List.of(), List.of(), List.of(), List.of(t.fieldDecl(0, intType, "level", t.lit(2)),
                t.method(0, stringType, "name", List.of(), t.ret(str("derived"))), reporter));
        Member get = t.publicMethod(t.type(Object.class), "get", List.of(),
                t.local(t.named("Derived.Reporter"), "reporter",
                        new New(t.p(), t.newObject(t.named("Derived")), t.named("Reporter"), List.of(), null)),
                t.ret(t.call(t.name("reporter"), "report")));
        Code code = t.types(t.classDecl("Qualified", List.of(t.type(Supplier.class)), base, derived, get));

        assertEquals("base12", Verified.instance(code, Supplier.class).get());
    }
}
