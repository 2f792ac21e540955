package dev.jumbo.lang.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The enhanced for lowered tree to tree: the shapes built, and the loop's own subtrees shared, not copied. */
class ForEachLoweringTest {
    private static final int AT = 7;

    private final Block body = new Block(AT, List.of(new Continue(AT, "outer")));
    private final TypeNode type = new PrimitiveType(AT, Primitive.LONG);
    private final ForEach loop = new ForEach(AT, Modifier.FINAL, type, "x", new Name(AT, "xs"), body);

    @Test
    void arrayLoopIsIndexedOverTheSourceAndKeepsTheBody() {
        For lowered = ForEachLowering.overArray(loop, type, "<array3>", "<index3>");

        LocalVariable counter = (LocalVariable) lowered.initializers().get(0);
        assertEquals("<index3>", counter.declarators().get(0).name());
        Binary condition = (Binary) lowered.condition();
        assertEquals(BinaryOperator.LESS, condition.operator());
        assertEquals(new FieldAccess(AT, new Name(AT, "<array3>"), "length"), condition.right());
        assertEquals(List.of(new Unary(AT, UnaryOperator.POST_INCREMENT, new Name(AT, "<index3>"))), lowered.updates());
        Block loweredBody = (Block) lowered.body();
        LocalVariable variable = (LocalVariable) loweredBody.statements().get(0);
        assertEquals(Modifier.FINAL, variable.modifiers());
        assertSame(type, variable.type());
        assertEquals("x", variable.declarators().get(0).name());
        assertEquals(new ArrayAccess(AT, new Name(AT, "<array3>"), new Name(AT, "<index3>")),
                variable.declarators().get(0).initializer());
        assertSame(body, loweredBody.statements().get(1));
    }

    @Test
    void iterableLoopReadsTheIteratorThroughTheCastsInnermostLast() {
        TypeNode box = new ReflectedType(AT, Long.class);
        For lowered = ForEachLowering.overIterable(loop, type, "<iterable2>", "<iterator2>", List.of(type, box));

        LocalVariable start = (LocalVariable) lowered.initializers().get(0);
        assertInstanceOf(VarType.class, start.type());
        assertEquals(new MethodCall(AT, new Name(AT, "<iterable2>"), "iterator", List.of()),
                start.declarators().get(0).initializer());
        assertEquals(new MethodCall(AT, new Name(AT, "<iterator2>"), "hasNext", List.of()), lowered.condition());
        assertTrue(lowered.updates().isEmpty());
        Block loweredBody = (Block) lowered.body();
        Expression element = ((LocalVariable) loweredBody.statements().get(0)).declarators().get(0).initializer();
        assertEquals(new Cast(AT, type, new Cast(AT, box, new MethodCall(AT, new Name(AT, "<iterator2>"), "next",
                List.of()))), element);
        assertSame(body, loweredBody.statements().get(1));
    }

    @Test
    void syntheticNamesAreNoJavaIdentifiers() {
        String name = ForEachLowering.synthetic("array", 4);

        assertEquals("<array4>", name);
        assertTrue(!Character.isJavaIdentifierStart(name.charAt(0)));
    }

}
