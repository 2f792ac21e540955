package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.FieldCache;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;

/**
 * HashSet.readObject (and LinkedHashSet's, the same method): no fields, then capacity, load
 * factor and size, each checked; the filter's check of the backing map's table; the backing
 * map made with the JDK's capacity and load factor (through the public constructor that makes
 * the same map); then the elements. The set is made once those three values are read, before
 * any element.
 */
final class HashSetReader extends JdkClassReader {
    private final FieldCache elements = new FieldCache();
    /** A LinkedHashSet, which HashSet's readObject reads too. */
    private final boolean linked;

    HashSetReader(StreamDescriptor desc, boolean linked) {
        super(desc);
        this.linked = linked;
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(null, unshared);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        int capacity = input.readInt();
        if (capacity < 0) {
            throw new InvalidObjectException("Illegal capacity: " + capacity);
        }
        float loadFactor = input.readFloat();
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new InvalidObjectException("Illegal load factor: " + loadFactor);
        }
        loadFactor = Math.min(Math.max(0.25f, loadFactor), 4.0f);
        int size = input.readInt();
        if (size < 0) {
            throw new InvalidObjectException("Illegal size: " + size);
        }
        capacity = (int) Math.min(size * Math.min(1 / loadFactor, 4.0f), HashMapTable.MAXIMUM_CAPACITY);
        session.checkArray(Map.Entry[].class, HashMapTable.tableSizeFor(capacity));
        HashSet<Object> set = linked
                ? new LinkedHashSet<>(capacity, loadFactor) : new HashSet<>(capacity, loadFactor);
        if (!unshared) {
            session.setObject(handle, set);
        }
        for (int i = 0; i < size; i++) {
            Object element = session.readNestedObject(handle, elements);
            if (session.hasException(handle)) {
                break;
            }
            set.add(element);
        }
        endCustomData(session);
        return session.finishNewObject(set, desc, handle, unshared);
    }
}
