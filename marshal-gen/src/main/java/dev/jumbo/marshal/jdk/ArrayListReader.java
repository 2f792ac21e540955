package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.FieldCache;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.util.ArrayList;

/**
 * ArrayList.readObject: defaultReadObject (size), the capacity (ignored), then, for a
 * positive size, the filter's check of Object[size] before the array is allocated, and the
 * elements. The list's array is exactly {@code size} long, as the JDK's. Strings are read in
 * runs, from the first element on and again after any string the run left to the general path.
 */
final class ArrayListReader extends JdkClassReader {
    private final FieldCache elements = new FieldCache();

    ArrayListReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        ArrayList<Object> list = new ArrayList<>(0);
        int handle = session.assignHandle(list, unshared);
        BlockDataInput input = session.input();
        int size = input.readInt();
        input.setBlockDataMode(true);
        input.readInt();
        if (size > 0) {
            session.checkArray(Object[].class, size);
            list.ensureCapacity(size);
            boolean strings = true;
            for (int i = 0; i < size; i++) {
                if (strings) {
                    i += session.readNestedStrings(handle, list, size - i);
                    if (i == size) {
                        break;
                    }
                }
                Object element = session.readNestedObject(handle, elements);
                if (session.hasException(handle)) {
                    break;
                }
                strings = element instanceof String;
                list.add(element);
            }
        } else if (size < 0) {
            throw new InvalidObjectException("Invalid size: " + size);
        }
        endCustomData(session);
        return session.finishNewObject(list, desc, handle, unshared);
    }
}
