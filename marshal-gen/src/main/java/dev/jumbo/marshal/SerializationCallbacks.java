package dev.jumbo.marshal;

import dev.jumbo.marshal.read.GetFieldValues;
import dev.jumbo.marshal.read.ReadObjectContext;
import dev.jumbo.marshal.read.ReadPlatformBehaviour;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Array;

/**
 * The calls {@link ReflectiveObjectInputStream} makes into a class's own serialization methods,
 * as the JDK's reader makes them: {@code readObject} (wrclass objectAnnotation, with its
 * context), {@code readObjectNoData}, {@code readResolve}, and the JDK's default field reading
 * for a class whose fields only it may set. Each call into a class of a user-defined loader is
 * counted ({@code userCallbacks}, which class resolution asks); each failure reaches the caller
 * as the JDK's reflection would report it. Loaded by the first such call a stream makes.
 */
final class SerializationCallbacks {
    private SerializationCallbacks() {
    }

    /**
     * wrclass objectAnnotation: the class's readObject runs in block-data mode with this
     * object and class as its context; a ClassNotFoundException it throws marks the object.
     */
    static void readClassDataByReadObject(ReflectiveObjectInputStream stream, Object obj, StreamDescriptor slotDesc)
            throws IOException {
        ReadObjectContext oldContext = stream.context;
        if (oldContext != null) {
            oldContext.check();
        }
        try {
            stream.context = new ReadObjectContext(obj, slotDesc);
            stream.input.setBlockDataMode(true);
            invokeReadObject(stream, slotDesc.readObjectMethod(), obj);
        } catch (ClassNotFoundException e) {
            stream.handles.markException(stream.passHandle, e);
        } finally {
            stream.context.setUsed();
            if (oldContext != null) {
                oldContext.check();
            }
            stream.context = oldContext;
        }
        stream.input.setDefaultDataEnd(false);
    }

    private static void invokeReadObject(ReflectiveObjectInputStream stream, MethodHandle readObject, Object obj)
            throws IOException, ClassNotFoundException {
        boolean user = userDefined(obj.getClass());
        if (user) {
            stream.userCallbacks++;
        }
        try {
            readObject.invokeExact(obj, (ObjectInputStream) stream);
        } catch (RuntimeException e) {
            throw ReadPlatformBehaviour.asMethodInvokeReports(e, SerializationCallbacks.class, "invokeReadObject");
        } catch (IOException | ClassNotFoundException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw unexpected(e);
        } finally {
            if (user) {
                stream.userCallbacks--;
            }
        }
    }

    /** A local class the stream has no data for: its readObjectNoData. */
    static void readObjectNoData(ReflectiveObjectInputStream stream, Object obj, StreamDescriptor slotDesc)
            throws IOException {
        boolean user = userDefined(obj.getClass());
        if (user) {
            stream.userCallbacks++;
        }
        try {
            slotDesc.readObjectNoDataMethod().invokeExact(obj);
        } catch (RuntimeException e) {
            throw ReadPlatformBehaviour.asMethodInvokeReports(e, SerializationCallbacks.class, "readObjectNoData");
        } catch (ObjectStreamException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw unexpected(e);
        } finally {
            if (user) {
                stream.userCallbacks--;
            }
        }
    }

    /**
     * The new object at {@code handle} through its class's {@code readResolve}: a replacement (an
     * unshared array one cloned) passes the filter and takes the handle.
     */
    static Object readResolve(ReflectiveObjectInputStream stream, MethodHandle readResolve, Object obj, int handle,
                              boolean unshared) throws IOException {
        boolean user = userDefined(obj.getClass());
        if (user) {
            stream.userCallbacks++;
        }
        Object replacement;
        try {
            replacement = invokeReadResolve(readResolve, obj);
        } finally {
            if (user) {
                stream.userCallbacks--;
            }
        }
        if (unshared && replacement.getClass().isArray()) {
            replacement = cloneArray(replacement);
        }
        if (replacement != obj) {
            if (replacement != null) {
                stream.filterCheck(replacement.getClass(),
                        replacement.getClass().isArray() ? Array.getLength(replacement) : -1);
            }
            stream.handles.setObject(handle, replacement);
            obj = replacement;
        }
        return obj;
    }

    private static Object invokeReadResolve(MethodHandle readResolve, Object obj) throws IOException {
        try {
            return (Object) readResolve.invokeExact(obj);
        } catch (RuntimeException e) {
            throw ReadPlatformBehaviour.asMethodInvokeReports(e, SerializationCallbacks.class, "invokeReadResolve");
        } catch (ObjectStreamException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw unexpected(e);
        }
    }

    private static Object cloneArray(Object array) {
        if (array instanceof Object[] values) {
            return values.clone();
        } else if (array instanceof boolean[] values) {
            return values.clone();
        } else if (array instanceof byte[] values) {
            return values.clone();
        } else if (array instanceof char[] values) {
            return values.clone();
        } else if (array instanceof double[] values) {
            return values.clone();
        } else if (array instanceof float[] values) {
            return values.clone();
        } else if (array instanceof int[] values) {
            return values.clone();
        } else if (array instanceof long[] values) {
            return values.clone();
        } else if (array instanceof short[] values) {
            return values.clone();
        }
        throw new AssertionError();
    }

    /**
     * The values set by the JDK's default field reading ({@code ReadRoutes#defaultReadObjectMethod},
     * JDK 24+), which takes them from the stream's readFields: for a class whose fields have no
     * setter (the JDK's own classes).
     */
    static void setByDefaultReadObject(ReflectiveObjectInputStream stream, Object obj, GetFieldValues values)
            throws IOException {
        StreamDescriptor desc = values.descriptor();
        MethodHandle defaultReadObject = desc.routes() == null ? null : desc.routes().defaultReadObjectMethod();
        if (defaultReadObject == null) {
            throw new InvalidClassException(desc.name(), "no sanctioned route to its private serializable fields "
                    + "(ReflectionFactory has no default field reading before JDK 24; "
                    + "-Ddev.jumbo.marshal.allowUnsafe=false forbids Unsafe)");
        }
        GetFieldValues outerPending = stream.pendingDefaultValues;
        stream.pendingDefaultValues = values;
        values.setDefaultRoute(true);
        try {
            defaultReadObject.invokeExact(obj, (ObjectInputStream) stream);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw unexpected(e);
        } finally {
            values.setDefaultRoute(false);
            stream.pendingDefaultValues = outerPending;
        }
    }

    /** Whether code of this class runs as a user-defined loader's frame (not the bootstrap or platform loader's). */
    static boolean userDefined(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader != null && loader != ClassLoader.getPlatformClassLoader();
    }

    static IOException unexpected(Throwable cause) {
        IOException failure = new IOException("unexpected exception type");
        failure.initCause(cause);
        return failure;
    }
}
