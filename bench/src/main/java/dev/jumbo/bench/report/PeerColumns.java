package dev.jumbo.bench.report;

import dev.jumbo.bench.marshal.Peers;
import dev.jumbo.bench.marshal.Workload;
import java.util.List;
import java.util.Map;

/** The report's names for the marshalling peers, in column order. */
final class PeerColumns {
    static final String JDK = "jdk";
    static final String REFLECTIVE = "reflective";
    static final String JUMBO_WITH_GENERATION = "jumbo-fresh";

    private static final Map<String, String> LABELS = Map.ofEntries(
            Map.entry("jdk", "OOS"),
            Map.entry("reflective", "Reflective"),
            Map.entry("hand", "Hand"),
            Map.entry("jumbo", "Jumbo"),
            Map.entry("jumbo-fresh", "Jumbo + gen."),
            Map.entry("jumbo-t0", "Jumbo t=0"),
            Map.entry("jumbo-t0-sync-fresh", "Jumbo t=0 + sync. gen."),
            Map.entry("kryo", "Kryo"),
            Map.entry("kryo-fresh", "Kryo new"),
            Map.entry("fory", "Fory"),
            Map.entry("fory-fresh", "Fory new"));

    /** The peers kept warm across invocations, the only ones the polluted workload runs. */
    static final List<String> WARM = List.of("jdk", "reflective", "jumbo", "kryo", "fory");

    /** The peers whose bytes the census records (the warm ones: fresh peers write the same bytes). */
    static final List<String> BYTE_PEERS = List.of("jdk", "reflective", "hand", "jumbo", "jumbo-t0", "kryo", "fory");

    private PeerColumns() {
    }

    static List<String> all() {
        return Peers.ALL;
    }

    /** The columns of one workload's tables: the hand-specialized writer writes {@code Dummy} only. */
    static List<String> of(Workload workload) {
        return Peers.ALL.stream().filter(peer -> workload == Workload.DUMMY || !peer.equals(Peers.HAND)).toList();
    }

    /** The byte census's columns for one workload. */
    static List<String> bytePeers(Workload workload) {
        return BYTE_PEERS.stream().filter(peer -> workload == Workload.DUMMY || !peer.equals(Peers.HAND)).toList();
    }

    static String label(String peer) {
        return LABELS.getOrDefault(peer, peer);
    }

    /** The legend printed under the tables. */
    static String legend() {
        return """
                Peers: **OOS** `java.io.ObjectOutputStream`; **Reflective** `dev.jumbo.marshal.ReflectiveObjectOutputStream` \
                (the paper's Kaffe OOS); **Hand** a writer of `Dummy` streams specialized by hand \
                (`DummyHandWriter`: the same bytes, handle table included, everything else decided in advance), the \
                format's limit on Table 1; **Jumbo** `JumboObjectOutputStream` at its default threshold, warm shared \
                marshaller cache; **Jumbo + gen.** the same with a new private cache per invocation, so every class is \
                new to it, and the default tiers: a class that reaches the threshold is generated on the background pool \
                while the stream goes on by the reflective path (what a user gets the first time); **Jumbo t=0** \
                threshold 0 (always generate); **Jumbo t=0 + sync. gen.** threshold 0, a new private cache per invocation \
                and synchronous generation, so that generating every class is inside the measured call (the paper's \
                "Jumbo + compilation"); **Kryo** Kryo 5, \
                registration required, references on; **Fory** Apache Fory, Java mode, schema-consistent, references on, \
                registration required, synchronous JIT code generation; **Kryo new** / **Fory new** a new instance \
                per invocation, registration included (Fory keeps the serializer classes it generated across \
                instances, so after the first invocation this excludes Fory's code generation). Each invocation \
                writes a new stream into a reused in-memory buffer.
                """;
    }
}
