package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JNull;
import dev.jumbo.lang.type.JPending;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.LoadedClass;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Types;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Modifier;
import java.util.List;

import static org.objectweb.asm.Opcodes.*;

/**
 * Calls of signature-polymorphic methods (JLS 15.12.3, JVMS 2.9.3): {@code MethodHandle.invokeExact}
 * and {@code invoke}, {@code VarHandle}'s access modes. The JVM links such a call by the descriptor
 * at the call site, so it is built as javac builds it: the parameters are the static types of the
 * arguments, unconverted (no array, no boxing; {@code null} is {@code Void}); the result is the
 * declared return type unless that is {@code Object}, in which case the context decides: the type
 * of a cast whose operand the call is, {@code void} in an expression statement, else {@code Object}
 * ({@link Bound#resultAs}).
 */
final class SignaturePolymorphic {
    private static final JType OBJECT_ARRAY = new JArray(Types.OBJECT);
    private static final String METHOD_HANDLE = LoadedClass.classOf(MethodHandle.class).internalName();
    private static final String VAR_HANDLE = LoadedClass.classOf(VarHandle.class).internalName();

    private SignaturePolymorphic() {
    }

    /**
     * Whether {@code method} is signature polymorphic: declared in MethodHandle or VarHandle with a
     * single {@code Object[]} parameter, varargs and native (JLS 15.12.3). No name list: the JDK adds
     * access modes.
     */
    static boolean is(MethodRef method) {
        String owner = method.owner().internalName();
        return (owner.equals(METHOD_HANDLE) || owner.equals(VAR_HANDLE)) && method.varargs()
                && Modifier.isNative(method.modifiers()) && method.parameters().size() == 1
                && method.parameters().get(0).equals(OBJECT_ARRAY);
    }

    /** {@code receiver.method(arguments)}, an {@code invokevirtual} with the call site's own descriptor. */
    static Bound call(MethodContext m, MethodRef method, List<Invocations.Argument> arguments, Bound receiver) {
        StringBuilder parameters = new StringBuilder("(");
        for (Invocations.Argument argument : arguments) {
            if (argument.type() instanceof JPending) {
                throw argument.origin().error(argument.expression().position(), "a lambda or method reference "
                        + "cannot be an argument of the signature-polymorphic method " + method.name()
                        + ": it has no target type there");
            }
            parameters.append(argument.type() == JNull.INSTANCE ? "Ljava/lang/Void;"
                    : Generics.erasure(argument.type()).descriptor());
        }
        String parameterDescriptor = parameters.append(')').toString();
        JType declared = method.returnType();
        Bound call = typed(method, arguments, receiver, parameterDescriptor, declared);
        if (declared.equals(Types.OBJECT)) {
            call.resultAs = type -> typed(method, arguments, receiver, parameterDescriptor, type);
        }
        return call;
    }

    private static Bound typed(MethodRef method, List<Invocations.Argument> arguments, Bound receiver,
                               String parameterDescriptor, JType result) {
        String owner = method.owner().internalName();
        String descriptor = parameterDescriptor + result.descriptor();
        Bound.Emit code = e -> {
            receiver.emit(e);
            for (Invocations.Argument argument : arguments) {
                argument.bound().emit(e);
            }
            e.assembler.visitMethodInsn(INVOKEVIRTUAL, owner, method.name(), descriptor, false);
        };
        return Bound.of(result, code, e -> {
            code.to(e);
            e.assembler.pop(result);
        });
    }
}
