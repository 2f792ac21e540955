package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectStreamClass;
import java.util.Arrays;

/**
 * Hooks that do what ObjectInputStream does and log each call to the {@link CallbackLog}:
 * resolveClass, resolveProxyClass, resolveObject (enabled, identity) and readClassDescriptor.
 * Optionally maps every class through a loader of the case (two versions of a class).
 */
public class LoggingHooks implements ReaderHooks {
    private final ObjectInputFilter filter;
    private final ClassLoader loader;

    /**
     * @param filter the stream filter, or null
     * @param loader where classes are resolved first (by name, not initialized), or null for
     *               ObjectInputStream's own resolution
     */
    public LoggingHooks(ObjectInputFilter filter, ClassLoader loader) {
        this.filter = filter;
        this.loader = loader;
    }

    @Override
    public ObjectInputFilter filter() {
        return filter;
    }

    @Override
    public Class<?> resolveClass(HookedReader in, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        CallbackLog.record("resolveClass " + desc.getName() + " " + desc.getSerialVersionUID());
        if (loader != null) {
            try {
                return Class.forName(desc.getName(), false, loader);
            } catch (ClassNotFoundException notThere) {
                // Fall through to the reader's own resolution (JDK classes, primitives).
            }
        }
        return in.standardResolveClass(desc);
    }

    @Override
    public Class<?> resolveProxyClass(HookedReader in, String[] interfaces) throws IOException, ClassNotFoundException {
        CallbackLog.record("resolveProxyClass " + Arrays.toString(interfaces));
        return in.standardResolveProxyClass(interfaces);
    }

    @Override
    public boolean resolvesObjects() {
        return true;
    }

    @Override
    public Object resolveObject(HookedReader in, Object obj) throws IOException {
        CallbackLog.record("resolveObject " + (obj == null ? "null" : LoggedNames.of(obj.getClass())));
        return obj;
    }

    @Override
    public ObjectStreamClass readClassDescriptor(HookedReader in) throws IOException, ClassNotFoundException {
        ObjectStreamClass desc = in.standardReadClassDescriptor();
        CallbackLog.record("readClassDescriptor " + desc.getName());
        return desc;
    }
}
