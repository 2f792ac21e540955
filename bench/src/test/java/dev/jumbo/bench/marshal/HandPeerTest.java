package dev.jumbo.bench.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.bench.marshal.model.Dummy;
import dev.jumbo.bench.marshal.model.Simple;
import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.UnavailablePeerException;
import dev.jumbo.bench.marshal.shortstream.Shape;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectOutputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The hand-specialized writers, benchmark peers, must write exactly what {@code ObjectOutputStream} writes. */
class HandPeerTest {
    @Test
    void writesTheJdkBytesOfTableOnesWorkload() throws IOException {
        Object[] roots = Workload.DUMMY.roots("20000");
        Peer hand = PeerSpec.parse("hand").create(new OutputBuffers(), Workload.DUMMY.classes());

        hand.write(roots);
        hand.write(roots);

        assertArrayEquals(jdkBytes(roots), hand.lastBytes());
    }

    @Test
    void writesSharedObjectsNullsAndRepeatedRootsAsBackReferences() throws IOException {
        Simple shared = new Simple(7);
        Dummy first = new Dummy(shared, shared, 1);
        Object[] roots = {first, null, new Dummy(null, shared, 2), first, new Dummy(new Simple(8), null, 3)};
        Peer hand = PeerSpec.parse("hand").create(new OutputBuffers(), Workload.DUMMY.classes());

        hand.write(roots);

        assertArrayEquals(jdkBytes(roots), hand.lastBytes());
    }

    @Test
    void writesTheJdkBytesOfTheShortStreamsMapMessage() throws IOException {
        Object[] roots = Shape.MAP.roots();
        Peer hand = PeerSpec.parse("hand").create(new OutputBuffers(), Shape.MAP.classes());

        hand.write(roots);
        hand.write(roots);

        assertArrayEquals(jdkBytes(roots), hand.lastBytes());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 12, 13, 100, 1_000})
    void writesTheJdkBytesOfMapsFilledByPut(int size) throws IOException {
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < size; i++) {
            // Values repeat, so the JDK's cached Integers come back as back-references.
            map.put("key-" + i, i % 7 == 0 ? null : i % 300);
        }
        Map<String, Integer> other = new HashMap<>();
        other.put("other", 1);
        Object[] roots = {map, null, map, other};
        Peer hand = PeerSpec.parse("hand").create(new OutputBuffers(), Shape.MAP.classes());

        hand.write(roots);

        assertArrayEquals(jdkBytes(roots), hand.lastBytes());
    }

    @Test
    void writesNonAsciiNulAndLongKeysAndANullKey() throws IOException {
        Map<String, Integer> map = new HashMap<>();
        map.put("gr\u00fc\u00dfe \u20ac", 1);
        map.put("nul\u0000inside", 2);
        map.put("x".repeat(70_000), 3);
        map.put(null, 4);
        Object[] roots = {map};
        Peer hand = PeerSpec.parse("hand").create(new OutputBuffers(), Shape.MAP.classes());

        hand.write(roots);

        assertArrayEquals(jdkBytes(roots), hand.lastBytes());
    }

    @Test
    void refusesAMapOfOtherTypes() {
        Peer hand = PeerSpec.parse("hand").create(new OutputBuffers(), Shape.MAP.classes());

        assertThrows(InvalidClassException.class, () -> hand.write(new Object[] {new HashMap<>(Map.of(1, 1))}));
        assertThrows(InvalidClassException.class, () -> hand.write(new Object[] {List.of()}));
    }

    @Test
    void refusesEveryOtherWorkload() {
        assertThrows(UnavailablePeerException.class,
                () -> PeerSpec.parse("hand").create(new OutputBuffers(), Workload.DUMMY_LISTS.classes()));
    }

    private static byte[] jdkBytes(Object[] roots) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        return bytes.toByteArray();
    }
}
