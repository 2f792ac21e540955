package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.WriteSession;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

/**
 * Hand-written {@link Marshaller}s for JDK classes that dominate real data, each writing exactly
 * the bytes that the class's own serialization writes ({@code writeObject} or default fields),
 * through the class's public API only: no route to private state is needed, on any JDK. The
 * exceptions are {@code HashMap} and {@code LinkedHashMap} ({@link HashMapWriter}), whose load
 * factor, threshold and access order are private serial fields: they are read along the route
 * that default writing takes, and where there is none the class has no writer here.
 *
 * <p>Each writer serves its class exactly (the cache is keyed by class): a subclass, which may
 * have state or a {@code writeObject} of its own, takes the general path. The writers read the
 * state once, as the class's {@code writeObject} does; like it, they are not safe against a
 * concurrent modification (the JDK's {@code ArrayList} throws
 * {@code ConcurrentModificationException} after the fact; these write what they saw).
 *
 * <p>A writer whose class has a {@code writeObject} method writes what it writes: its
 * {@code defaultWriteObject} values outside block-data mode, then its own data as block data,
 * then {@code TC_ENDBLOCKDATA} ({@link #endCustomData}). Objects inside go through
 * {@link WriteSession#writeContent}, as the class's {@code s.writeObject(e)} would.
 *
 * <p>Not here, and so on the general path: {@code HashSet} and {@code LinkedHashSet} (their
 * {@code writeObject} writes the capacity and load factor of their private transient map, which
 * no serial field route reaches) and the {@code Collections} wrappers (private fields).
 */
public final class JdkClassWriters {
    private static final ClassValue<Marshaller> WRITERS = new ClassValue<>() {
        @Override
        protected Marshaller computeValue(Class<?> type) {
            return create(type);
        }
    };

    private JdkClassWriters() {
    }

    /** The writer of exactly {@code type}, or null. */
    public static Marshaller forClass(Class<?> type) {
        return type.getClassLoader() == null ? WRITERS.get(type) : null;
    }

    private static Marshaller create(Class<?> type) {
        if (type == Integer.class) {
            return new BoxWriter(type, (data, value) -> data.writeInt((Integer) value));
        } else if (type == Long.class) {
            return new BoxWriter(type, (data, value) -> data.writeLong((Long) value));
        } else if (type == Double.class) {
            return new BoxWriter(type, (data, value) -> data.writeDouble((Double) value));
        } else if (type == Float.class) {
            return new BoxWriter(type, (data, value) -> data.writeFloat((Float) value));
        } else if (type == Short.class) {
            return new BoxWriter(type, (data, value) -> data.writeShort((Short) value));
        } else if (type == Byte.class) {
            return new BoxWriter(type, (data, value) -> data.writeByte((Byte) value));
        } else if (type == Character.class) {
            return new BoxWriter(type, (data, value) -> data.writeChar((Character) value));
        } else if (type == Boolean.class) {
            return new BoxWriter(type, (data, value) -> data.writeBoolean((Boolean) value));
        } else if (type == UUID.class) {
            // Default fields, in stream order: leastSigBits, mostSigBits.
            return new BoxWriter(type, (data, value) -> {
                data.writeLong(((UUID) value).getLeastSignificantBits());
                data.writeLong(((UUID) value).getMostSignificantBits());
            });
        } else if (type == ArrayList.class) {
            return new ArrayListWriter();
        } else if (type == LinkedList.class || type == ArrayDeque.class) {
            return new SizedCollectionWriter(type);
        } else if (type == HashMap.class || type == LinkedHashMap.class) {
            return HashMapWriter.create(type);
        } else if (type == TreeMap.class) {
            return new TreeMapWriter();
        } else if (type == TreeSet.class) {
            return new TreeSetWriter();
        } else if (type == Date.class) {
            return new DateWriter();
        } else if (type == BigInteger.class) {
            return new BigIntegerWriter();
        } else if (type == BigDecimal.class) {
            return new BigDecimalWriter();
        }
        Marshaller javaTime = JavaTimeWriter.forClass(type);
        if (javaTime != null) {
            return javaTime;
        }
        SerialClass desc = SerialClass.of(type);
        if (desc.isSerializable() && desc.hasWriteReplaceMethod() && !desc.isProxy()) {
            return new ReplacedObjectWriter(desc);
        }
        return null;
    }

    /** The end of a class's own data: objectAnnotation's endBlockData. */
    static void endCustomData(BlockDataOutput data) throws IOException {
        data.setBlockDataMode(false);
        data.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
    }

    /** Writes the primitive field values of one object. */
    @FunctionalInterface
    interface PrimitiveValues {
        void write(BlockDataOutput data, Object value) throws IOException;
    }

    /** A class written by default whose serializable fields are all primitive and public through getters: the boxes, UUID. */
    static final class BoxWriter implements Marshaller {
        private final SerialClass desc;
        private final PrimitiveValues values;

        BoxWriter(Class<?> type, PrimitiveValues values) {
            this.desc = SerialClass.of(type);
            this.values = values;
        }

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            values.write(out.writeNewObjectStart(desc, obj), obj);
            return null;
        }
    }

    /**
     * A JDK class whose {@code writeReplace} gives an object of another, ordinary class: the
     * {@code java.time} types that {@link JavaTimeWriter} leaves (replaced by the
     * {@code Externalizable} {@code java.time.Ser}), the
     * immutable collections ({@code CollSer}, with its own {@code writeObject}), the synchronized
     * random-access list. The replacement is written as the JDK writes it, without the general
     * path's look-ups: recorded in the replacement table, then newObject with the replacement's
     * descriptor, handle and class data (the replacement may refer to itself: a synchronized
     * list is its own mutex). The original written again is a back-reference to its replacement.
     * Any other replacement (null, a string, an array, an enum, a class with a
     * {@code writeReplace} of its own) takes the general path.
     */
    static final class ReplacedObjectWriter implements Marshaller {
        private final SerialClass original;

        ReplacedObjectWriter(SerialClass original) {
            this.original = original;
        }

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            Object replacement = out.replacementOf(obj);
            boolean fresh = replacement == obj;
            if (fresh) {
                replacement = original.invokeWriteReplace(obj);
            } else if (replacement != null && out.writeBackReference(replacement)) {
                return null;
            }
            SerialClass desc = replacement == null ? null : SerialClass.of(replacement.getClass());
            if (desc == null || !isOrdinary(desc) || desc.type() == original.type()) {
                out.writeByReflectivePath(obj);
                return null;
            }
            desc.checkSerialize();
            if (fresh) {
                out.recordReplacement(obj, replacement);
            }
            out.writeNewObjectStart(desc, replacement);
            out.writeClassData(replacement, desc);
            return null;
        }

        private static boolean isOrdinary(SerialClass desc) {
            Class<?> type = desc.type();
            return desc.isSerializable() && !desc.hasWriteReplaceMethod() && !desc.isEnum() && !desc.isArray()
                    && !desc.isProxy() && type != String.class && type != Class.class && type != java.io.ObjectStreamClass.class;
        }
    }

    /** ArrayList.writeObject: defaultWriteObject (size), then the size again as the capacity, then the elements. */
    static final class ArrayListWriter implements Marshaller {
        private final SerialClass desc = SerialClass.of(ArrayList.class);
        private final ElementCache elements = new ElementCache();

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            ArrayList<?> list = (ArrayList<?>) obj;
            BlockDataOutput data = out.writeNewObjectStart(desc, list);
            int size = list.size();
            data.writeInt(size);
            data.setBlockDataMode(true);
            data.writeInt(size);
            data.setBlockDataMode(false);
            for (int i = 0; i < size; i++) {
                elements.write(out, list.get(i));
            }
            endCustomData(data);
            return null;
        }
    }

    /** LinkedList and ArrayDeque.writeObject: no default fields, the size, the elements in order. */
    static final class SizedCollectionWriter implements Marshaller {
        private final SerialClass desc;
        private final ElementCache elements = new ElementCache();

        SizedCollectionWriter(Class<?> type) {
            this.desc = SerialClass.of(type);
        }

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            java.util.Collection<?> collection = (java.util.Collection<?>) obj;
            BlockDataOutput data = out.writeNewObjectStart(desc, collection);
            data.setBlockDataMode(true);
            data.writeInt(collection.size());
            data.setBlockDataMode(false);
            for (Object element : collection) {
                elements.write(out, element);
            }
            endCustomData(data);
            return null;
        }
    }

    /** TreeMap.writeObject: defaultWriteObject (comparator), the size, then each key and value in order. */
    static final class TreeMapWriter implements Marshaller {
        private final SerialClass desc = SerialClass.of(TreeMap.class);
        private final ElementCache keys = new ElementCache();
        private final ElementCache values = new ElementCache();

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            TreeMap<?, ?> map = (TreeMap<?, ?>) obj;
            BlockDataOutput data = out.writeNewObjectStart(desc, map);
            out.writeContent(map.comparator(), false);
            data.setBlockDataMode(true);
            data.writeInt(map.size());
            data.setBlockDataMode(false);
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                keys.write(out, entry.getKey());
                values.write(out, entry.getValue());
            }
            endCustomData(data);
            return null;
        }
    }

    /** TreeSet.writeObject: no default fields, the comparator as an object, the size, the elements in order. */
    static final class TreeSetWriter implements Marshaller {
        private final SerialClass desc = SerialClass.of(TreeSet.class);
        private final ElementCache elements = new ElementCache();

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            TreeSet<?> set = (TreeSet<?>) obj;
            Comparator<?> comparator = set.comparator();
            BlockDataOutput data = out.writeNewObjectStart(desc, set);
            data.setBlockDataMode(true);
            out.writeContent(comparator, false);
            data.writeInt(set.size());
            data.setBlockDataMode(false);
            for (Object element : set) {
                elements.write(out, element);
            }
            endCustomData(data);
            return null;
        }
    }

    /** Date.writeObject: no default fields, the time as a long. */
    static final class DateWriter implements Marshaller {
        private final SerialClass desc = SerialClass.of(Date.class);

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            BlockDataOutput data = out.writeNewObjectStart(desc, obj);
            data.setBlockDataMode(true);
            data.writeLong(((Date) obj).getTime());
            endCustomData(data);
            return null;
        }
    }

    /**
     * BigInteger.writeObject: putFields/writeFields of its serial fields, in stream order
     * bitCount = -1, bitLength = -1, firstNonzeroByteNum = -2, lowestSetBit = -2, signum, then
     * magnitude (the absolute value's big-endian bytes without leading zeros, a new array).
     * Number, its serializable superclass, has no data.
     */
    static final class BigIntegerWriter implements Marshaller {
        private final SerialClass desc = SerialClass.of(BigInteger.class);

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            BigInteger value = (BigInteger) obj;
            BlockDataOutput data = out.writeNewObjectStart(desc, value);
            data.writeInt(-1);
            data.writeInt(-1);
            data.writeInt(-2);
            data.writeInt(-2);
            data.writeInt(value.signum());
            out.writeContent(magnitude(value), false);
            endCustomData(data);
            return null;
        }

        private static byte[] magnitude(BigInteger value) {
            byte[] bytes = value.abs().toByteArray();
            int leadingZeros = 0;
            while (leadingZeros < bytes.length && bytes[leadingZeros] == 0) {
                leadingZeros++;
            }
            return leadingZeros == 0 ? bytes : java.util.Arrays.copyOfRange(bytes, leadingZeros, bytes.length);
        }
    }

    /**
     * BigDecimal.writeObject: defaultWriteObject of scale and intVal (the unscaled value; the
     * JDK first stores a compact value's BigInteger into intVal, which writes the same bytes as
     * a new one: no other object of the stream can refer to it yet).
     */
    static final class BigDecimalWriter implements Marshaller {
        private final SerialClass desc = SerialClass.of(BigDecimal.class);

        @Override
        public Object write(WriteSession out, Object obj) throws IOException {
            BigDecimal value = (BigDecimal) obj;
            BlockDataOutput data = out.writeNewObjectStart(desc, value);
            data.writeInt(value.scale());
            out.writeContent(value.unscaledValue(), false);
            endCustomData(data);
            return null;
        }
    }
}
