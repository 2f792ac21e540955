package dev.jumbo.lang.define;

import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleProxies;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The bootstrap of lambdas and method references in hidden classes. The JDK's
 * {@code LambdaMetafactory} (17 and 25 alike) names the implementation's class, or a captured
 * receiver's type, in the bytecode it spins, and a hidden class cannot be named. Here the
 * implementation handle is bound to the captured values and wrapped by
 * {@link MethodHandleProxies}: the same behaviour, with slower calls than a metafactory lambda.
 * The call site passes a captured receiver as an Object, since the hidden class's own name in
 * a descriptor would not denote it either.
 */
public final class HiddenLambdas {
    private static final MethodHandle PROXY;

    static {
        try {
            PROXY = MethodHandles.lookup().findStatic(HiddenLambdas.class, "proxy",
                    MethodType.methodType(Object.class, Class.class, MethodHandle.class, Object[].class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private HiddenLambdas() {
    }

    /** Same parameters as {@code LambdaMetafactory.metafactory}. */
    public static CallSite metafactory(MethodHandles.Lookup caller, String name, MethodType invokedType,
                                       MethodType samType, MethodHandle implementation, MethodType instantiatedType) {
        MethodHandle factory = MethodHandles.insertArguments(PROXY, 0, invokedType.returnType(), implementation)
                .asCollector(Object[].class, invokedType.parameterCount());
        return new ConstantCallSite(factory.asType(invokedType));
    }

    private static Object proxy(Class<?> functionalInterface, MethodHandle implementation, Object[] captured) {
        return MethodHandleProxies.asInterfaceInstance(functionalInterface,
                MethodHandles.insertArguments(implementation, 0, captured));
    }
}
