package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.FieldCache;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.util.HashMap;
import java.util.Map;

/**
 * HashMap.readObject: the fields (load factor, checked then clamped to 0.25..4; threshold,
 * ignored), the bucket count (ignored) and the mappings count, checked; for mappings, the
 * filter's check of the table the JDK allocates, then each key and value put. The map is made
 * once those values are read, before any key, in the state the JDK's reading leaves it:
 * with mappings, a map presized to the JDK's table length with the clamped load factor, whose
 * first put makes that table and threshold (as readObject sets them); without, threshold 0
 * and no table, which for a load factor other than the default only {@code clone()} gives
 * (it empties the threshold).
 */
final class HashMapReader extends JdkClassReader {
    private final FieldCache keys = new FieldCache();
    private final FieldCache values = new FieldCache();
    HashMapReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(null, unshared);
        BlockDataInput input = session.input();
        float loadFactor = input.readFloat();
        input.readInt();
        input.setBlockDataMode(true);
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new InvalidObjectException("Illegal load factor: " + loadFactor);
        }
        loadFactor = Math.min(Math.max(0.25f, loadFactor), 4.0f);
        input.readInt();
        int mappings = input.readInt();
        if (mappings < 0) {
            throw new InvalidObjectException("Illegal mappings count: " + mappings);
        }
        HashMap<Object, Object> map;
        if (mappings == 0) {
            map = loadFactor == 0.75f ? new HashMap<>() : emptyHashMap(loadFactor);
        } else {
            int capacity = HashMapTable.capacity(mappings, loadFactor);
            session.checkArray(Map.Entry[].class, capacity);
            map = new HashMap<>(capacity, loadFactor);
        }
        if (!unshared) {
            session.setObject(handle, map);
        }
        for (int i = 0; i < mappings; i++) {
            Object key = session.readNestedObject(handle, keys);
            if (session.hasException(handle)) {
                break;
            }
            Object value = session.readNestedObject(handle, values);
            if (session.hasException(handle)) {
                break;
            }
            map.put(key, value);
        }
        endCustomData(session);
        return session.finishNewObject(map, desc, handle, unshared);
    }

    @SuppressWarnings("unchecked")
    private static HashMap<Object, Object> emptyHashMap(float loadFactor) {
        return (HashMap<Object, Object>) new HashMap<>(1, loadFactor).clone();
    }
}
