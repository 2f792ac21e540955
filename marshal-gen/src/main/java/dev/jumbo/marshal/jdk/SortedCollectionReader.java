package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.FieldCache;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import java.util.ArrayList;
import java.util.List;

/**
 * What the readers of {@code TreeMap} and {@code TreeSet} share: the decision, from the bytes
 * ahead, between their own reading (no comparator) and the class's own readObject, and the run of
 * nested objects they read before building the tree.
 */
abstract class SortedCollectionReader extends JdkClassReader {
    /** An inline cache per part of a run's item (a key and a value, or an element). */
    private final FieldCache[] parts = {new FieldCache(), new FieldCache()};

    SortedCollectionReader(StreamDescriptor desc) {
        super(desc);
    }

    /**
     * {@code size} runs of {@code objectsEach} nested objects, in stream order, in a list that
     * grows with what the stream shows; null after a ClassNotFoundException (the rest is skipped
     * by the caller, as when the exception leaves readObject).
     */
    List<Object> readSortedRun(ReadSession session, int handle, int size, int objectsEach) throws IOException {
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            for (int part = 0; part < objectsEach; part++) {
                objects.add(session.readNestedObject(handle, parts[part]));
                if (session.hasException(handle)) {
                    return null;
                }
            }
        }
        return objects;
    }

    /**
     * Whether the class data ahead, in the bytes at hand, is a null comparator then a block that
     * starts with a size of zero or more: {@code TC_NULL TC_BLOCKDATA length(>= 4) size}. Reads
     * nothing; false when those bytes are not at hand (a stream read through an InputStream).
     */
    static boolean noComparatorThenSize(BlockDataInput input) {
        if (input.rawAvailable() < 7) {
            return false;
        }
        byte[] bytes = input.rawArray();
        int at = input.rawPosition();
        if (bytes[at] != ObjectStreamConstants.TC_NULL || bytes[at + 1] != ObjectStreamConstants.TC_BLOCKDATA
                || (bytes[at + 2] & 0xFF) < 4) {
            return false;
        }
        return bytes[at + 3] >= 0;
    }
}
