package dev.jumbo.marshal;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.ReadHandleTable;
import dev.jumbo.marshal.read.ReadPlatformBehaviour;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.List;

/**
 * The newClassDesc rule of {@link ReflectiveObjectInputStream} for a dynamic proxy class
 * (TC_PROXYCLASSDESC). Loaded by the first proxy a stream reads.
 *
 * <pre>
 *   newClassDesc:           TC_PROXYCLASSDESC newHandle proxyClassDescInfo
 *   proxyClassDescInfo:     (int)count proxyInterfaceName[count] classAnnotation superClassDesc
 * </pre>
 */
final class ProxyDescriptorReading {
    /** The JDK's {@code jdk.serialProxyInterfaceLimit}, read when the stream's class was initialized. */
    private static final int INTERFACE_LIMIT = ReflectiveObjectInputStream.PROXY_INTERFACE_LIMIT;

    private ProxyDescriptorReading() {
    }

    /**
     * newClassDesc: TC_PROXYCLASSDESC newHandle proxyClassDescInfo: the interface names (within
     * the JDK's limit), resolveProxyClass, the filter on each interface and the class,
     * proxyClassAnnotation, superClassDesc.
     */
    static StreamDescriptor readNewProxyClassDesc(ReflectiveObjectInputStream stream, boolean unshared) throws IOException {
        BlockDataInput input = stream.input;
        ReadHandleTable handles = stream.handles;
        int descHandle = ClassDescriptorReading.readNewDescriptorHandle(stream, unshared);
        int interfaceCount = input.readInt();
        if (interfaceCount > 65535) {
            throw new InvalidObjectException("interface limit exceeded: " + interfaceCount + ", limit: " + INTERFACE_LIMIT);
        }
        if (interfaceCount < 0) {
            throw new NegativeArraySizeException(String.valueOf(interfaceCount));
        }
        String[] interfaces = new String[interfaceCount];
        for (int i = 0; i < interfaceCount; i++) {
            interfaces[i] = input.readUTF();
        }
        if (interfaceCount > INTERFACE_LIMIT) {
            throw new InvalidObjectException("interface limit exceeded: " + interfaceCount + ", limit: "
                    + INTERFACE_LIMIT + "; " + Arrays.toString(interfaces));
        }
        Class<?> type = null;
        ClassNotFoundException resolveException = null;
        input.setBlockDataMode(true);
        try {
            type = stream.resolveProxyClass(interfaces);
            if (type == null) {
                resolveException = new ClassNotFoundException("null class");
            } else if (!Proxy.isProxyClass(type)) {
                throw new InvalidClassException("Not a proxy");
            } else {
                for (Class<?> implemented : type.getInterfaces()) {
                    stream.filterCheck(implemented, -1);
                }
            }
        } catch (ClassNotFoundException e) {
            resolveException = e;
        } catch (IllegalAccessError e) {
            if (!ReadPlatformBehaviour.WRAPS_PROXY_ACCESS_ERROR) {
                throw e;
            }
            InvalidClassException failure = new InvalidClassException(e.getMessage());
            failure.initCause(e);
            throw failure;
        }
        stream.filterCheck(type, -1);
        stream.skipCustomData();
        StreamDescriptor desc;
        try {
            stream.totalObjectReferences++;
            stream.depth++;
            StreamDescriptor superDesc = stream.readClassDesc(false);
            desc = StreamDescriptor.bind(StreamDescriptor.Body.proxy(List.of(interfaces)), type, resolveException, superDesc);
        } finally {
            stream.depth--;
        }
        if (!unshared) {
            handles.setObject(descHandle, desc);
        }
        handles.finish(descHandle);
        stream.passHandle = descHandle;
        return desc;
    }
}
