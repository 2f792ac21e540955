package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.model.FieldAccess;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * {@link HashMapWriter} against {@code java.io.ObjectOutputStream}: maps in every state their
 * construction and operations leave (presized, grown, emptied, copied, cloned, read back, a
 * capacity-1 table, other load factors), linked maps in both orders, nesting, sharing and
 * self-reference, a subclass; then random operation sequences. Each case also says whether the
 * writer derived the capacity itself or left the map to its own {@code writeObject}, and
 * {@link HashMapWriter#capacity} is checked against the capacity the JDK writes.
 */
class HashMapWriterProperties {
    /** Where the writer derived the capacity (FAST), or left the map to HashMap.writeObject (OWN). */
    enum Path { FAST, OWN }

    /** A JumboObjectOutputStream that keeps the objects HashMap's own writeObject wrote. */
    static final class RecordingStream extends JumboObjectOutputStream {
        final List<Object> byOwnWriteObject = new ArrayList<>();

        RecordingStream(OutputStream out) throws IOException {
            super(out, Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache());
        }

        @Override
        protected void writeClassDataByWriteObject(Object obj, SerialClass slot) throws IOException {
            if (slot.type() == HashMap.class) {
                byOwnWriteObject.add(obj);
            }
            super.writeClassDataByWriteObject(obj, slot);
        }
    }

    /** An ObjectOutputStream that keeps the ints written through its public writeInt: HashMap.writeObject's capacity first. */
    static final class IntRecorder extends ObjectOutputStream {
        final List<Integer> ints = new ArrayList<>();

        IntRecorder(OutputStream out) throws IOException {
            super(out);
        }

        @Override
        public void writeInt(int value) throws IOException {
            ints.add(value);
            super.writeInt(value);
        }
    }

    /** A HashMap subclass: the general path. */
    static final class NamedMap extends HashMap<String, Object> {
        private static final long serialVersionUID = 1L;
        final String name;

        NamedMap(String name) {
            this.name = name;
        }
    }

    /** A key whose instances all collide: enough of them make a tree bin. */
    record Colliding(int id) implements Serializable, Comparable<Colliding> {
        @Override
        public int hashCode() {
            return 42;
        }

        @Override
        public int compareTo(Colliding other) {
            return Integer.compare(id, other.id);
        }
    }

    // ---------------------------------------------------------------- the harness

    /**
     * Writes root twice (the second time a back-reference) with both streams: same bytes.
     * Returns the maps that HashMap's own writeObject wrote, not the writer.
     */
    private static List<Object> assertSameBytes(Object root) throws IOException {
        ByteArrayOutputStream jdk = new ByteArrayOutputStream();
        ByteArrayOutputStream jumbo = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(jdk)) {
            out.writeObject(root);
            out.writeObject(root);
        }
        RecordingStream recording = new RecordingStream(jumbo);
        try (recording) {
            recording.writeObject(root);
            recording.writeObject(root);
        }

        assertArrayEquals(jdk.toByteArray(), jumbo.toByteArray(), () -> "different bytes for " + root);
        return recording.byOwnWriteObject;
    }

    /** A root map: same bytes, on the expected path; and the derived capacity, where there is one, is the JDK's. */
    private static void assertWritten(Path expected, HashMap<?, ?> map) throws IOException {
        int capacity = HashMapWriter.capacity(loadFactor(map), threshold(map), map.size());
        List<Object> byOwnWriteObject = assertSameBytes(map);

        assertEquals(expected, isIn(map, byOwnWriteObject) ? Path.OWN : Path.FAST, () -> "path for " + map);
        assertEquals(expected == Path.FAST, capacity != HashMapWriter.UNKNOWN);
        if (capacity != HashMapWriter.UNKNOWN) {
            assertEquals(jdkCapacity(map), capacity);
        }
    }

    private static void assertWritten(Path expected, Supplier<HashMap<?, ?>> map) throws IOException {
        assertWritten(expected, map.get());
    }

    private static boolean isIn(Object obj, List<Object> objects) {
        return objects.stream().anyMatch(each -> each == obj);
    }

    /** The capacity HashMap.writeObject writes: its first writeInt. */
    static int jdkCapacity(HashMap<?, ?> map) throws IOException {
        IntRecorder recorder = new IntRecorder(OutputStream.nullOutputStream());
        recorder.writeObject(map);
        return recorder.ints.get(0);
    }

    static float loadFactor(HashMap<?, ?> map) throws IOException {
        FieldAccess access = SerialClass.of(HashMap.class).fieldAccess();
        return access.accessor(fieldIndex("loadFactor")).getFloat(access.open(map));
    }

    static int threshold(HashMap<?, ?> map) throws IOException {
        FieldAccess access = SerialClass.of(HashMap.class).fieldAccess();
        return access.accessor(fieldIndex("threshold")).getInt(access.open(map));
    }

    private static int fieldIndex(String name) {
        for (SerialField field : SerialClass.of(HashMap.class).fields()) {
            if (field.name().equals(name)) {
                return field.index();
            }
        }
        throw new AssertionError(name);
    }

    private static <M extends Map<Object, Object>> M filled(M map, int count) {
        for (int i = 0; i < count; i++) {
            map.put("k" + i, i);
        }
        return map;
    }

    // ---------------------------------------------------------------- which writer, and the derivation

    @Example
    void theWriterServesExactlyHashMapAndLinkedHashMap() {
        MarshallerCache cache = new MarshallerCache();

        assertInstanceOf(HashMapWriter.class, JdkClassWriters.forClass(HashMap.class));
        assertInstanceOf(HashMapWriter.class, JdkClassWriters.forClass(LinkedHashMap.class));
        assertSame(JdkClassWriters.forClass(HashMap.class), cache.marshaller(HashMap.class));
        assertSame(JdkClassWriters.forClass(LinkedHashMap.class), cache.marshaller(LinkedHashMap.class));
        assertNull(JdkClassWriters.forClass(NamedMap.class));
        assertNull(JdkClassWriters.forClass(java.util.HashSet.class));
        assertNull(JdkClassWriters.forClass(java.util.LinkedHashSet.class));
    }

    @Example
    void theCapacityFollowsFromTheThresholdWithTheDefaultLoadFactor() {
        int unknown = HashMapWriter.UNKNOWN;
        // threshold 0: no table (16) when empty, or a table of 1 (empty or with one entry)
        assertEquals(unknown, HashMapWriter.capacity(0.75f, 0, 0));
        assertEquals(1, HashMapWriter.capacity(0.75f, 0, 1));
        assertEquals(unknown, HashMapWriter.capacity(0.75f, 0, 2));
        // threshold 1: no table with initial capacity 1, or a table of 2
        assertEquals(unknown, HashMapWriter.capacity(0.75f, 1, 0));
        assertEquals(2, HashMapWriter.capacity(0.75f, 1, 1));
        assertEquals(2, HashMapWriter.capacity(0.75f, 1, 2));
        assertEquals(unknown, HashMapWriter.capacity(0.75f, 1, 3));
        // another power of two: the initial capacity of a map without a table
        assertEquals(2, HashMapWriter.capacity(0.75f, 2, 0));
        assertEquals(1024, HashMapWriter.capacity(0.75f, 1024, 0));
        assertEquals(1 << 30, HashMapWriter.capacity(0.75f, 1 << 30, 0));
        assertEquals(unknown, HashMapWriter.capacity(0.75f, 1024, 1));
        // three quarters of the table's length
        assertEquals(4, HashMapWriter.capacity(0.75f, 3, 0));
        assertEquals(16, HashMapWriter.capacity(0.75f, 12, 13));
        assertEquals(1 << 29, HashMapWriter.capacity(0.75f, 3 << 27, 5));
        assertEquals(unknown, HashMapWriter.capacity(0.75f, 3 << 28, 5));
        assertEquals(unknown, HashMapWriter.capacity(0.75f, Integer.MAX_VALUE, 5));
        assertEquals(unknown, HashMapWriter.capacity(0.75f, 9, 5));
        assertEquals(unknown, HashMapWriter.capacity(0.75f, 5, 5));
        // any other load factor
        assertEquals(unknown, HashMapWriter.capacity(0.5f, 12, 1));
        assertEquals(unknown, HashMapWriter.capacity(Math.nextUp(0.75f), 12, 1));
    }

    // ---------------------------------------------------------------- maps built every way

    @Example
    void defaultConstruction() throws IOException {
        assertWritten(Path.OWN, HashMap::new);
        assertWritten(Path.FAST, () -> filled(new HashMap<>(), 1));
        assertWritten(Path.FAST, () -> filled(new HashMap<>(), 13));
        assertWritten(Path.FAST, () -> filled(new HashMap<>(), 1000));
        assertWritten(Path.FAST, () -> filled(new HashMap<>(16, 0.75f), 5));
    }

    @Example
    void presizedMaps() throws IOException {
        for (int capacity : new int[] {0, 1}) {
            assertWritten(Path.OWN, () -> new HashMap<>(capacity));
            assertWritten(Path.FAST, () -> filled(new HashMap<>(capacity), 1));
            assertWritten(Path.FAST, () -> filled(new HashMap<>(capacity), 3));
        }
        for (int capacity : new int[] {2, 3, 17, 1000, 1 << 30, Integer.MAX_VALUE}) {
            assertWritten(Path.FAST, () -> new HashMap<>(capacity));
        }
        for (int capacity : new int[] {2, 3, 17, 1000}) {
            for (int entries : new int[] {1, 2, 3, 12, 13, 100}) {
                assertWritten(Path.FAST, () -> filled(new HashMap<>(capacity), entries));
            }
        }
    }

    @Example
    void emptiedMaps() throws IOException {
        assertWritten(Path.FAST, () -> {
            HashMap<Object, Object> map = filled(new HashMap<>(), 20);
            map.keySet().removeIf(key -> !key.equals("k3"));
            return map;
        });
        assertWritten(Path.FAST, () -> {
            HashMap<Object, Object> map = filled(new HashMap<>(), 20);
            for (int i = 0; i < 20; i++) {
                map.remove("k" + i);
            }
            return map;
        });
        assertWritten(Path.FAST, () -> {
            HashMap<Object, Object> map = filled(new HashMap<>(), 1);
            map.clear();
            return map;
        });
        // a table of 2 emptied again: threshold 1 and size 0, as a map presized for 1 that has no table
        assertWritten(Path.OWN, () -> {
            HashMap<Object, Object> map = filled(new HashMap<>(2), 1);
            map.clear();
            return map;
        });
        assertWritten(Path.FAST, () -> filled(new HashMap<>(2), 2));
    }

    /** compute, computeIfAbsent and merge resize before inserting and never after: a table of 1 stays. */
    @Example
    void tablesOfOne() throws IOException {
        assertWritten(Path.OWN, () -> {
            HashMap<Object, Object> map = new HashMap<>(1);
            map.computeIfAbsent("absent", key -> null);
            return map;
        });
        assertWritten(Path.OWN, () -> {
            HashMap<Object, Object> map = new HashMap<>(0);
            map.compute("absent", (key, value) -> null);
            return map;
        });
        assertWritten(Path.FAST, () -> {
            HashMap<Object, Object> map = new HashMap<>(1);
            map.computeIfAbsent("present", key -> 1);
            return map;
        });
        assertWritten(Path.FAST, () -> {
            HashMap<Object, Object> map = new HashMap<>(0);
            map.merge("merged", 1, (a, b) -> b);
            return map;
        });
        assertWritten(Path.FAST, () -> {
            HashMap<Object, Object> map = new HashMap<>(1);
            map.computeIfAbsent("a", key -> 1);
            map.computeIfAbsent("b", key -> 2);
            map.computeIfAbsent("c", key -> 3);
            return map;
        });
        assertWritten(Path.OWN, () -> {
            HashMap<Object, Object> map = new HashMap<>(1);
            map.computeIfAbsent("gone", key -> 1);
            map.remove("gone");
            return map;
        });
    }

    @Example
    void copiedMaps() throws IOException {
        for (int entries : new int[] {0, 1, 2, 5, 12, 13, 100}) {
            HashMap<Object, Object> source = filled(new HashMap<>(), entries);
            assertWritten(entries == 0 ? Path.OWN : Path.FAST, () -> new HashMap<>(source));
            assertWritten(entries == 0 ? Path.OWN : Path.FAST, () -> new LinkedHashMap<>(source));
            assertWritten(entries == 0 ? Path.OWN : Path.FAST, () -> (HashMap<?, ?>) source.clone());
            assertWritten(entries == 0 ? Path.OWN : Path.FAST, () -> {
                HashMap<Object, Object> map = new HashMap<>();
                map.putAll(source);
                return map;
            });
            assertWritten(Path.FAST, () -> {
                HashMap<Object, Object> map = filled(new HashMap<>(), 3);
                map.putAll(filled(new HashMap<>(), entries * 3));
                return map;
            });
        }
    }

    @Example
    void mapsReadBack() throws IOException, ClassNotFoundException {
        for (int entries : new int[] {0, 1, 40}) {
            HashMap<?, ?> read = (HashMap<?, ?>) readBack(filled(new HashMap<>(1000), entries));
            assertWritten(entries == 0 ? Path.OWN : Path.FAST, read);
        }
    }

    private static Object readBack(Object obj) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(obj);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    @Example
    void otherLoadFactorsTakeTheMapsOwnWriteObject() throws IOException {
        for (float loadFactor : new float[] {0.5f, 1.0f, 2.0f, 0.25f, 4.0f, 100f}) {
            assertWritten(Path.OWN, () -> new HashMap<>(16, loadFactor));
            assertWritten(Path.OWN, () -> filled(new HashMap<>(3, loadFactor), 40));
            assertWritten(Path.OWN, () -> filled(new LinkedHashMap<>(3, loadFactor, true), 7));
        }
    }

    @Example
    void linkedMaps() throws IOException {
        assertWritten(Path.OWN, LinkedHashMap::new);
        assertWritten(Path.FAST, () -> filled(new LinkedHashMap<>(), 30));
        assertWritten(Path.FAST, () -> filled(new LinkedHashMap<>(5), 3));
        assertWritten(Path.FAST, () -> {
            LinkedHashMap<Object, Object> map = filled(new LinkedHashMap<>(16, 0.75f, true), 10);
            map.get("k3");
            map.get("k0");
            map.getOrDefault("k7", null);
            map.put("k5", "again");
            return map;
        });
        assertWritten(Path.FAST, () -> {
            LinkedHashMap<Object, Object> map = new LinkedHashMap<>(16, 0.75f, true);
            map.put(null, "null key");
            map.put("null value", null);
            map.get(null);
            return map;
        });
    }

    @Example
    void nestedSharedAndSelfReferringMaps() throws IOException {
        assertWritten(Path.FAST, () -> {
            HashMap<Object, Object> map = new HashMap<>();
            map.put("self", map);
            map.put("other", filled(new LinkedHashMap<>(), 2));
            return map;
        });
        assertWritten(Path.FAST, () -> {
            LinkedHashMap<Object, Object> map = new LinkedHashMap<>(4, 0.75f, true);
            map.put("self", map);
            return map;
        });
        assertWritten(Path.FAST, () -> {
            Date sharedKey = new Date(5);
            List<Integer> sharedValue = new ArrayList<>(List.of(1, 2));
            HashMap<Object, Object> inner = new HashMap<>();
            inner.put(sharedKey, sharedValue);
            HashMap<Object, Object> outer = new HashMap<>();
            outer.put(sharedKey, inner);
            outer.put("again", sharedValue);
            outer.put("inner twice", inner);
            outer.put(null, null);
            return outer;
        });
        // a map the fast path writes inside one its own writeObject writes, and the other way round
        HashMap<Object, Object> presized = filled(new HashMap<>(3, 2.0f), 2);
        presized.put("fast", filled(new HashMap<>(), 3));
        List<Object> ownInside = assertSameBytes(presized);
        HashMap<Object, Object> outer = filled(new HashMap<>(), 2);
        HashMap<Object, Object> empty = new HashMap<>();
        outer.put("own", empty);
        List<Object> fastOutside = assertSameBytes(outer);

        assertEquals(1, ownInside.size());
        assertSame(presized, ownInside.get(0));
        assertEquals(1, fastOutside.size());
        assertSame(empty, fastOutside.get(0));
    }

    @Example
    void treeBins() throws IOException {
        assertWritten(Path.FAST, () -> {
            HashMap<Object, Object> map = new HashMap<>();
            for (int i = 0; i < 100; i++) {
                map.put(new Colliding(i), i);
            }
            map.put("apart", 1);
            return map;
        });
    }

    @Example
    void aSubclassTakesTheGeneralPath() throws IOException {
        NamedMap map = new NamedMap("named");
        map.put("a", 1);
        map.put("inner", filled(new HashMap<>(), 2));

        List<Object> byOwnWriteObject = assertSameBytes(map);

        assertEquals(1, byOwnWriteObject.size());
        assertSame(map, byOwnWriteObject.get(0));
    }

    // ---------------------------------------------------------------- random maps and operations

    /** One step on a map; removals and the compute family more often than the rest. */
    record Operation(int kind, Object key, Object value) {
        void apply(HashMap<Object, Object> map) {
            switch (kind) {
                case 0, 1 -> map.put(key, value);
                case 2, 3, 4 -> map.remove(key);
                case 5, 6 -> map.computeIfAbsent(key, k -> value);
                case 7, 8 -> map.compute(key, (k, old) -> value);
                case 9 -> map.merge(key, value == null ? "merged" : value, (old, added) -> null);
                case 10 -> map.get(key);
                case 11 -> map.putIfAbsent(key, value);
                case 12 -> map.putAll(Map.of("all-" + key, "v", "all2-" + key, "w"));
                case 13 -> map.clear();
                default -> throw new IllegalArgumentException("kind " + kind);
            }
        }
    }

    /** How a random map starts: HashMap(), HashMap(n), LinkedHashMap(n, loadFactor, accessOrder), a copy of n entries, HashMap(n, loadFactor). */
    record Construction(int kind, int capacity, float loadFactor, boolean accessOrder) {
        HashMap<Object, Object> make() {
            return switch (kind) {
                case 0 -> new HashMap<>();
                case 1 -> new HashMap<>(capacity);
                case 2 -> new LinkedHashMap<>(capacity, loadFactor, accessOrder);
                case 3 -> new HashMap<>(filled(new HashMap<>(), capacity));
                case 4 -> new HashMap<>(capacity, loadFactor);
                default -> throw new IllegalArgumentException("kind " + kind);
            };
        }
    }

    @Property(tries = 1500)
    void randomOperationsGiveTheJdkBytes(@ForAll("maps") HashMap<Object, Object> map) throws IOException {
        int capacity = HashMapWriter.capacity(loadFactor(map), threshold(map), map.size());
        List<Object> byOwnWriteObject = assertSameBytes(map);

        int jdkCapacity = jdkCapacity(map);
        Statistics.label("path").collect(capacity == HashMapWriter.UNKNOWN ? Path.OWN : Path.FAST);
        Statistics.label("capacity").collect(jdkCapacity <= 2 ? "JDK capacity " + jdkCapacity + ", size " + map.size() : "larger");

        assertEquals(capacity == HashMapWriter.UNKNOWN, isIn(map, byOwnWriteObject));
        if (capacity != HashMapWriter.UNKNOWN) {
            assertEquals(jdkCapacity, capacity);
        }
    }

    @Provide
    Arbitrary<HashMap<Object, Object>> maps() {
        // two keys often: maps emptied and refilled, tables of 1 and 2 kept
        Arbitrary<Object> keys = Arbitraries.oneOf(
                Arbitraries.integers().between(0, 1).map(Object.class::cast),
                Arbitraries.integers().between(0, 1).map(Object.class::cast),
                Arbitraries.integers().between(-20, 40).map(Object.class::cast),
                Arbitraries.strings().alpha().ofMaxLength(3).map(Object.class::cast),
                Arbitraries.integers().between(0, 12).map(id -> (Object) new Colliding(id))).injectNull(0.05);
        Arbitrary<Object> values = Arbitraries.oneOf(
                Arbitraries.integers().map(Object.class::cast),
                Arbitraries.strings().ofMaxLength(4).map(Object.class::cast),
                Arbitraries.longs().map(time -> (Object) new Date(time))).injectNull(0.25);
        Arbitrary<Operation> operations = Combinators.combine(Arbitraries.integers().between(0, 13), keys, values).as(Operation::new);
        // small capacities often: the tables of 1 and 2
        Arbitrary<Integer> capacities = Arbitraries.oneOf(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 70));
        Arbitrary<Construction> constructions = Combinators.combine(Arbitraries.integers().between(0, 4), capacities,
                Arbitraries.of(0.75f, 0.75f, 0.75f, 0.5f, 1.0f, 2.0f), Arbitraries.of(true, false)).as(Construction::new);
        return Combinators.combine(constructions, Arbitraries.oneOf(operations.list().ofMaxSize(4), operations.list().ofMaxSize(40)),
                        Arbitraries.of(false, false, true))
                .as((construction, steps, nested) -> {
                    HashMap<Object, Object> map = construction.make();
                    for (Operation step : steps) {
                        step.apply(map);
                    }
                    if (nested) {
                        HashMap<Object, Object> inner = new LinkedHashMap<>(map);
                        map.put("inner", inner);
                        map.put("self", map);
                    }
                    return map;
                });
    }
}
