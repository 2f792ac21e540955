package dev.jumbo.bench.unmarshal;

import dev.jumbo.bench.marshal.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints, comma-separated, the reading peers that read back every workload (its smallest size;
 * every collection) correctly in this JVM ({@link ReadBack}), for {@code run.sh} to pass as {@code -p peer=...};
 * says on standard error why others cannot (a missing class is named).
 */
public final class ReadPeerProbe {
    private ReadPeerProbe() {
    }

    public static void main(String[] arguments) {
        System.out.println(String.join(",", available()));
    }

    static List<String> available() {
        List<String> available = new ArrayList<>();
        for (String name : ReadPeers.ALL) {
            try {
                for (Workload workload : Workload.written()) {
                    for (String size : ReadBack.checkedSizes(workload)) {
                        ReadBack.check(name, workload, size);
                    }
                }
                available.add(name);
            } catch (Exception | LinkageError e) {
                System.err.println("reading peer " + name + " unavailable: " + e);
            }
        }
        return available;
    }
}
