package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.util.List;
import java.util.TreeSet;

/**
 * TreeSet.readObject for a set without a comparator: no fields, the comparator (null), the
 * size, then the elements in order, built as TreeMap.readObject builds its tree, by
 * {@code addAll} of the elements as a sorted set with the same (null) comparator. Otherwise,
 * as for {@link TreeMapReader}, the set's own readObject.
 */
final class TreeSetReader extends SortedCollectionReader {
    TreeSetReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        if (!noComparatorThenSize(session.input())) {
            return readByOwnReadObject(session, unshared);
        }
        TreeSet<Object> set = new TreeSet<>();
        int handle = session.assignHandle(set, unshared);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        session.readNestedObject(handle);
        List<Object> elements = readSortedRun(session, handle, input.readInt(), 1);
        if (elements != null) {
            set.addAll(new SortedElements(elements));
        }
        endCustomData(session);
        return session.finishNewObject(set, desc, handle, unshared);
    }
}
