package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.jumbo.lang.define.Definer;
import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A hidden nestmate's class file and class data, made without defining it, define elsewhere to
 * the class that {@link Code#defineClass(MethodHandles.Lookup)} defines: the offline route of
 * build-time generation.
 */
class HiddenClassFileTest {
    private final Trees t = new Trees("Offline.jjava", HiddenClassFileTest.class);

    @Test
    void bytesAndClassDataDefineTheSameClassLater() throws Exception {
        Object token = new StringBuilder("token");
        Code code = t.supplier("Offline", t.ret(t.bin(dev.jumbo.lang.tree.BinaryOperator.ADD,
                t.bin(dev.jumbo.lang.tree.BinaryOperator.ADD, t.value(token), t.lit(":")), t.lit(7))));

        Definer.HiddenClassFile file = Definer.hiddenClassFileWithData(code, MethodHandles.lookup());

        assertEquals(1, file.constants().size());
        assertSame(token, file.constants().get(0));
        Verified.check(file.bytes(), getClass().getClassLoader());
        Class<?> defined = MethodHandles.lookup().defineHiddenClassWithClassData(file.bytes(), file.constants(), true,
                MethodHandles.Lookup.ClassOption.NESTMATE).lookupClass();
        assertEquals("token:7", ((Supplier<?>) defined.getDeclaredConstructor().newInstance()).get());
    }

    @Test
    void aFragmentWithoutValuesHasNoClassData() throws Exception {
        Code code = t.supplier("Plain", t.ret(t.lit("plain")));

        Definer.HiddenClassFile file = Definer.hiddenClassFileWithData(code, MethodHandles.lookup());

        assertEquals(List.of(), file.constants());
        Class<?> defined = MethodHandles.lookup().defineHiddenClass(file.bytes(), true,
                MethodHandles.Lookup.ClassOption.NESTMATE).lookupClass();
        assertEquals("plain", ((Supplier<?>) defined.getDeclaredConstructor().newInstance()).get());
    }
}
