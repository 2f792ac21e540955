package dev.jumbo.marshal.jdk;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;

/**
 * Keys and values read, in the stream's order, as the sorted map from which
 * {@code TreeMap.putAll} builds its tree without comparing: it asks only the size, the
 * comparator and the entries' iterator. A view of a reader's alone, never handed out.
 */
final class SortedEntries extends AbstractMap<Object, Object> implements SortedMap<Object, Object> {
    private final List<Object> keysAndValues;

    SortedEntries(List<Object> keysAndValues) {
        this.keysAndValues = keysAndValues;
    }

    @Override
    public Set<Map.Entry<Object, Object>> entrySet() {
        return new Entries();
    }

    @Override
    public int size() {
        return keysAndValues.size() / 2;
    }

    @Override
    public Comparator<? super Object> comparator() {
        return null;
    }

    @Override
    public SortedMap<Object, Object> subMap(Object fromKey, Object toKey) {
        throw new UnsupportedOperationException();
    }

    @Override
    public SortedMap<Object, Object> headMap(Object toKey) {
        throw new UnsupportedOperationException();
    }

    @Override
    public SortedMap<Object, Object> tailMap(Object fromKey) {
        throw new UnsupportedOperationException();
    }

    @Override
    public Object firstKey() {
        throw new UnsupportedOperationException();
    }

    @Override
    public Object lastKey() {
        throw new UnsupportedOperationException();
    }

    private final class Entries extends AbstractSet<Map.Entry<Object, Object>> {
        @Override
        public Iterator<Map.Entry<Object, Object>> iterator() {
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    return next < keysAndValues.size();
                }

                @Override
                public Map.Entry<Object, Object> next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    Map.Entry<Object, Object> entry = new AbstractMap.SimpleImmutableEntry<>(
                            keysAndValues.get(next), keysAndValues.get(next + 1));
                    next += 2;
                    return entry;
                }
            };
        }

        @Override
        public int size() {
            return SortedEntries.this.size();
        }
    }
}
