package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.lang.define.Definer;
import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.Statement;
import dev.jumbo.lang.tree.TypeNode;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Calls of VarHandle's access modes and MethodHandle.invokeExact get the call site's descriptor,
 * the one javac writes for the same source (checked with javap on javac 17 and 25). The compiler's
 * differential corpus ({@code quotes/handles}) runs more of them against javac's classes.
 */
class SignaturePolymorphicTest {
    private final Trees t = new Trees("Handles.jjava", SignaturePolymorphicTest.class);

    /**
     * <pre>{@code
     * public class <name> implements BiFunction {
     *     public int count;
     *     public Object apply(Object first, Object second) {
     *         VarHandle h = (VarHandle) first; MethodHandle m = (MethodHandle) second;
     *         h.set(this, 5);                            // (L<name>;I)V
     *         int read = (int) h.get(this);              // (L<name>;)I
     *         boolean swapped = h.compareAndSet(this, 5, 6);  // (L<name>;II)Z
     *         h.getAndAdd(this, 1);                      // (L<name>;I)V
     *         Object boxed = h.get(this);                // (L<name>;)Ljava/lang/Object;
     *         String text;
     *         try { text = (String) m.invokeExact(null, 'c'); } // (Ljava/lang/Void;C)Ljava/lang/String;
     *         catch (Throwable failure) { throw new IllegalStateException(failure); }
     *         return read + " " + swapped + " " + boxed + " " + text;
     *     }
     * }}</pre>
     */
    private Code handles(String name) {
        Expression self = t.self();
        Expression h = t.name("h");
        Statement varHandle = t.local(t.type(VarHandle.class), "h", t.cast(t.type(VarHandle.class), t.name("first")));
        Statement methodHandle = t.local(t.type(MethodHandle.class), "m",
                t.cast(t.type(MethodHandle.class), t.name("second")));
        Statement set = t.exec(t.call(h, "set", self, t.lit(5)));
        Statement read = t.local(t.type(int.class), "read", t.cast(t.type(int.class), t.call(h, "get", self)));
        Statement swapped = t.local(t.type(boolean.class), "swapped",
                t.call(h, "compareAndSet", self, t.lit(5), t.lit(6)));
        Statement add = t.exec(t.call(h, "getAndAdd", self, t.lit(1)));
        Statement boxed = t.local(t.type(Object.class), "boxed", t.call(h, "get", self));
        TypeNode string = t.type(String.class);
        Statement text = t.local(string, "text", null);
        // invokeExact declares Throwable, which apply does not: caught and wrapped, as javac requires
        Statement invoke = new dev.jumbo.lang.tree.Try(t.p(), List.of(), new dev.jumbo.lang.tree.Block(t.p(),
                List.of(t.exec(t.assign(t.name("text"), t.cast(string, t.call(t.name("m"), "invokeExact", t.lit(null),
                t.lit('c'))))))), List.of(new dev.jumbo.lang.tree.CatchClause(t.p(), 0, List.of(t.type(Throwable.class)),
                "failure", new dev.jumbo.lang.tree.Block(t.p(), List.of(t.doThrow(new dev.jumbo.lang.tree.New(t.p(), null,
                t.type(IllegalStateException.class), List.of(t.name("failure")), null)))))), null);
        Expression space = t.lit(" ");
        Expression result = t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD, t.bin(ADD, t.name("read"), space),
                t.name("swapped")), space), t.name("boxed")), space), t.name("text"));
        TypeNode object = t.type(Object.class);
        return t.types(t.classDecl(name, List.of(t.type(BiFunction.class)),
                t.fieldDecl(Modifier.PUBLIC, t.type(int.class), "count", null),
                t.publicMethod(object, "apply", List.of(t.param(object, "first"), t.param(object, "second")),
                        varHandle, methodHandle, set, read, swapped, add, boxed, text, invoke, t.ret(result))));
    }

    @Test
    void descriptorsComeFromTheArgumentsAndTheContext() {
        Code code = handles("Descriptors");
        Verified.define(code);

        List<String> calls = handleCalls(Definer.classFiles(code).values().iterator().next());

        String self = "Ldev/jumbo/lang/Descriptors;";
        assertEquals(List.of(
                "VarHandle.set(" + self + "I)V",
                "VarHandle.get(" + self + ")I",
                "VarHandle.compareAndSet(" + self + "II)Z",
                "VarHandle.getAndAdd(" + self + "I)V",
                "VarHandle.get(" + self + ")Ljava/lang/Object;",
                "MethodHandle.invokeExact(Ljava/lang/Void;C)Ljava/lang/String;"), calls);
    }

    @Test
    void runsWithRealHandles() throws Exception {
        Class<?> type = Verified.define(handles("Running"));
        VarHandle count = MethodHandles.privateLookupIn(type, MethodHandles.lookup())
                .findVarHandle(type, "count", int.class);
        MethodHandle constant = MethodHandles.dropArguments(MethodHandles.constant(String.class, "k"), 0,
                Void.class, char.class);
        @SuppressWarnings("unchecked")
        BiFunction<Object, Object, Object> function = (BiFunction<Object, Object, Object>) type
                .getDeclaredConstructor().newInstance();

        Object result = function.apply(count, constant);

        assertEquals("5 true 7 k", result);
        assertEquals(7, (int) count.get(function));
    }

    /** lang's one deliberate difference from javac in JLS 11.2: generators splice handle calls anywhere. */
    @Test
    void invokeExactsThrowableNeedsNoThrowsClause() {
        Code code = t.supplier("Undeclared", t.local(t.type(MethodHandle.class), "m", t.lit(null)),
                t.ret(t.cast(t.type(Object.class), t.call(t.name("m"), "invokeExact"))));

        Class<?> defined = Verified.define(code);

        assertEquals("Undeclared", defined.getSimpleName());
    }

    @Test
    void aLambdaArgumentHasNoTargetType() {
        t.at(3, 20);
        Expression lambda = t.lambda(List.of(), t.lit(1));
        t.at(3, 5);
        Code code = t.supplier("LambdaArgument", t.local(t.type(MethodHandle.class), "m",
                t.lit(null)), t.ret(t.call(t.name("m"), "invoke", lambda)));

        CodeException error = assertThrows(CodeException.class, code::defineClass);

        assertEquals("Handles.jjava:3:20: error: a lambda or method reference cannot be an argument of the "
                + "signature-polymorphic method invoke: it has no target type there", error.getMessage());
    }

    /** {@code Owner.name(descriptor)} of each call of a MethodHandle or VarHandle method, in order. */
    private static List<String> handleCalls(byte[] classFile) {
        List<String> calls = new ArrayList<>();
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String method, String called,
                                                boolean isInterface) {
                        if (owner.startsWith("java/lang/invoke/") && opcode == Opcodes.INVOKEVIRTUAL) {
                            calls.add(owner.substring("java/lang/invoke/".length()) + "." + method + "(" + called
                                    .substring(1));
                        }
                    }
                };
            }
        }, 0);
        return calls;
    }
}
