package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.model.FieldAccess;
import dev.jumbo.marshal.model.FieldAccessor;
import dev.jumbo.marshal.model.PrivateStateRoutes;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.WriteSession;
import java.io.IOException;
import java.io.InvalidClassException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The writer of exactly {@code HashMap} and {@code LinkedHashMap} ({@link JdkClassWriters}).
 * {@code HashMap.writeObject} writes its serial fields ({@code loadFactor}, {@code threshold}),
 * then as block data its {@code capacity()} and size, then each key and value in table order
 * (the {@code entrySet()} order; a {@code LinkedHashMap}'s linked order, likewise), then
 * {@code TC_ENDBLOCKDATA}; a {@code LinkedHashMap} then has its own serial field
 * {@code accessOrder}. The serial fields are private: they are read along the route of
 * {@link PrivateStateRoutes}, and without one there is no writer.
 *
 * <p>Why the capacity can be derived. {@code capacity()} is the table's length, or, before the
 * table is allocated, the initial capacity kept in {@code threshold} (0 meaning 16); the table is
 * not a serial field. With the default load factor 0.75 (exactly; with any other the map's own
 * {@code writeObject} runs) the JDK (17 and 25: constructors, {@code putMapEntries}, {@code resize},
 * {@code readObject}, {@code reinitialize}; nothing else stores {@code threshold}) keeps:
 * <ul>
 *   <li>no table: threshold 0 (capacity 16) or a power of two 1..2^30 ({@code tableSizeFor} of the
 *       initial capacity), and size 0;</li>
 *   <li>a table of length 1: threshold 0; it stays after {@code computeIfAbsent}, {@code compute}
 *       or {@code merge} on a map made with capacity 0 or 1 (they resize before inserting and do
 *       not check afterwards), with size 0 or 1;</li>
 *   <li>length 2: threshold 1; length 4 to 2^29: threshold {@code 3·length/4}; length 2^30:
 *       {@code Integer.MAX_VALUE}.</li>
 * </ul>
 * So threshold 3·2^j (j ≤ 27) means length 4·2^j; another power of two with size 0 means no table
 * yet; threshold 1 with entries means 2; threshold 0 with one entry means 1. Threshold 0 and 1
 * with size 0 are ambiguous (no table yet, or an empty table of 1 or 2: emptied by
 * {@code remove}/{@code clear}, or a {@code computeIfAbsent} whose function gave null), which no
 * public method tells apart; {@code MAX_VALUE} is left out (a 2^30 table). These, and every state
 * that should not occur, are written by the map's own {@code writeObject}, as the general path
 * writes them (not by {@code writeByReflectivePath}, which would come back to this writer).
 *
 * <p>{@code HashSet} and {@code LinkedHashSet} keep their capacity and load factor in their
 * private transient {@code map}, which no serial field route reaches: they stay on the general
 * path.
 */
final class HashMapWriter implements Marshaller {
    /** {@link #capacity}'s answer when the serial fields and the size do not tell the capacity. */
    static final int UNKNOWN = -1;

    private static final int DEFAULT_LOAD_FACTOR_BITS = Float.floatToIntBits(0.75f);
    private static final int LARGEST_DERIVED_QUARTER = 1 << 27;

    private final SerialClass desc;
    private final FieldAccess hashMapFields;
    private final FieldAccessor loadFactor;
    private final FieldAccessor threshold;
    /** LinkedHashMap's own fields (accessOrder), or null for HashMap. */
    private final FieldAccess linkedFields;
    private final FieldAccessor accessOrder;
    private final ElementCache keys = new ElementCache();
    private final ElementCache values = new ElementCache();

    private HashMapWriter(SerialClass desc, FieldAccess hashMapFields, FieldAccess linkedFields) {
        SerialClass hashMap = SerialClass.of(HashMap.class);
        this.desc = desc;
        this.hashMapFields = hashMapFields;
        this.loadFactor = hashMapFields.accessor(fieldIndex(hashMap, "loadFactor"));
        this.threshold = hashMapFields.accessor(fieldIndex(hashMap, "threshold"));
        this.linkedFields = linkedFields;
        this.accessOrder = linkedFields == null ? null : linkedFields.accessor(fieldIndex(SerialClass.of(LinkedHashMap.class), "accessOrder"));
    }

    /** The writer of {@code type} (HashMap or LinkedHashMap), or null when its serial fields have no route on this JDK. */
    static HashMapWriter create(Class<?> type) {
        boolean linked = type == LinkedHashMap.class;
        if (PrivateStateRoutes.routeFor(HashMap.class) == null || linked && PrivateStateRoutes.routeFor(LinkedHashMap.class) == null) {
            return null;
        }
        try {
            FieldAccess hashMapFields = SerialClass.of(HashMap.class).fieldAccess();
            FieldAccess linkedFields = linked ? SerialClass.of(LinkedHashMap.class).fieldAccess() : null;
            return new HashMapWriter(SerialClass.of(type), hashMapFields, linkedFields);
        } catch (InvalidClassException e) {
            return null;
        }
    }

    /**
     * {@code HashMap.capacity()} from the serial fields and the size, as the class javadoc
     * derives it; {@link #UNKNOWN} where they do not tell it.
     */
    static int capacity(float loadFactor, int threshold, int size) {
        if (Float.floatToIntBits(loadFactor) != DEFAULT_LOAD_FACTOR_BITS) {
            return UNKNOWN;
        }
        if (threshold == 0) {
            return size == 1 ? 1 : UNKNOWN;
        }
        if (threshold == 1) {
            return size > 0 && size <= 2 ? 2 : UNKNOWN;
        }
        if (Integer.bitCount(threshold) == 1) {
            return size == 0 ? threshold : UNKNOWN;
        }
        int quarter = threshold / 3;
        if (threshold % 3 == 0 && Integer.bitCount(quarter) == 1 && quarter <= LARGEST_DERIVED_QUARTER) {
            return quarter * 4;
        }
        return UNKNOWN;
    }

    @Override
    public Object write(WriteSession out, Object obj) throws IOException {
        HashMap<?, ?> map = (HashMap<?, ?>) obj;
        Object holder = hashMapFields.open(map);
        float factor = loadFactor.getFloat(holder);
        int limit = threshold.getInt(holder);
        int size = map.size();
        int buckets = capacity(factor, limit, size);
        BlockDataOutput data = out.writeNewObjectStart(desc, map);
        if (buckets == UNKNOWN) {
            out.writeClassData(map, desc);
            return null;
        }
        data.writeFloat(factor);
        data.writeInt(limit);
        data.setBlockDataMode(true);
        data.writeInt(buckets);
        data.writeInt(size);
        data.setBlockDataMode(false);
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            keys.write(out, entry.getKey());
            values.write(out, entry.getValue());
        }
        JdkClassWriters.endCustomData(data);
        if (linkedFields != null) {
            data.writeBoolean(accessOrder.getBoolean(linkedFields.open(map)));
        }
        return null;
    }

    private static int fieldIndex(SerialClass desc, String name) {
        for (SerialField field : desc.fields()) {
            if (field.name().equals(name)) {
                return field.index();
            }
        }
        throw new IllegalStateException(desc.name() + " has no serial field " + name);
    }
}
