package dev.jumbo.marshal.conformance;

import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

/** Dynamic proxies: TC_PROXYCLASSDESC with interface names, then java.lang.reflect.Proxy's descriptor and its handler. */
final class ProxyGraphs {
    private ProxyGraphs() {
    }

    static final class Handler implements InvocationHandler, Serializable {
        final String name;
        Object attachment;

        Handler(String name) {
            this.name = name;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) {
            return name;
        }
    }

    static Object newProxy(InvocationHandler handler, Class<?>... interfaces) {
        return Proxy.newProxyInstance(ProxyGraphs.class.getClassLoader(), interfaces, handler);
    }

    static void register(GraphRegistry registry) {
        registry.element("proxy")
                .object("one interface", () -> newProxy(new Handler("one"), Runnable.class))
                .object("two interfaces", () -> newProxy(new Handler("two"), Supplier.class, Comparator.class))
                .steps("same proxy twice", () -> {
                    Object proxy = newProxy(new Handler("twice"), Runnable.class);
                    return List.of(Step.object(proxy), Step.object(proxy));
                })
                .steps("two proxies of one class share the descriptor", () -> List.of(
                        Step.object(newProxy(new Handler("a"), Runnable.class)), Step.object(newProxy(new Handler("b"), Runnable.class))))
                .object("proxies in an array with a shared handler", () -> {
                    Handler handler = new Handler("shared");
                    return new Object[] {newProxy(handler, Runnable.class), newProxy(handler, Supplier.class), handler};
                })
                .object("handler referring to its proxy", () -> {
                    Handler handler = new Handler("cycle");
                    Object proxy = newProxy(handler, Runnable.class);
                    handler.attachment = proxy;
                    return proxy;
                });
    }
}
