package dev.jumbo.bench.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.bench.marshal.model.Dummy;
import dev.jumbo.bench.marshal.model.Simple;
import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.UnavailablePeerException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import org.junit.jupiter.api.Test;

/** The hand-specialized writer, a benchmark peer, must write exactly what {@code ObjectOutputStream} writes. */
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
