package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.jumbo.codese.workloads.RedBlackTree;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Small graphs through CoDeSe: each kind of object, sharing, cycles, and the oracle on each. */
class RoundTripTest {
    enum Color { RED, GREEN }

    record Point(int x, int y, String label) implements Serializable {
    }

    static final class Holder implements Serializable {
        private static final long serialVersionUID = 1L;
        int number;
        long big;
        double ratio;
        char letter;
        byte small;
        short middle;
        float part;
        boolean flag;
        Object first;
        Object second;
        final String fixed;
        transient String skipped = "transient";

        Holder(String fixed) {
            this.fixed = fixed;
        }
    }

    @Test
    void nullRoot() throws Exception {
        assertNull(Oracle.check(null));
    }

    @Test
    void primitivesBoxesAndStrings() throws Exception {
        Holder holder = new Holder("final value");
        holder.number = 42;
        holder.big = -1L << 40;
        holder.ratio = Math.PI;
        holder.letter = 'é';
        holder.small = -3;
        holder.middle = 1234;
        holder.part = -0.0f;
        holder.flag = true;
        Integer shared = 1000;
        holder.first = shared;
        holder.second = shared;

        Holder restored = (Holder) Oracle.check(holder);

        assertEquals("final value", restored.fixed);
        assertSame(restored.first, restored.second);
        assertNull(restored.skipped);
    }

    @Test
    void enumsClassesArraysAndRecords() throws Exception {
        List<Object> values = new ArrayList<>();
        values.add(Color.GREEN);
        values.add(String.class);
        values.add(int.class);
        values.add(new int[] {1, 0, 3});
        values.add(new long[100]);
        values.add(new String[] {"a", null, "a"});
        values.add(new Point(1, 2, "p"));
        values.add(new double[][] {{1.5}, null});
        Holder holder = new Holder("x");
        holder.first = values;
        holder.second = holder;

        Holder restored = (Holder) Oracle.check(holder);

        assertSame(restored, restored.second);
    }

    @Test
    void stringsAndArraysPastALiteralsSize() throws Exception {
        String longText = "\u20ac\u00e9a".repeat(30_000);
        long[] longArray = new long[20_000];
        java.util.Arrays.fill(longArray, 10_000, 20_000, -7L);
        List<Object> values = new ArrayList<>(List.of(longText, longArray));

        Oracle.check(values);
    }

    /** A public class path class whose non-final field holds a record: its store is not a segment's. */
    public static class TypedHolder implements Serializable {
        private static final long serialVersionUID = 1L;
        public Point point;
        Object resolved;
    }

    static final class Resolving implements Serializable {
        private static final long serialVersionUID = 1L;

        private Object readResolve() {
            return Color.RED;
        }
    }

    @Test
    void nonFinalFieldsHoldingRecordsAndResolvedObjects() throws Exception {
        TypedHolder holder = new TypedHolder();
        holder.point = new Point(3, 4, "p");
        holder.resolved = new Resolving();

        TypedHolder restored = (TypedHolder) Oracle.restore(Oracle.store(holder, CodeseOptions.DEFAULTS),
                CodeseOptions.DEFAULTS);

        assertEquals(new Point(3, 4, "p"), restored.point);
        assertSame(Color.RED, restored.resolved);
    }

    /** readObject without writeObject: the JDK calls it on the default fields, and so must a restore. */
    static final class Doubling implements Serializable {
        private static final long serialVersionUID = 1L;
        int value;
        transient int doubled;

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException, ClassNotFoundException {
            in.defaultReadObject();
            doubled = value * 2;
        }
    }

    @Test
    void readObjectWithoutWriteObjectRuns() throws Exception {
        Doubling doubling = new Doubling();
        doubling.value = 21;

        Doubling restored = (Doubling) Oracle.check(doubling);

        assertEquals(21, restored.value);
        assertEquals(42, restored.doubled);
    }

    /** writeObject interleaving block data with byte arrays as objects: a replay must tell the two apart. */
    static final class BytesBetweenData implements Serializable {
        private static final long serialVersionUID = 1L;
        transient byte[] first;
        transient byte[] second;
        transient int before;
        transient int after;

        private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {
            out.defaultWriteObject();
            out.writeInt(before);
            out.writeObject(first);
            out.writeObject(second);
            out.write(new byte[] {7, 8});
            out.writeInt(after);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.IOException, ClassNotFoundException {
            in.defaultReadObject();
            before = in.readInt();
            first = (byte[]) in.readObject();
            second = (byte[]) in.readObject();
            if (in.readByte() != 7 || in.readByte() != 8) {
                throw new java.io.InvalidObjectException("block data lost");
            }
            after = in.readInt();
        }
    }

    @Test
    void replayedByteArraysStayObjectsBetweenBlockData() throws Exception {
        BytesBetweenData original = new BytesBetweenData();
        original.before = 1;
        original.first = new byte[] {1, 2, 3};
        original.second = original.first;
        original.after = -1;

        BytesBetweenData restored = (BytesBetweenData) Oracle.check(original);

        assertEquals(1, restored.before);
        assertEquals(List.of((byte) 1, (byte) 2, (byte) 3), List.of(restored.first[0], restored.first[1], restored.first[2]));
        assertSame(restored.first, restored.second);
        assertEquals(-1, restored.after);
    }

    @Test
    void primitiveArraysWhoseCreationAnotherThreadRuns() throws Exception {
        CodeseOptions tinyChunksOnTwoThreads = new CodeseOptions(2, 2, 4, 2);
        List<Object> arrays = new ArrayList<>(List.of(new int[] {1, -1}, new double[] {0.5}, new char[] {'a'}));

        Oracle.check(new long[] {1L, 2L, 3L}, tinyChunksOnTwoThreads);
        Oracle.check(arrays, tinyChunksOnTwoThreads);
    }

    @Test
    void redBlackTree() throws Exception {
        RedBlackTree tree = RedBlackTree.of(100);

        RedBlackTree restored = (RedBlackTree) Oracle.check(tree);

        assertNotSame(tree, restored);
        assertEquals(100, restored.size());
    }
}
