package dev.jumbo.marshal;

import static java.io.ObjectStreamConstants.TC_PROXYCLASSDESC;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.model.SerialClass;
import java.io.IOException;

/**
 * The newClassDesc rule of {@link ReflectiveObjectOutputStream} for a dynamic proxy class
 * (TC_PROXYCLASSDESC). Loaded by the first proxy a stream writes.
 *
 * <pre>
 *   newClassDesc:        TC_PROXYCLASSDESC newHandle proxyClassDescInfo
 *   proxyClassDescInfo:  (int)count proxyInterfaceName[count] classAnnotation superClassDesc
 * </pre>
 */
final class ProxyDescriptorWriting {
    private ProxyDescriptorWriting() {
    }

    /**
     * newClassDesc: TC_PROXYCLASSDESC newHandle proxyClassDescInfo: the interface names, what
     * {@code annotateProxyClass} writes as block data, endBlockData, superClassDesc.
     */
    static void writeNewProxyClassDesc(ReflectiveObjectOutputStream stream, SerialClass desc, boolean unshared)
            throws IOException {
        BlockDataOutput output = stream.output;
        output.writeByte(TC_PROXYCLASSDESC);
        stream.handles.assignDescriptor(unshared ? null : desc);
        Class<?>[] interfaces = desc.type().getInterfaces();
        output.writeInt(interfaces.length);
        for (Class<?> implemented : interfaces) {
            output.writeUTF(implemented.getName());
        }
        output.setBlockDataMode(true);
        stream.callAnnotateProxyClass(desc.type());
        output.setBlockDataMode(false);
        stream.writeEndBlockData();
        stream.writeClassDesc(desc.superClass(), false);
    }
}
