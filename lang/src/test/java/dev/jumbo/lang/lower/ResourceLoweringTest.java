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

/** try-with-resources lowered tree to tree: the blocks built, and the statement's subtrees shared, not copied. */
class ResourceLoweringTest {
    private static final int AT = 7;

    private final Block body = new Block(AT, List.of(new Continue(AT, "outer")));

    @Test
    void resourcesNestInDeclarationOrderAroundTheSharedBody() {
        LocalVariable first = new LocalVariable(AT, 0, new NamedType(AT, "Res", false, List.of(), false), List.of(
                new VariableDeclarator(AT, "a", 0, new Name(AT, "open"))));
        ExpressionStatement existing = new ExpressionStatement(AT, new Name(AT, "b"));
        Try s = new Try(AT, List.of(first, existing), body, List.of(), null);
        AtomicInteger ids = new AtomicInteger();

        ResourceLowering.Level outer = ResourceLowering.lower(s, () -> "$" + ids.getAndIncrement());

        assertSame(first, outer.declaration());
        assertEquals("a", outer.name());
        assertEquals(new VariableDeclarator(AT, "primary$0", 0, new Literal(AT, null)),
                ((LocalVariable) outer.primary()).declarators().get(0));
        ResourceLowering.Level inner = outer.next();
        assertEquals("resource$1", inner.name());
        assertEquals(Modifier.FINAL, inner.declaration().modifiers());
        assertSame(existing.expression(), inner.declaration().declarators().get(0).initializer());
        assertEquals(inner.statements(), outer.guarded().body().statements());
        assertSame(body, inner.guarded().body());
        assertNull(inner.next());
        CatchClause record = inner.guarded().catches().get(0);
        assertEquals(new Throw(AT, new Name(AT, record.name())), record.body().statements().get(1));
        assertInstanceOf(Block.class, ResourceLowering.enclosing(s, outer));
    }

    @Test
    void catchAndFinallyEncloseTheResourcesBlocks() {
        LocalVariable first = new LocalVariable(AT, 0, new VarType(AT), List.of(
                new VariableDeclarator(AT, "a", 0, new Name(AT, "open"))));
        Block finallyBlock = new Block(AT, List.of());
        Try s = new Try(AT, List.of(first), body, List.of(), finallyBlock);

        ResourceLowering.Level level = ResourceLowering.lower(s, () -> "$0");
        Try enclosing = (Try) ResourceLowering.enclosing(s, level);

        assertTrue(enclosing.resources().isEmpty());
        assertSame(finallyBlock, enclosing.finallyBlock());
        assertEquals(level.statements(), ((Block) enclosing.body().statements().get(0)).statements());
    }

    @Test
    void aResourceThatIsNeitherDeclarationNorExpressionIsMalformed() {
        Statement bad = new Empty(AT);
        Try s = new Try(AT, List.of(bad), body, List.of(), null);

        assertSame(bad, ResourceLowering.malformed(s));
    }
}
