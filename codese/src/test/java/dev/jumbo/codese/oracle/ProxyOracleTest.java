package dev.jumbo.codese.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.codese.CodeseInputStream;
import dev.jumbo.codese.CodeseOptions;
import dev.jumbo.codese.CodeseOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Serializable dynamic proxies are restored as ObjectInputStream restores them: the proxy class
 * re-created from its interfaces (in the loader of the non-public ones, which must be one), each
 * interface and then the class shown to the filter, the handler stored into the proxy.
 */
class ProxyOracleTest {
    /** Package-private: a proxy of it is defined in this loader, as the JDK's reader does. */
    interface Secret {
        String secret();
    }

    interface OtherSecret {
        String other();
    }

    static final class Handler implements InvocationHandler, Serializable {
        private static final long serialVersionUID = 1L;
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

    private static Object proxy(InvocationHandler handler, Class<?>... interfaces) {
        return Proxy.newProxyInstance(ProxyOracleTest.class.getClassLoader(), interfaces, handler);
    }

    @Test
    void proxiesOfPublicAndNonPublicInterfacesAreRestored() throws Exception {
        Handler shared = new Handler("shared");
        Object runnable = proxy(shared, Runnable.class);
        Object two = proxy(new Handler("two"), Supplier.class, Comparator.class);
        Object secret = proxy(shared, Secret.class, OtherSecret.class);

        StreamScript.Restored restored = StreamScript.of(runnable, new Object[] {two, secret, runnable}, secret).check();

        Object restoredSecret = restored.codese(2);
        assertEquals("shared", ((Secret) restoredSecret).secret());
        assertSame(Proxy.getInvocationHandler(restored.codese(0)), Proxy.getInvocationHandler(restoredSecret));
    }

    @Test
    void aHandlerReferringToItsProxy() throws Exception {
        Handler handler = new Handler("cycle");
        Object proxy = proxy(handler, Runnable.class);
        handler.attachment = proxy;

        StreamScript.Restored restored = StreamScript.of(proxy).check();

        assertSame(restored.codese(0), ((Handler) Proxy.getInvocationHandler(restored.codese(0))).attachment);
    }

    @Test
    void theFilterSeesEachInterfaceThenTheProxyClass() throws Exception {
        byte[] stored = store(proxy(new Handler("filtered"), Runnable.class, Supplier.class));
        List<Class<?>> seen = new ArrayList<>();

        try (CodeseInputStream in = new CodeseInputStream(new ByteArrayInputStream(stored))) {
            in.setObjectInputFilter(info -> {
                if (info.serialClass() != null) {
                    seen.add(info.serialClass());
                }
                return ObjectInputFilter.Status.UNDECIDED;
            });
            in.readObject();
        }

        int proxyClass = seen.indexOf(seen.stream().filter(Proxy::isProxyClass).findFirst().orElseThrow());
        assertEquals(List.of(Runnable.class, Supplier.class), seen.subList(proxyClass - 2, proxyClass));
    }

    @Test
    void aFilterRejectingAnInterfaceRefusesTheProxy() throws Exception {
        byte[] stored = store(proxy(new Handler("refused"), Runnable.class));

        try (CodeseInputStream in = new CodeseInputStream(new ByteArrayInputStream(stored))) {
            in.setObjectInputFilter(info -> info.serialClass() == Runnable.class ? ObjectInputFilter.Status.REJECTED
                    : ObjectInputFilter.Status.UNDECIDED);
            assertThrows(InvalidClassException.class, in::readObject);
        }
    }

    @Test
    void nonPublicInterfacesOfTwoLoadersAreRefused() throws Exception {
        byte[] stored = store(proxy(new Handler("two loaders"), Secret.class, OtherSecret.class));
        ClassLoader ownCopy = new OwnCopyLoader(OtherSecret.class.getName(), ProxyOracleTest.class.getClassLoader());
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(ownCopy);
        try (CodeseInputStream in = new CodeseInputStream(new ByteArrayInputStream(stored))) {
            InvalidClassException refused = assertThrows(InvalidClassException.class, in::readObject);

            assertTrue(refused.getMessage().contains("conflicting non-public interface class loaders"), refused.getMessage());
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private static byte[] store(Object obj) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (CodeseOutputStream out = new CodeseOutputStream(bytes, CodeseOptions.DEFAULTS)) {
            out.writeObject(obj);
        }
        return bytes.toByteArray();
    }

    /** Defines its own copy of one class (from the parent's class file), and delegates the others. */
    private static final class OwnCopyLoader extends ClassLoader {
        private final String ownName;

        OwnCopyLoader(String ownName, ClassLoader parent) {
            super(parent);
            this.ownName = ownName;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals(ownName)) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded != null) {
                    return loaded;
                }
                try (InputStream classFile = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                    byte[] bytes = classFile.readAllBytes();
                    return defineClass(name, bytes, 0, bytes.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
            }
        }
    }
}
