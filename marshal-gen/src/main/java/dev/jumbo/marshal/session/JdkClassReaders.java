package dev.jumbo.marshal.session;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamConstants;
import java.io.StreamCorruptedException;
import java.lang.invoke.MethodHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.zone.ZoneRulesException;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

/**
 * Hand-written readers of JDK classes, the twins of {@code JdkClassWriters}: each reads the serial
 * form the class's own {@code writeObject} (or default writing, or {@code writeExternal}) wrote and
 * builds what the class's own {@code readObject} (or default reading, or {@code readExternal} and
 * {@code readResolve}) builds, through public constructors and factories only: no route to private
 * state, on any JDK.
 *
 * <p>A reader serves a class descriptor only when it is bound to exactly the JDK class and says
 * what the running JDK's own descriptor says, super descriptors included ({@link #forDescriptor}):
 * a subclass (whose {@code readObject} chain differs), an evolved or hostile descriptor (other
 * fields, flags, serialVersionUID), a class that failed to resolve: all keep the general path.
 *
 * <p>What the JDK's reader does around a class's {@code readObject} is done here in the same
 * order, through the stream's {@link ReadSession}: the handle assigned before the class data (an
 * object whose state needs values read first is made then, before any nested object is read, so
 * that a back-reference finds it), primitive field values read outside block-data mode, the
 * class's own data inside it, nested objects as {@code s.readObject()} reads them (the owner
 * depends on each; after a {@code ClassNotFoundException} the rest is skipped, as when the
 * exception leaves {@code readObject}), the filter's call for an internal array
 * ({@link ReadSession#checkArray}, with the JDK's type and length, before the array is
 * allocated), the exceptions the class throws on impossible values (same class and message), the
 * rest of the class's data skipped up to {@code TC_ENDBLOCKDATA}, then the handle finished.
 *
 * <p>Readers here: the boxed primitives and {@code UUID} (default fields; a new box, as the JDK
 * makes, never a cached one), {@code Date}, {@code ArrayList}, {@code LinkedList},
 * {@code HashMap}, {@code HashSet} and {@code LinkedHashSet}, {@code TreeMap} and {@code TreeSet}
 * without a comparator, {@code BigInteger}, {@code BigDecimal}, and the {@code java.time} values
 * through their {@code Ser} form. Kept on their own {@code readObject} (docs/DESIGN.md says why):
 * {@code LinkedHashMap}, whose final {@code accessOrder} comes after its entries, and a tree with
 * a comparator.
 */
public final class JdkClassReaders implements Unmarshaller {
    /** The marker, kept in a descriptor, of a descriptor without a reader. */
    private static final Object NONE = new Object();

    private static final int INTEGER = 0;
    private static final int LONG = 1;
    private static final int DOUBLE = 2;
    private static final int FLOAT = 3;
    private static final int SHORT = 4;
    private static final int BYTE = 5;
    private static final int CHARACTER = 6;
    private static final int BOOLEAN = 7;
    private static final int UUID_KIND = 8;
    private static final int DATE = 9;
    private static final int ARRAY_LIST = 10;
    private static final int HASH_SET = 11;
    private static final int LINKED_HASH_SET = 12;
    private static final int TIME_SER = 13;
    private static final int HASH_MAP = 14;
    private static final int LINKED_LIST = 15;
    private static final int BIG_INTEGER = 16;
    private static final int BIG_DECIMAL = 17;
    private static final int TREE_MAP = 18;
    private static final int TREE_SET = 19;

    /** java.time.Ser's type bytes. */
    private static final byte DURATION_TYPE = 1;
    private static final byte INSTANT_TYPE = 2;
    private static final byte LOCAL_DATE_TYPE = 3;
    private static final byte LOCAL_TIME_TYPE = 4;
    private static final byte LOCAL_DATE_TIME_TYPE = 5;
    private static final byte ZONE_DATE_TIME_TYPE = 6;
    private static final byte ZONE_REGION_TYPE = 7;
    private static final byte ZONE_OFFSET_TYPE = 8;
    private static final byte OFFSET_TIME_TYPE = 9;
    private static final byte OFFSET_DATE_TIME_TYPE = 10;
    private static final byte YEAR_TYPE = 11;
    private static final byte YEAR_MONTH_TYPE = 12;
    private static final byte MONTH_DAY_TYPE = 13;
    private static final byte PERIOD_TYPE = 14;

    /** HashMap.MAXIMUM_CAPACITY. */
    private static final int MAXIMUM_CAPACITY = 1 << 30;

    private final int kind;
    private final StreamDescriptor desc;

    private JdkClassReaders(int kind, StreamDescriptor desc) {
        this.kind = kind;
        this.desc = desc;
    }

    /**
     * The reader of {@code desc}, or null: decided once per descriptor and kept in it. Null unless
     * the descriptor is bound to exactly a class read here, resolved, and equal to the running
     * JDK's own descriptor of it and of each serializable superclass.
     */
    public static Unmarshaller forDescriptor(StreamDescriptor desc) {
        Object known = desc.jdkClassReader();
        if (known == null) {
            int kind = kindOf(desc.localClass());
            known = kind >= 0 && hasJdkForm(desc) ? new JdkClassReaders(kind, desc) : NONE;
            desc.setJdkClassReader(known);
        }
        return known == NONE ? null : (Unmarshaller) known;
    }

    private static int kindOf(Class<?> type) {
        if (type == Integer.class) {
            return INTEGER;
        } else if (type == Long.class) {
            return LONG;
        } else if (type == Double.class) {
            return DOUBLE;
        } else if (type == Float.class) {
            return FLOAT;
        } else if (type == Short.class) {
            return SHORT;
        } else if (type == Byte.class) {
            return BYTE;
        } else if (type == Character.class) {
            return CHARACTER;
        } else if (type == Boolean.class) {
            return BOOLEAN;
        } else if (type == UUID.class) {
            return UUID_KIND;
        } else if (type == Date.class) {
            return DATE;
        } else if (type == ArrayList.class) {
            return ARRAY_LIST;
        } else if (type == HashSet.class) {
            return HASH_SET;
        } else if (type == LinkedHashSet.class) {
            return LINKED_HASH_SET;
        } else if (type == HashMap.class) {
            return HASH_MAP;
        } else if (type == LinkedList.class) {
            return LINKED_LIST;
        } else if (type == BigInteger.class) {
            return BIG_INTEGER;
        } else if (type == BigDecimal.class) {
            return BIG_DECIMAL;
        } else if (type == TreeMap.class) {
            return TREE_MAP;
        } else if (type == TreeSet.class) {
            return TREE_SET;
        } else if (type != null && type.getName().equals("java.time.Ser")) {
            return TIME_SER;
        }
        return -1;
    }

    /**
     * Whether the stream describes the class and each of its serializable superclasses exactly as
     * the running JDK does (name, serialVersionUID, flags, fields), each bound to its local class.
     */
    static boolean hasJdkForm(StreamDescriptor desc) {
        Class<?> type = desc.localClass();
        StreamDescriptor current = desc;
        while (true) {
            if (current.resolveException() != null || current.localClass() != type || current.isProxy()
                    || !current.body().equals(StreamDescriptor.ofLocal(type).body())) {
                return false;
            }
            type = type.getSuperclass();
            if (type == null || ObjectStreamClass.lookup(type) == null) {
                return current.superDescriptor() == null;
            }
            current = current.superDescriptor();
            if (current == null) {
                return false;
            }
        }
    }

    @Override
    public Object read(ReadSession session, boolean unshared) throws IOException {
        desc.checkDeserialize();
        return switch (kind) {
            case ARRAY_LIST -> readArrayList(session, unshared);
            case HASH_SET, LINKED_HASH_SET -> readHashSet(session, unshared);
            case HASH_MAP -> readHashMap(session, unshared);
            case LINKED_LIST -> readLinkedList(session, unshared);
            case DATE -> readDate(session, unshared);
            case TIME_SER -> readTimeSer(session, unshared);
            case BIG_INTEGER -> readBigInteger(session, unshared);
            case BIG_DECIMAL -> readBigDecimal(session, unshared);
            case TREE_MAP -> readTreeMap(session, unshared);
            case TREE_SET -> readTreeSet(session, unshared);
            default -> readDefaultFields(session, unshared);
        };
    }

    @Override
    public Object complete(ReadSession session, PendingObject pending, Object tailValue) {
        throw new IllegalStateException("a JDK class reader never stops in tail position");
    }

    /**
     * The boxes and UUID: default field values only, made into a new object once read (no
     * object is read in between, so nothing can refer to the handle before it has its object).
     */
    @SuppressWarnings({"removal", "deprecation"})
    private Object readDefaultFields(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(null, unshared);
        BlockDataInput input = session.input();
        Object value = switch (kind) {
            case INTEGER -> new Integer(input.readInt());
            case LONG -> new Long(input.readLong());
            case DOUBLE -> new Double(input.readDouble());
            case FLOAT -> new Float(input.readFloat());
            case SHORT -> new Short(input.readShort());
            case BYTE -> new Byte(input.readByte());
            case CHARACTER -> new Character(input.readChar());
            case BOOLEAN -> new Boolean(input.readBoolean());
            case UUID_KIND -> {
                // Stream order: leastSigBits, mostSigBits.
                long least = input.readLong();
                long most = input.readLong();
                yield new UUID(most, least);
            }
            default -> throw new IllegalStateException("not a default-field kind: " + kind);
        };
        if (!unshared) {
            session.setObject(handle, value);
        }
        return session.finishNewObject(value, desc, handle, unshared);
    }

    /**
     * BigInteger.readObject: its serial fields (bitCount, bitLength, firstNonzeroByteNum and
     * lowestSetBit, ignored; signum; magnitude), checked as the class checks them, then the
     * value made by the public signum-magnitude constructor, which strips leading zero bytes as
     * readObject does. Until then the handle holds a zero BigInteger of its own, as the JDK's
     * handle holds the instance being read: a magnitude that refers back to it fails the same
     * cast.
     */
    private Object readBigInteger(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(new BigInteger(0, new byte[0]), unshared);
        BlockDataInput input = session.input();
        input.readInt();
        input.readInt();
        input.readInt();
        input.readInt();
        int signum = input.readInt();
        Object magnitudeField = session.readNestedObject(handle);
        input.setBlockDataMode(true);
        if (signum < -1 || signum > 1) {
            throw new StreamCorruptedException("BigInteger: Invalid signum value");
        }
        byte[] magnitude = ((byte[]) (session.hasException(handle) ? null : magnitudeField)).clone();
        int first = 0;
        while (first < magnitude.length && magnitude[first] == 0) {
            first++;
        }
        if ((first == magnitude.length) != (signum == 0)) {
            throw new StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        // BigInteger's checkRange, on the ints the magnitude makes: too many, or as many as the
        // maximum with the top int's sign bit set.
        int significantBytes = magnitude.length - first;
        long magnitudeInts = (significantBytes + 3L) / 4;
        boolean topIntNegative = significantBytes % 4 == 0 && significantBytes > 0 && magnitude[first] < 0;
        if (magnitudeInts > MAX_MAGNITUDE_INTS || magnitudeInts == MAX_MAGNITUDE_INTS && topIntNegative) {
            throw new StreamCorruptedException("BigInteger: Out of the supported range");
        }
        BigInteger value = new BigInteger(signum, magnitude);
        if (!unshared) {
            session.setObject(handle, value);
        }
        endCustomData(session);
        return session.finishNewObject(value, desc, handle, unshared);
    }

    /** BigInteger.MAX_MAG_LENGTH: the most ints of a magnitude. */
    private static final int MAX_MAGNITUDE_INTS = Integer.MAX_VALUE / Integer.SIZE + 1;

    /**
     * BigDecimal.readObject (readFields): scale, then intVal, which must be a BigInteger (one of
     * a subclass is copied, as toStrictBigInteger copies it); the value made by the public
     * constructor from the unscaled value and the scale, which keeps that BigInteger. Until then
     * the handle holds a zero BigDecimal of its own, for the same reason as BigInteger's.
     */
    private Object readBigDecimal(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(new BigDecimal(new BigInteger(0, new byte[0])), unshared);
        BlockDataInput input = session.input();
        int scale = input.readInt();
        Object intValField = session.readNestedObject(handle);
        input.setBlockDataMode(true);
        BigInteger unscaled = (BigInteger) (session.hasException(handle) ? null : intValField);
        if (unscaled == null) {
            throw new StreamCorruptedException("Null or missing intVal in BigDecimal stream");
        }
        if (unscaled.getClass() != BigInteger.class) {
            unscaled = new BigInteger(unscaled.toByteArray());
        }
        BigDecimal value = new BigDecimal(unscaled, scale);
        if (!unshared) {
            session.setObject(handle, value);
        }
        endCustomData(session);
        return session.finishNewObject(value, desc, handle, unshared);
    }

    /** Date.readObject: defaultReadObject (no fields), then the time as a long. */
    private Object readDate(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(null, unshared);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        Date date = new Date(input.readLong());
        if (!unshared) {
            session.setObject(handle, date);
        }
        endCustomData(session);
        return session.finishNewObject(date, desc, handle, unshared);
    }

    /**
     * ArrayList.readObject: defaultReadObject (size), the capacity (ignored), then, for a
     * positive size, the filter's check of Object[size] before the array is allocated, and the
     * elements. The list's array is exactly {@code size} long, as the JDK's.
     */
    private Object readArrayList(ReadSession session, boolean unshared) throws IOException {
        ArrayList<Object> list = new ArrayList<>(0);
        int handle = session.assignHandle(list, unshared);
        BlockDataInput input = session.input();
        int size = input.readInt();
        input.setBlockDataMode(true);
        input.readInt();
        if (size > 0) {
            session.checkArray(Object[].class, size);
            list.ensureCapacity(size);
            for (int i = 0; i < size; i++) {
                Object element = session.readNestedObject(handle);
                if (session.hasException(handle)) {
                    break;
                }
                list.add(element);
            }
        } else if (size < 0) {
            throw new InvalidObjectException("Invalid size: " + size);
        }
        endCustomData(session);
        return session.finishNewObject(list, desc, handle, unshared);
    }

    /**
     * HashSet.readObject (and LinkedHashSet's, the same method): no fields, then capacity, load
     * factor and size, each checked; the filter's check of the backing map's table; the backing
     * map made with the JDK's capacity and load factor (through the public constructor that makes
     * the same map); then the elements. The set is made once those three values are read, before
     * any element.
     */
    private Object readHashSet(ReadSession session, boolean unshared) throws IOException {
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
        capacity = (int) Math.min(size * Math.min(1 / loadFactor, 4.0f), MAXIMUM_CAPACITY);
        session.checkArray(Map.Entry[].class, tableSizeFor(capacity));
        HashSet<Object> set = kind == LINKED_HASH_SET
                ? new LinkedHashSet<>(capacity, loadFactor) : new HashSet<>(capacity, loadFactor);
        if (!unshared) {
            session.setObject(handle, set);
        }
        for (int i = 0; i < size; i++) {
            Object element = session.readNestedObject(handle);
            if (session.hasException(handle)) {
                break;
            }
            set.add(element);
        }
        endCustomData(session);
        return session.finishNewObject(set, desc, handle, unshared);
    }

    /**
     * TreeMap.readObject for a map without a comparator: the comparator field (null), the size,
     * then each key and value in the order of the tree, built into the tree readObject builds
     * (its {@code buildFromSorted}, which compares nothing) by {@code putAll} of the entries as a
     * sorted map with the same (null) comparator. A map with a comparator (a final field, read
     * after the handle is assigned and maybe referring back to the map), or of negative size
     * (which readObject keeps, and no public route makes), is read by its own readObject: the
     * bytes ahead decide, before anything is read.
     */
    private Object readTreeMap(ReadSession session, boolean unshared) throws IOException {
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

    /**
     * TreeSet.readObject for a set without a comparator: no fields, the comparator (null), the
     * size, then the elements in order, built as TreeMap.readObject builds its tree, by
     * {@code addAll} of the elements as a sorted set with the same (null) comparator. Otherwise,
     * as for {@link #readTreeMap}, the set's own readObject.
     */
    private Object readTreeSet(ReadSession session, boolean unshared) throws IOException {
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

    /**
     * {@code size} runs of {@code objectsEach} nested objects, in stream order, in a list that
     * grows with what the stream shows; null after a ClassNotFoundException (the rest is skipped
     * by the caller, as when the exception leaves readObject).
     */
    private static List<Object> readSortedRun(ReadSession session, int handle, int size, int objectsEach) throws IOException {
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            for (int part = 0; part < objectsEach; part++) {
                objects.add(session.readNestedObject(handle));
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
    private static boolean noComparatorThenSize(BlockDataInput input) {
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

    /** An instance as the general path reads it: made by the serialization constructor, its class data by its own readObject. */
    private Object readByOwnReadObject(ReadSession session, boolean unshared) throws IOException {
        Object obj = session.newInstance(desc);
        int handle = session.assignHandle(obj, unshared);
        session.readClassDataByReadObject(obj, handle, desc);
        session.skipCustomData();
        return session.finishNewObject(obj, desc, handle, unshared);
    }

    /**
     * Keys and values read, in the stream's order, as the sorted map from which
     * {@code TreeMap.putAll} builds its tree without comparing: it asks only the size, the
     * comparator and the entries' iterator. A view of this reader's alone, never handed out.
     */
    private static final class SortedEntries extends AbstractMap<Object, Object> implements SortedMap<Object, Object> {
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

    /** Elements read, in the stream's order, as the sorted set from which {@code TreeSet.addAll} builds its tree (see {@link SortedEntries}). */
    private static final class SortedElements extends AbstractSet<Object> implements SortedSet<Object> {
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

    /** LinkedList.readObject: no fields, the size, then each element linked last (a negative size reads none). */
    private Object readLinkedList(ReadSession session, boolean unshared) throws IOException {
        LinkedList<Object> list = new LinkedList<>();
        int handle = session.assignHandle(list, unshared);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        int size = input.readInt();
        for (int i = 0; i < size; i++) {
            Object element = session.readNestedObject(handle);
            if (session.hasException(handle)) {
                break;
            }
            list.add(element);
        }
        endCustomData(session);
        return session.finishNewObject(list, desc, handle, unshared);
    }

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
    private Object readHashMap(ReadSession session, boolean unshared) throws IOException {
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
            Object key = session.readNestedObject(handle);
            if (session.hasException(handle)) {
                break;
            }
            Object value = session.readNestedObject(handle);
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

    /**
     * The table length HashMap.readObject allocates for a number of mappings: JDK 17 takes
     * {@code mappings / loadFactor + 1} in float, later JDKs its ceiling in double. Which one, is
     * found once from the running JDK's own HashMap: its copy constructor presizes by the same
     * rule (changed together with readObject's), and the length it picked for 12 mappings is the
     * bucket count its writeObject writes (32 by the first rule, 16 by the second).
     */
    private static final class HashMapTable {
        private static final boolean CEILING = probeCeiling();

        static int capacity(int mappings, float loadFactor) {
            if (CEILING) {
                double needed = Math.ceil(mappings / (double) loadFactor);
                return needed < 16 ? 16 : needed >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) needed);
            }
            float needed = (float) mappings / loadFactor + 1.0f;
            return needed < 16 ? 16 : needed >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) needed);
        }

        private static boolean probeCeiling() {
            HashMap<Integer, Integer> source = new HashMap<>();
            for (int i = 0; i < 12; i++) {
                source.put(i, i);
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
                out.writeObject(new HashMap<>(source));
            } catch (IOException e) {
                throw new IllegalStateException("cannot probe HashMap's presizing", e);
            }
            byte[] written = bytes.toByteArray();
            // After the descriptor: TC_ENDBLOCKDATA TC_NULL, loadFactor, threshold, TC_BLOCKDATA, 8, buckets.
            for (int i = 0; i + 16 < written.length; i++) {
                if (written[i] == 0x78 && written[i + 1] == 0x70 && written[i + 10] == 0x77 && written[i + 11] == 8) {
                    int buckets = java.nio.ByteBuffer.wrap(written, i + 12, 4).getInt();
                    return buckets == 16;
                }
            }
            throw new IllegalStateException("cannot probe HashMap's presizing");
        }
    }

    /** HashMap.tableSizeFor: the power of two at least {@code capacity}, 1 to MAXIMUM_CAPACITY. */
    static int tableSizeFor(int capacity) {
        int n = -1 >>> Integer.numberOfLeadingZeros(capacity - 1);
        return n < 0 ? 1 : n >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : n + 1;
    }

    /** The end of a class's readObject: the rest of its data up to TC_ENDBLOCKDATA, as the JDK's reader skips it. */
    private static void endCustomData(ReadSession session) throws IOException {
        session.skipCustomData();
        session.input().setDefaultDataEnd(false);
    }

    // ---------------------------------------------------------------- java.time

    /**
     * java.time.Ser: readExternal (a type byte, then the value, built by the public factory that
     * the value's own readExternal calls) in block-data mode, the rest skipped, then readResolve's
     * replacement, the value, through the filter into the handle. No object is read inside, so
     * the Ser object itself, which only readResolve could hand out, is never made; except where a
     * value cannot be built by a public factory (a zone region whose rules this JDK does not
     * know, a zoned date-time whose offset the zone's rules refuse), then a Ser is made and its
     * own readExternal reads the same bytes again ({@link ReplayInput}).
     */
    private Object readTimeSer(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(null, unshared);
        BlockDataInput input = session.input();
        input.setBlockDataMode(true);
        Object value = readTimeValue(input);
        session.skipCustomData();
        return session.finishReplacedObject(value, handle);
    }

    private Object readTimeValue(BlockDataInput input) throws IOException {
        byte type = input.readByte();
        switch (type) {
            case DURATION_TYPE: {
                long seconds = input.readLong();
                int nanos = input.readInt();
                return Duration.ofSeconds(seconds, nanos);
            }
            case INSTANT_TYPE: {
                long seconds = input.readLong();
                int nanos = input.readInt();
                return Instant.ofEpochSecond(seconds, nanos);
            }
            case LOCAL_DATE_TYPE:
                return readLocalDate(input);
            case LOCAL_TIME_TYPE:
                return readLocalTime(input);
            case LOCAL_DATE_TIME_TYPE:
                return readLocalDateTime(input);
            case ZONE_DATE_TIME_TYPE:
                return readZonedDateTime(input);
            case ZONE_REGION_TYPE:
                return readZoneRegion(input);
            case ZONE_OFFSET_TYPE:
                return readZoneOffset(input);
            case OFFSET_TIME_TYPE: {
                LocalTime time = readLocalTime(input);
                return OffsetTime.of(time, readZoneOffset(input));
            }
            case OFFSET_DATE_TIME_TYPE: {
                LocalDateTime dateTime = readLocalDateTime(input);
                return OffsetDateTime.of(dateTime, readZoneOffset(input));
            }
            case YEAR_TYPE:
                return Year.of(input.readInt());
            case YEAR_MONTH_TYPE: {
                int year = input.readInt();
                return YearMonth.of(year, input.readByte());
            }
            case MONTH_DAY_TYPE: {
                byte month = input.readByte();
                return MonthDay.of(month, input.readByte());
            }
            case PERIOD_TYPE: {
                int years = input.readInt();
                int months = input.readInt();
                return Period.of(years, months, input.readInt());
            }
            default:
                throw new StreamCorruptedException("Unknown serialized type");
        }
    }

    private static LocalDate readLocalDate(BlockDataInput input) throws IOException {
        int year = input.readInt();
        int month = input.readByte();
        return LocalDate.of(year, month, input.readByte());
    }

    /** LocalTime's compact form: a field stored as its complement ends the value, later fields being zero. */
    private static LocalTime readLocalTime(BlockDataInput input) throws IOException {
        int hour = input.readByte();
        int minute = 0;
        int second = 0;
        int nano = 0;
        if (hour < 0) {
            hour = ~hour;
        } else {
            minute = input.readByte();
            if (minute < 0) {
                minute = ~minute;
            } else {
                second = input.readByte();
                if (second < 0) {
                    second = ~second;
                } else {
                    nano = input.readInt();
                }
            }
        }
        return LocalTime.of(hour, minute, second, nano);
    }

    private static LocalDateTime readLocalDateTime(BlockDataInput input) throws IOException {
        LocalDate date = readLocalDate(input);
        return LocalDateTime.of(date, readLocalTime(input));
    }

    private static ZoneOffset readZoneOffset(BlockDataInput input) throws IOException {
        int offsetByte = input.readByte();
        return offsetByte == 127 ? ZoneOffset.ofTotalSeconds(input.readInt()) : ZoneOffset.ofTotalSeconds(offsetByte * 900);
    }

    /**
     * ZoneRegion's form, the id: {@code ZoneId.of} makes what the JDK's {@code ZoneId.of(id, false)}
     * makes whenever the rules are known; for an id whose rules are not (which the JDK accepts,
     * without rules), the JDK's own reading.
     */
    private ZoneId readZoneRegion(BlockDataInput input) throws IOException {
        String id = input.readUTF();
        try {
            return ZoneId.of(id);
        } catch (ZoneRulesException e) {
            return (ZoneId) replay(ZONE_REGION_TYPE, out -> out.writeUTF(id));
        }
    }

    /**
     * ZonedDateTime's form: date-time, offset, then a zone as a Ser value of its own (any type;
     * not a zone is the JDK's ClassCastException, from the same cast). The JDK builds it
     * leniently; {@code ofStrict} builds the same value whenever the zone's rules accept the
     * offset, else the JDK's own reading.
     */
    private ZonedDateTime readZonedDateTime(BlockDataInput input) throws IOException {
        LocalDateTime dateTime = readLocalDateTime(input);
        ZoneOffset offset = readZoneOffset(input);
        Object zoneValue = readTimeValue(input);
        ZoneId zone = (ZoneId) zoneValue;
        try {
            return ZonedDateTime.ofStrict(dateTime, offset, zone);
        } catch (DateTimeException e) {
            return (ZonedDateTime) replay(ZONE_DATE_TIME_TYPE, out -> {
                writeLocalDateTime(out, dateTime);
                writeZoneOffset(out, offset);
                if (zone instanceof ZoneOffset zoneOffset) {
                    out.writeByte(ZONE_OFFSET_TYPE);
                    writeZoneOffset(out, zoneOffset);
                } else {
                    out.writeByte(ZONE_REGION_TYPE);
                    out.writeUTF(zone.getId());
                }
            });
        }
    }

    private static void writeLocalDateTime(DataOutputStream out, LocalDateTime dateTime) throws IOException {
        out.writeInt(dateTime.getYear());
        out.writeByte(dateTime.getMonthValue());
        out.writeByte(dateTime.getDayOfMonth());
        LocalTime time = dateTime.toLocalTime();
        out.writeByte(time.getHour());
        out.writeByte(time.getMinute());
        out.writeByte(time.getSecond());
        out.writeInt(time.getNano());
    }

    private static void writeZoneOffset(DataOutputStream out, ZoneOffset offset) throws IOException {
        int seconds = offset.getTotalSeconds();
        int offsetByte = seconds % 900 == 0 ? seconds / 900 : 127;
        out.writeByte(offsetByte);
        if (offsetByte == 127) {
            out.writeInt(seconds);
        }
    }

    /** Writes the bytes a Ser value of one type was read from. */
    @FunctionalInterface
    private interface SerBytes {
        void write(DataOutputStream out) throws IOException;
    }

    /**
     * A value the public factories cannot build: a new Ser (its public constructor, as the JDK
     * makes it) reads the same bytes through its own readExternal, then its readResolve.
     */
    private Object replay(byte type, SerBytes bytes) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(buffer);
        out.writeByte(type);
        bytes.write(out);
        out.flush();
        MethodHandle constructor = desc.constructor();
        MethodHandle readResolve = desc.readResolveMethod();
        try {
            Externalizable ser = (Externalizable) (Object) constructor.invokeExact();
            ser.readExternal(new ReplayInput(buffer.toByteArray()));
            return (Object) readResolve.invokeExact((Object) ser);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            IOException failure = new IOException("unexpected exception type");
            failure.initCause(e);
            throw failure;
        }
    }

    /** The bytes of one Ser value, as the ObjectInput its readExternal reads (no objects in them). */
    private static final class ReplayInput extends DataInputStream implements ObjectInput {
        ReplayInput(byte[] bytes) {
            super(new ByteArrayInputStream(bytes));
        }

        @Override
        public Object readObject() throws IOException {
            throw new StreamCorruptedException("no object in a java.time value");
        }
    }

    @Override
    public String toString() {
        return "JdkClassReaders[" + desc.name() + "]";
    }
}
