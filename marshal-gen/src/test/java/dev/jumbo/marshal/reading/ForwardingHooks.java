package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectStreamClass;

/** Hooks that forward every call to other hooks; override what should differ. */
public class ForwardingHooks implements ReaderHooks {
    protected final ReaderHooks inner;

    public ForwardingHooks(ReaderHooks inner) {
        this.inner = inner;
    }

    @Override
    public boolean overridesMethods() {
        return true;
    }

    @Override
    public ObjectInputFilter filter() {
        return inner.filter();
    }

    @Override
    public Class<?> resolveClass(HookedReader in, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        return inner.resolveClass(in, desc);
    }

    @Override
    public Class<?> resolveProxyClass(HookedReader in, String[] interfaces) throws IOException, ClassNotFoundException {
        return inner.resolveProxyClass(in, interfaces);
    }

    @Override
    public boolean resolvesObjects() {
        return inner.resolvesObjects();
    }

    @Override
    public Object resolveObject(HookedReader in, Object obj) throws IOException {
        return inner.resolveObject(in, obj);
    }

    @Override
    public ObjectStreamClass readClassDescriptor(HookedReader in) throws IOException, ClassNotFoundException {
        return inner.readClassDescriptor(in);
    }
}
