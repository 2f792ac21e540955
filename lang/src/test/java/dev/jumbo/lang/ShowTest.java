package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.tree.ValueConstant;
import java.lang.annotation.RetentionPolicy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code show()} of {@code `Value} holes: the hole as the quote writes it, with what it holds, so that a
 * reader never takes the constant for a {@code null} (it was printed as {@code /* `Value: T *}{@code / null}).
 */
class ShowTest {
    private final Trees t = new Trees("Gen.jjava", ShowTest.class);

    @Test
    void valueHoleShowsWhatItHolds() {
        List<String> list = new ArrayList<>();
        String identity = Integer.toHexString(System.identityHashCode(list));
        List<Object> values = List.of("a\"b", 42, 7L, 'c', true, String.class, RetentionPolicy.RUNTIME, list);

        List<String> shown = values.stream()
                .map(value -> t.expression(new ValueConstant(t.p(), value)).show().strip())
                .toList();

        assertEquals(List.of("`Value(\"a\\\"b\")", "`Value(42)", "`Value(7L)", "`Value('c')", "`Value(true)",
                "`Value(java.lang.String.class)", "`Value(java.lang.annotation.RetentionPolicy.RUNTIME)",
                "`Value(java.util.ArrayList@" + identity + ")"), shown);
    }

    @Test
    void valueHoleHoldingNullSaysSo() {
        Code fragment = t.expression(new ValueConstant(t.p(), null));

        String shown = fragment.show();

        assertEquals("`Value(null)", shown.strip());
    }

    @Test
    void diamondShowsAsWritten() {
        // new java.util.ArrayList<>() and the raw new java.util.ArrayList(): one tree apart from the diamond mark
        dev.jumbo.lang.tree.NamedType diamond = new dev.jumbo.lang.tree.NamedType(t.p(), "java.util.ArrayList", true,
                List.of(), true);
        dev.jumbo.lang.tree.NamedType raw = new dev.jumbo.lang.tree.NamedType(t.p(), "java.util.ArrayList", true, List.of());

        String shownDiamond = t.expression(t.newObject(diamond)).show().strip();
        String shownRaw = t.expression(t.newObject(raw)).show().strip();

        assertEquals("new java.util.ArrayList<>()", shownDiamond);
        assertEquals("new java.util.ArrayList()", shownRaw);
    }
}
