package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.BinaryOperator;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodNode;

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

        HiddenClassFile file = code.toHiddenClassFile(MethodHandles.lookup());

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

        HiddenClassFile file = code.toHiddenClassFile(MethodHandles.lookup());

        assertEquals(List.of(), file.constants());
        Class<?> defined = MethodHandles.lookup().defineHiddenClass(file.bytes(), true,
                MethodHandles.Lookup.ClassOption.NESTMATE).lookupClass();
        assertEquals("plain", ((Supplier<?>) defined.getDeclaredConstructor().newInstance()).get());
    }

    /**
     * A hidden class reads its values from private static finals that its static initializer sets
     * from the class data before its own static code runs (which reads a value too), and no
     * dynamic constant is left: a JVM's first one spins method-handle classes.
     */
    @Test
    void valuesAreStaticFinalsSetBeforeTheClassesOwnStaticCode() throws Exception {
        Object token = new StringBuilder("token");
        Object prefix = new StringBuilder("prefix");
        Code code = t.types(t.classDecl("Held", List.of(t.type(Supplier.class)),
                t.fieldDecl(Modifier.STATIC | Modifier.FINAL, t.type(String.class), "first",
                        t.bin(BinaryOperator.ADD, t.value(prefix), t.lit("/"))),
                t.publicMethod(t.type(Object.class), "get", List.of(),
                        t.ret(t.bin(BinaryOperator.ADD, t.bin(BinaryOperator.ADD, t.name("first"), t.value(token)), t.value(token))))));

        HiddenClassFile file = code.toHiddenClassFile(MethodHandles.lookup());
        Class<?> defined = MethodHandles.lookup().defineHiddenClassWithClassData(file.bytes(), file.constants(), true,
                MethodHandles.Lookup.ClassOption.NESTMATE).lookupClass();
        Object result = ((Supplier<?>) defined.getDeclaredConstructor().newInstance()).get();

        Verified.check(file.bytes(), getClass().getClassLoader());
        assertEquals("prefix/tokentoken", result);
        assertEquals(2, file.constants().size());
        assertTrue(file.constants().contains(prefix) && file.constants().contains(token), "class data " + file.constants());
        List<String> constantFields = new ArrayList<>();
        for (Field field : defined.getDeclaredFields()) {
            if (field.isSynthetic()) {
                int access = Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
                assertEquals(Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL, field.getModifiers() & access, field.getName());
                constantFields.add(field.getName());
            }
        }
        assertEquals(2, constantFields.size(), "one field per value: " + constantFields);
        ClassNode node = new ClassNode();
        new ClassReader(file.bytes()).accept(node, 0);
        for (MethodNode method : node.methods) {
            for (AbstractInsnNode instruction : method.instructions) {
                assertTrue(!(instruction instanceof LdcInsnNode ldc && ldc.cst instanceof ConstantDynamic),
                        method.name + " loads a dynamic constant");
            }
        }
    }
}
