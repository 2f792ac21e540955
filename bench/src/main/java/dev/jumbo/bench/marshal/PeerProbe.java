package dev.jumbo.bench.marshal;

import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints, comma-separated, the peers that can write a small workload in this JVM, for
 * {@code run.sh} to pass as {@code -p peer=...}; says on standard error why others cannot.
 */
public final class PeerProbe {
    private PeerProbe() {
    }

    public static void main(String[] arguments) {
        System.out.println(String.join(",", available()));
    }

    static List<String> available() {
        Object[] roots = Workload.DUMMY.roots("2");
        List<String> available = new ArrayList<>();
        for (String name : Peers.ALL) {
            try {
                PeerSpec.parse(name).create(new OutputBuffers(), Workload.DUMMY.classes()).write(roots);
                available.add(name);
            } catch (Exception | LinkageError e) {
                System.err.println("peer " + name + " unavailable: " + e);
            }
        }
        return available;
    }
}
