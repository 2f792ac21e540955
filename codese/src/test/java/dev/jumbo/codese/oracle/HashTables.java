package dev.jumbo.codese.oracle;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Hash-table classes of the kind collection libraries have, written for these tests: a table whose
 * serializable subclasses write their load factor, capacity, size and entries with their own
 * writeObject, and whose readObject rebuilds a table of that capacity; a case-insensitive one; a
 * map of up to three entries inline before it delegates; a map decorator keyed by multi-keys that
 * recompute their hash in readResolve; a set backed by a map; a class that builds its index in a
 * readObject without writeObject. A restore that gave a table of another size would iterate in
 * another order; one that restored a shared value twice would break sharing.
 */
public final class HashTables {
    private HashTables() {
    }

    /** The table: chains in buckets, new entries at a chain's head, doubling past the threshold. */
    public abstract static class ChainedTable extends AbstractMap<Object, Object> {
        transient Entry[] table;
        transient int size;
        transient float loadFactor;
        transient int threshold;

        static final class Entry implements Map.Entry<Object, Object> {
            final int hash;
            final Object key;
            Object value;
            Entry next;

            Entry(int hash, Object key, Object value, Entry next) {
                this.hash = hash;
                this.key = key;
                this.value = value;
                this.next = next;
            }

            @Override
            public Object getKey() {
                return key;
            }

            @Override
            public Object getValue() {
                return value;
            }

            @Override
            public Object setValue(Object value) {
                Object old = this.value;
                this.value = value;
                return old;
            }
        }

        /** The serialization constructor runs this one: the table comes from readObject. */
        protected ChainedTable() {
        }

        protected ChainedTable(int capacity, float loadFactor) {
            this.table = new Entry[capacity];
            this.loadFactor = loadFactor;
            this.threshold = (int) (capacity * loadFactor);
        }

        protected Object convertKey(Object key) {
            return key;
        }

        private static int hash(Object key) {
            int code = key == null ? 0 : key.hashCode();
            return code ^ (code >>> 16);
        }

        @Override
        public Object put(Object key, Object value) {
            Object converted = convertKey(key);
            int hash = hash(converted);
            int bucket = Math.floorMod(hash, table.length);
            for (Entry entry = table[bucket]; entry != null; entry = entry.next) {
                if (entry.hash == hash && java.util.Objects.equals(entry.key, converted)) {
                    return entry.setValue(value);
                }
            }
            table[bucket] = new Entry(hash, converted, value, table[bucket]);
            if (++size > threshold) {
                resize(table.length * 2);
            }
            return null;
        }

        private void resize(int capacity) {
            Entry[] old = table;
            table = new Entry[capacity];
            threshold = (int) (capacity * loadFactor);
            for (Entry head : old) {
                for (Entry entry = head; entry != null; entry = entry.next) {
                    int bucket = Math.floorMod(entry.hash, capacity);
                    table[bucket] = new Entry(entry.hash, entry.key, entry.value, table[bucket]);
                }
            }
        }

        @Override
        public Object get(Object key) {
            Object converted = convertKey(key);
            for (Entry entry = table[Math.floorMod(hash(converted), table.length)]; entry != null; entry = entry.next) {
                if (java.util.Objects.equals(entry.key, converted)) {
                    return entry.value;
                }
            }
            return null;
        }

        @Override
        public Set<Map.Entry<Object, Object>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public Iterator<Map.Entry<Object, Object>> iterator() {
                    return new Iterator<>() {
                        private int bucket = -1;
                        private Entry next = advance(null);

                        private Entry advance(Entry from) {
                            Entry entry = from == null ? null : from.next;
                            while (entry == null && ++bucket < table.length) {
                                entry = table[bucket];
                            }
                            return entry;
                        }

                        @Override
                        public boolean hasNext() {
                            return next != null;
                        }

                        @Override
                        public Map.Entry<Object, Object> next() {
                            if (next == null) {
                                throw new NoSuchElementException();
                            }
                            Entry current = next;
                            next = advance(current);
                            return current;
                        }
                    };
                }

                @Override
                public int size() {
                    return size;
                }
            };
        }

        protected void writeTable(ObjectOutputStream out) throws IOException {
            out.writeFloat(loadFactor);
            out.writeInt(table.length);
            out.writeInt(size);
            for (Map.Entry<Object, Object> entry : entrySet()) {
                out.writeObject(entry.getKey());
                out.writeObject(entry.getValue());
            }
        }

        protected void readTable(ObjectInputStream in) throws IOException, ClassNotFoundException {
            loadFactor = in.readFloat();
            int capacity = in.readInt();
            int count = in.readInt();
            table = new Entry[capacity];
            threshold = (int) (capacity * loadFactor);
            for (int i = 0; i < count; i++) {
                put(in.readObject(), in.readObject());
            }
        }
    }

    public static final class ChainedMap extends ChainedTable implements Serializable {
        private static final long serialVersionUID = 1L;

        public ChainedMap() {
            super(16, 0.75f);
        }

        public ChainedMap(int capacity) {
            super(capacity, 0.75f);
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            writeTable(out);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            readTable(in);
        }
    }

    public static final class CaseInsensitiveMap extends ChainedTable implements Serializable {
        private static final long serialVersionUID = 1L;

        public CaseInsensitiveMap() {
            super(4, 0.75f);
        }

        @Override
        protected Object convertKey(Object key) {
            return key instanceof String text ? text.toLowerCase(Locale.ROOT) : key;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            writeTable(out);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            readTable(in);
        }
    }

    /** Up to three entries in fields, then a delegate ChainedMap, created in readObject when the count needs it. */
    public static final class InlineMap implements Serializable {
        private static final long serialVersionUID = 1L;
        private transient int size;
        private transient Object key1;
        private transient Object value1;
        private transient Object key2;
        private transient Object value2;
        private transient Object key3;
        private transient Object value3;
        private transient ChainedMap delegate;

        public void put(Object key, Object value) {
            if (delegate != null) {
                delegate.put(key, value);
                size = delegate.size();
                return;
            }
            switch (size) {
                case 0 -> {
                    key1 = key;
                    value1 = value;
                }
                case 1 -> {
                    key2 = key;
                    value2 = value;
                }
                case 2 -> {
                    key3 = key;
                    value3 = value;
                }
                default -> {
                    delegate = new ChainedMap();
                    delegate.put(key1, value1);
                    delegate.put(key2, value2);
                    delegate.put(key3, value3);
                    delegate.put(key, value);
                    key1 = value1 = key2 = value2 = key3 = value3 = null;
                }
            }
            size++;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(size);
            if (delegate != null) {
                for (Map.Entry<Object, Object> entry : delegate.entrySet()) {
                    out.writeObject(entry.getKey());
                    out.writeObject(entry.getValue());
                }
                return;
            }
            Object[] inline = {key1, value1, key2, value2, key3, value3};
            for (int i = 0; i < size * 2; i++) {
                out.writeObject(inline[i]);
            }
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            int count = in.readInt();
            if (count > 3) {
                delegate = new ChainedMap();
            }
            for (int i = 0; i < count; i++) {
                put(in.readObject(), in.readObject());
            }
        }
    }

    /** A key of several parts whose hash is cached, and recomputed by readResolve. */
    public static final class MultiKey implements Serializable {
        private static final long serialVersionUID = 1L;
        private final Object[] parts;
        private transient int hash;

        public MultiKey(Object... parts) {
            this.parts = parts.clone();
            this.hash = java.util.Arrays.hashCode(parts);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof MultiKey key && java.util.Arrays.equals(parts, key.parts);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        private Object readResolve() {
            hash = java.util.Arrays.hashCode(parts);
            return this;
        }
    }

    /** A decorator whose writeObject writes the table it decorates. */
    public static final class MultiKeyMap implements Serializable {
        private static final long serialVersionUID = 1L;
        private transient ChainedMap map = new ChainedMap();

        public void put(Object first, Object second, Object value) {
            map.put(new MultiKey(first, second), value);
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeObject(map);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            map = (ChainedMap) in.readObject();
        }
    }

    /** A set over a map's keys, without methods of its own: the map's writeObject does the work. */
    public static final class MapBackedSet implements Serializable {
        private static final long serialVersionUID = 1L;
        private final ChainedTable map;
        private final Object present;

        public MapBackedSet(ChainedTable map, Object present) {
            this.map = map;
            this.present = present;
        }

        public void add(Object element) {
            map.put(element, present);
        }
    }

    /** Its index is built by readObject from the default fields: it has no writeObject. */
    public static final class IndexedWords implements Serializable {
        private static final long serialVersionUID = 1L;
        private final String[] words;
        private transient ChainedMap index;

        public IndexedWords(String... words) {
            this.words = words;
            buildIndex();
        }

        private void buildIndex() {
            index = new ChainedMap(words.length);
            for (int i = 0; i < words.length; i++) {
                index.put(words[i], words[i]);
            }
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            buildIndex();
        }
    }
}
