package dev.jumbo.bench.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every peer that exists must write every workload, or a benchmark would fail in the middle of a run. */
class WorkloadPeersTest {
    private static final List<String> ALWAYS_AVAILABLE = List.of("jdk", "kryo", "kryo-fresh", "fory", "fory-fresh");

    @Test
    void everyAlwaysAvailablePeerWritesTheSmallestSizeOfEveryWorkload() throws Exception {
        for (Workload workload : Workload.written()) {
            Object[] roots = workload.roots(workload.sizes().get(0));
            for (String name : ALWAYS_AVAILABLE) {
                Peer peer = PeerSpec.parse(name).create(new OutputBuffers(), workload.classes());

                int length = peer.write(roots);

                assertTrue(length > 0, workload + " " + name);
                assertEquals(length, peer.lastBytes().length, workload + " " + name);
            }
        }
    }

    @Test
    void theJdkPeerWritesWhatAnObjectOutputStreamWrites() throws Exception {
        Object[] roots = Workload.DUMMY.roots("1000");
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(expected)) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        Peer peer = PeerSpec.parse("jdk").create(new OutputBuffers(), Workload.DUMMY.classes());

        peer.write(roots);
        peer.write(roots);

        assertArrayEquals(expected.toByteArray(), peer.lastBytes());
    }

    @Test
    void theProbeListsThePeersThatWork() {
        List<String> available = PeerProbe.available();

        assertTrue(available.containsAll(ALWAYS_AVAILABLE), available.toString());
    }

    @Test
    void peerNamesFollowTheirSyntax() {
        PeerSpec spec = PeerSpec.parse("jumbo-t20-fresh");

        assertEquals(PeerSpec.Kind.JUMBO, spec.kind());
        assertEquals(20, spec.threshold());
        assertTrue(spec.fresh());
        assertThrows(IllegalArgumentException.class, () -> PeerSpec.parse("kryo-t20"));
        assertThrows(IllegalArgumentException.class, () -> PeerSpec.parse("jdk-fresh"));
        assertThrows(IllegalArgumentException.class, () -> PeerSpec.parse("protobuf"));
    }
}
