package dev.jumbo.bench.marshal.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;
import dev.jumbo.bench.marshal.peer.UnavailablePeerException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The hand-specialized reader ({@code hand}) must read what {@code ObjectInputStream} reads from
 * the same bytes: equal graphs, with the same sharing, and on corrupt bytes an exception of the
 * same class.
 *
 * <p>Where the two cannot agree on a corrupt stream, the hand reader throws an
 * {@code IOException} and the JDK does one of these:
 * <ul>
 *   <li>it accepts a descriptor that is not the class's own, by its rules of class evolution (a
 *       field name the class does not have is skipped and the class's field left at its default;
 *       an object field's type string is never compared with the field's type; unknown flag bits
 *       are ignored), and reads on; the hand reader accepts its classes' own descriptors only
 *       ({@code InvalidClassException});</li>
 *   <li>it reads a type code these streams never hold ({@code TC_CLASS}, {@code TC_ARRAY},
 *       {@code TC_ENUM}, {@code TC_LONGSTRING}, {@code TC_PROXYCLASSDESC}, {@code TC_EXCEPTION},
 *       class annotations, {@code writeObject} data) as what it means, and fails further on with
 *       whatever the following bytes give ({@code EOFException}, {@code InvalidObjectException},
 *       {@code InvalidClassException}, a {@code ClassCastException} when the result reaches a
 *       field), or returns it as a root (a {@code Class}); the hand reader stops at the type code
 *       ({@code StreamCorruptedException}, or {@code InvalidClassException} in a descriptor);</li>
 *   <li>it throws a {@code NullPointerException} for an object whose class descriptor is
 *       {@code TC_NULL}; the hand reader throws {@code StreamCorruptedException};</li>
 *   <li>it throws {@code OptionalDataException} for block data where a root is, which has no public
 *       constructor; the hand reader throws {@code StreamCorruptedException}, also an
 *       {@code ObjectStreamException}.</li>
 * </ul>
 * Truncations agree exactly, and a stream both accept reads as the same graph.
 */
class HandReaderTest {
    @Test
    void readsEveryWorkloadSizeAsObjectInputStreamDoes() throws Exception {
        for (Workload workload : List.of(Workload.DUMMY, Workload.DUMMY_LISTS)) {
            for (String size : workload.sizes()) {
                PeerSpec hand = PeerSpec.parse("hand");
                Object[] written = workload.roots(size);
                byte[] bytes = hand.bytesToRead(written, workload.classes());
                Reader reader = hand.reader(workload.classes());
                Object[] read = new Object[written.length];

                reader.read(bytes, read);
                reader.read(bytes, read);

                assertSameGraph(jdkRead(bytes, written.length), read);
            }
        }
    }

    @Test
    void keepsSharedObjectsNullsCyclesAndBackReferencesToRoots() throws Exception {
        Object[] roots = sharingRoots();
        DummyNode cycle = new DummyNode(new Dummy(null, null, 5), null);
        cycle.next = cycle;
        Object[] withCycle = Arrays.copyOf(roots, roots.length + 2);
        withCycle[roots.length] = cycle;
        withCycle[roots.length + 1] = roots[0];
        byte[] bytes = jdkBytes(withCycle, false);
        Object[] read = new Object[withCycle.length];

        new DummyHandReader().read(bytes, read);

        assertSameGraph(jdkRead(bytes, withCycle.length), read);
        DummyNode cycleRead = (DummyNode) read[roots.length];
        assertSame(cycleRead, cycleRead.next);
        assertSame(read[0], read[roots.length + 1]);
        Dummy first = (Dummy) read[0];
        assertSame(first.simple1, first.simple2);
    }

    @Test
    void startsANewHandleTableAtAReset() throws Exception {
        Object[] roots = sharingRoots();
        byte[] bytes = jdkBytes(roots, true);
        Object[] read = new Object[roots.length];

        new DummyHandReader().read(bytes, read);

        assertSameGraph(jdkRead(bytes, roots.length), read);
    }

    @Test
    void throwsWhatObjectInputStreamThrowsOnCorruptBytes() throws Exception {
        Object[] roots = sharingRoots();
        byte[] bytes = jdkBytes(roots, false);
        List<String> disagreements = new ArrayList<>();
        int agreements = 0;
        int mutants = 0;
        for (Mutant mutant : mutants(bytes)) {
            mutants++;
            Object jdk = outcome(() -> jdkRead(mutant.bytes, roots.length));
            Object hand = outcome(() -> {
                Object[] read = new Object[roots.length];
                new DummyHandReader().read(mutant.bytes, read);
                return read;
            });
            if (jdk instanceof Object[] jdkRoots && hand instanceof Object[] handRoots) {
                assertSameGraph(jdkRoots, handRoots);
                agreements++;
            } else if (jdk.getClass() == hand.getClass()) {
                agreements++;
            } else {
                String what = mutant.what + ": JDK " + name(jdk) + ", hand " + name(hand);
                assertTrue(hand instanceof IOException, what + ": the hand reader must fail with an IOException");
                if (mutant.what.startsWith("truncated")) {
                    fail(what + ": a truncation must fail alike");
                }
                if (jdk instanceof Object[]) {
                    assertTrue(hand instanceof InvalidClassException || hand instanceof StreamCorruptedException, what);
                } else {
                    assertTrue(jdk instanceof IOException || jdk instanceof NullPointerException || jdk instanceof ClassCastException,
                            what);
                }
                disagreements.add(what);
            }
        }
        assertTrue(mutants > 1000, "mutants: " + mutants);
        // Most corrupt bytes give the JDK's exception class; the rest are in the classes above.
        assertTrue(agreements > 2 * disagreements.size(), agreements + " agree; disagreeing: " + disagreements);
    }

    @Test
    void checksTheHeaderAndTheHandles() throws Exception {
        byte[] bytes = jdkBytes(sharingRoots(), false);
        byte[] header = bytes.clone();
        header[1] = 0;
        byte[] handle = bytes.clone();
        int firstReference = indexOf(bytes, (byte) 0x71);
        handle[firstReference + 4] = (byte) 0x7f;

        for (byte[] corrupt : List.of(header, handle)) {
            assertThrows(StreamCorruptedException.class, () -> jdkRead(corrupt, 1));
            assertThrows(StreamCorruptedException.class, () -> new DummyHandReader().read(corrupt, new Object[5]));
        }
    }

    @Test
    void readsTheDummyWorkloadAndTheListsOnly() {
        PeerSpec hand = PeerSpec.parse("hand");

        for (Workload workload : List.of(Workload.MIXED_DUMMY, Workload.HETEROGENEOUS, Workload.POLLUTED)) {
            assertThrows(UnavailablePeerException.class, () -> hand.reader(workload.classes()));
        }
    }

    /** Shared {@code Simple}s, nulls, a shared list tail, a root read twice. */
    private static Object[] sharingRoots() {
        Simple shared = new Simple(7);
        DummyNode tail = new DummyNode(new Dummy(shared, new Simple(9), 2), null);
        Dummy first = new Dummy(shared, shared, 1);
        return new Object[] {first, null, tail, new DummyNode(new Dummy(new Simple(8), null, 3), tail), first};
    }

    private record Mutant(String what, byte[] bytes) {
    }

    /** Every truncation, and every byte with its lowest bit, its highest bit or all its bits flipped. */
    private static List<Mutant> mutants(byte[] bytes) {
        List<Mutant> mutants = new ArrayList<>();
        for (int length = 0; length < bytes.length; length++) {
            mutants.add(new Mutant("truncated to " + length, Arrays.copyOf(bytes, length)));
        }
        for (int index = 0; index < bytes.length; index++) {
            for (int flip : new int[] {0x01, 0x80, 0xff}) {
                byte[] mutated = bytes.clone();
                mutated[index] ^= (byte) flip;
                mutants.add(new Mutant(String.format("byte %d ^ %02X", index, flip), mutated));
            }
        }
        return mutants;
    }

    private interface Read {
        Object[] read() throws Exception;
    }

    /** The roots read, or what was thrown. */
    private static Object outcome(Read read) {
        try {
            return read.read();
        } catch (Exception | StackOverflowError e) {
            return e;
        }
    }

    private static String name(Object outcome) {
        return outcome instanceof Object[] ? "reads it" : outcome.getClass().getSimpleName();
    }

    private static byte[] jdkBytes(Object[] roots, boolean resetAfterEach) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object root : roots) {
                out.writeObject(root);
                if (resetAfterEach) {
                    out.reset();
                }
            }
        }
        return bytes.toByteArray();
    }

    private static Object[] jdkRead(byte[] bytes, int roots) throws IOException, ClassNotFoundException {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes));
        Object[] read = new Object[roots];
        for (int index = 0; index < roots; index++) {
            read[index] = in.readObject();
        }
        return read;
    }

    private static int indexOf(byte[] bytes, byte value) {
        for (int index = 0; index < bytes.length; index++) {
            if (bytes[index] == value) {
                return index;
            }
        }
        throw new IllegalArgumentException("no " + value);
    }

    /**
     * The same graph: the same classes and field values, and one object read by one reader where
     * the other reads one (a shared object stays shared, distinct objects stay distinct).
     */
    private static void assertSameGraph(Object[] expected, Object[] actual) {
        assertEquals(expected.length, actual.length);
        Map<Object, Object> expectedToActual = new IdentityHashMap<>();
        Map<Object, Object> actualToExpected = new IdentityHashMap<>();
        for (int index = 0; index < expected.length; index++) {
            assertSameObject(expected[index], actual[index], expectedToActual, actualToExpected, "root " + index);
        }
    }

    private static void assertSameObject(Object expected, Object actual, Map<Object, Object> expectedToActual,
            Map<Object, Object> actualToExpected, String path) {
        List<Object[]> pending = new ArrayList<>();
        pending.add(new Object[] {expected, actual, path});
        while (!pending.isEmpty()) {
            Object[] pair = pending.remove(pending.size() - 1);
            Object left = pair[0];
            Object right = pair[1];
            String at = (String) pair[2];
            if (left == null || right == null) {
                assertTrue(left == right, at + ": null on one side only");
                continue;
            }
            assertSame(left.getClass(), right.getClass(), at);
            Object seen = expectedToActual.putIfAbsent(left, right);
            Object seenBack = actualToExpected.putIfAbsent(right, left);
            if (seen != null || seenBack != null) {
                assertSame(seen, right, at + ": sharing differs");
                assertSame(seenBack, left, at + ": sharing differs");
                continue;
            }
            if (left instanceof Simple simple) {
                assertEquals(simple.id, ((Simple) right).id, at + ".id");
            } else if (left instanceof Dummy dummy) {
                Dummy other = (Dummy) right;
                assertEquals(dummy.id, other.id, at + ".id");
                pending.add(new Object[] {dummy.simple1, other.simple1, at + ".simple1"});
                pending.add(new Object[] {dummy.simple2, other.simple2, at + ".simple2"});
            } else if (left instanceof DummyNode node) {
                DummyNode other = (DummyNode) right;
                pending.add(new Object[] {node.data, other.data, at + ".data"});
                pending.add(new Object[] {node.next, other.next, at + ".next"});
            } else if (left instanceof ObjectStreamClass descriptor) {
                // A back-reference to a descriptor, read as a root: each reader has its own descriptor object.
                assertEquals(descriptor.forClass(), ((ObjectStreamClass) right).forClass(), at);
            } else {
                assertEquals(left, right, at);
            }
        }
    }
}
