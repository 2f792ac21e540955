package dev.jumbo.marshal.jdk;

import java.util.AbstractSet;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.SortedSet;

/** Elements read, in the stream's order, as the sorted set from which {@code TreeSet.addAll} builds its tree (see {@link SortedEntries}). */
final class SortedElements extends AbstractSet<Object> implements SortedSet<Object> {
    private final List<Object> elements;

    SortedElements(List<Object> elements) {
        this.elements = elements;
    }

    @Override
    public Iterator<Object> iterator() {
        return elements.iterator();
    }

    @Override
    public int size() {
        return elements.size();
    }

    @Override
    public Comparator<? super Object> comparator() {
        return null;
    }

    @Override
    public SortedSet<Object> subSet(Object fromElement, Object toElement) {
        throw new UnsupportedOperationException();
    }

    @Override
    public SortedSet<Object> headSet(Object toElement) {
        throw new UnsupportedOperationException();
    }

    @Override
    public SortedSet<Object> tailSet(Object fromElement) {
        throw new UnsupportedOperationException();
    }

    @Override
    public Object first() {
        throw new UnsupportedOperationException();
    }

    @Override
    public Object last() {
        throw new UnsupportedOperationException();
    }
}
