package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectStreamClass;

/**
 * What a reading case needs from the subclass hooks of ObjectInputStream, and the stream filter
 * it reads under. A factory's hooked reader subclass calls these from resolveClass,
 * resolveProxyClass, resolveObject and readClassDescriptor, and enables resolution when
 * {@link #resolvesObjects()}; the defaults do what ObjectInputStream itself does, through the
 * reader's {@code standard...} methods. Every reader of a comparison gets the same hooks object,
 * so a hook that logs sees each reader's calls in the same log format.
 */
public interface ReaderHooks {
    /** No hooks and no filter: factories open their plain reader class. */
    ReaderHooks NONE = new ReaderHooks() {
        @Override
        public boolean overridesMethods() {
            return false;
        }
    };

    /** Only a stream filter; factories open their plain reader class and set it. */
    static ReaderHooks filtered(ObjectInputFilter filter) {
        return new ReaderHooks() {
            @Override
            public boolean overridesMethods() {
                return false;
            }

            @Override
            public ObjectInputFilter filter() {
                return filter;
            }
        };
    }

    /** False when a plain reader (no subclass) serves: only {@link #filter()} matters then. */
    default boolean overridesMethods() {
        return true;
    }

    /** The stream's filter, set by the factory right after opening; null for none. */
    default ObjectInputFilter filter() {
        return null;
    }

    default Class<?> resolveClass(HookedReader in, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        return in.standardResolveClass(desc);
    }

    default Class<?> resolveProxyClass(HookedReader in, String[] interfaces) throws IOException, ClassNotFoundException {
        return in.standardResolveProxyClass(interfaces);
    }

    default boolean resolvesObjects() {
        return false;
    }

    default Object resolveObject(HookedReader in, Object obj) throws IOException {
        return obj;
    }

    default ObjectStreamClass readClassDescriptor(HookedReader in) throws IOException, ClassNotFoundException {
        return in.standardReadClassDescriptor();
    }
}
