package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.FieldCache;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.util.LinkedList;

/** LinkedList.readObject: no fields, the size, then each element linked last (a negative size reads none); strings in runs, as {@link ArrayListReader} reads them. */
final class LinkedListReader extends JdkClassReader {
    private final FieldCache elements = new FieldCache();

    LinkedListReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        LinkedList<Object> list = new LinkedList<>();
        int handle = session.assignHandle(list, unshared);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        int size = input.readInt();
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
        endCustomData(session);
        return session.finishNewObject(list, desc, handle, unshared);
    }
}
