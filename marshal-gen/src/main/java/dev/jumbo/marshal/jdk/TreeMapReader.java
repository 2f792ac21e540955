package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.util.List;
import java.util.TreeMap;

/**
 * TreeMap.readObject for a map without a comparator: the comparator field (null), the size,
 * then each key and value in the order of the tree, built into the tree readObject builds
 * (its {@code buildFromSorted}, which compares nothing) by {@code putAll} of the entries as a
 * sorted map with the same (null) comparator. A map with a comparator (a final field, read
 * after the handle is assigned and maybe referring back to the map), or of negative size
 * (which readObject keeps, and no public route makes), is read by its own readObject: the
 * bytes ahead decide, before anything is read.
 */
final class TreeMapReader extends SortedCollectionReader {
    TreeMapReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        if (!noComparatorThenSize(session.input())) {
            return readByOwnReadObject(session, unshared);
        }
        TreeMap<Object, Object> map = new TreeMap<>();
        int handle = session.assignHandle(map, unshared);
        session.readNestedObject(handle);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        List<Object> keysAndValues = readSortedRun(session, handle, input.readInt(), 2);
        if (keysAndValues != null) {
            map.putAll(new SortedEntries(keysAndValues));
        }
        endCustomData(session);
        return session.finishNewObject(map, desc, handle, unshared);
    }
}
