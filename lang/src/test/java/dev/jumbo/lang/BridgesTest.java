package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.BinaryOperator;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.TypeNode;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Bridge methods of generated classes: one per inherited erasure, however many supertypes declare it. */
class BridgesTest {
    private final Trees t = new Trees("Bridges.jjava", BridgesTest.class);

    @Test
    void comparatorOfStringsGetsOneBridge() {
        // public class ByLength implements Comparator<String> { public int compare(String a, String b) { ... } }
        TypeNode string = t.type(String.class);
        Member compare = t.publicMethod(t.type(int.class), "compare", List.of(t.param(string, "a"), t.param(string, "b")),
                t.ret(t.bin(BinaryOperator.SUBTRACT, t.call(t.name("a"), "length"), t.call(t.name("b"), "length"))));
        Code code = t.types(t.classDecl("ByLength", List.of(t.generic(Comparator.class, string)), compare));

        @SuppressWarnings("unchecked")
        Comparator<Object> byLength = Verified.instance(code, Comparator.class);

        assertEquals(2, byLength.compare("aaa", "b"));
        assertEquals(List.of("compare(Object,Object)"), bridges(byLength.getClass()));
    }

    @Test
    void methodInheritedThroughTwoPathsGetsOneBridge() {
        // UnaryOperator<String> extends Function<String, String>: apply(Object) is reached directly and through it
        TypeNode string = t.type(String.class);
        Member apply = t.publicMethod(string, "apply", List.of(t.param(string, "s")),
                t.ret(t.bin(BinaryOperator.ADD, t.name("s"), t.lit("!"))));
        Code code = t.types(t.classDecl("Exclaim", List.of(t.generic(UnaryOperator.class, string),
                t.generic(java.util.function.Function.class, string, string)), apply));

        @SuppressWarnings("unchecked")
        UnaryOperator<Object> exclaim = Verified.instance(code, UnaryOperator.class);

        assertEquals("hi!", exclaim.apply("hi"));
        assertEquals(List.of("apply(Object)"), bridges(exclaim.getClass()));
    }

    private static List<String> bridges(Class<?> type) {
        List<String> result = new ArrayList<>();
        for (Method method : type.getDeclaredMethods()) {
            if (method.isBridge()) {
                StringBuilder text = new StringBuilder(method.getName()).append('(');
                for (Class<?> parameter : method.getParameterTypes()) {
                    text.append(text.charAt(text.length() - 1) == '(' ? "" : ",").append(parameter.getSimpleName());
                }
                result.add(text.append(')').toString());
            }
        }
        return result;
    }
}
