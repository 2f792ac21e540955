package dev.jumbo.bench.marshal;

import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Writes every workload once with every available warm peer and records, apart from any timing,
 * the bytes written, whether a Java-serialization peer's bytes equal the JDK's, and how many
 * objects and classes the workload holds. The report reads this file (tab-separated):
 * <pre>
 * objects WORKLOAD SIZE OBJECTS PLAIN_OBJECTS PLAIN_CLASSES CLASSES_OVER_250
 * bytes   WORKLOAD SIZE PEER BYTES SAME_AS_JDK(yes|no|n/a)
 * </pre>
 * Usage: {@code ByteCensus OUTPUT_FILE PEER,PEER,...}
 */
public final class ByteCensus {
    private ByteCensus() {
    }

    public static void main(String[] arguments) throws IOException {
        if (arguments.length != 2) {
            throw new IllegalArgumentException("usage: ByteCensus OUTPUT_FILE PEER,PEER,...");
        }
        List<PeerSpec> peers = Arrays.stream(arguments[1].split(","))
                .map(PeerSpec::parse).filter(spec -> !spec.fresh()).toList();
        try (PrintStream out = new PrintStream(Files.newOutputStream(Path.of(arguments[0])), true,
                StandardCharsets.UTF_8)) {
            for (Workload workload : Workload.written()) {
                for (String size : workload.sizes()) {
                    record(out, workload, size, peers);
                }
            }
        }
    }

    private static void record(PrintStream out, Workload workload, String size, List<PeerSpec> peers) throws IOException {
        Object[] roots = workload.roots(size);
        ObjectCensus census = ObjectCensus.of(roots);
        out.println(String.join("\t", "objects", workload.name(), size, Integer.toString(census.objects()),
                Integer.toString(census.plainObjects()), Integer.toString(census.plainClasses()),
                Integer.toString(census.plainClassesAbove(250))));
        byte[] jdkBytes = null;
        for (PeerSpec spec : peers) {
            if (spec.kind() == PeerSpec.Kind.HAND && workload != Workload.DUMMY) {
                continue;
            }
            var peer = spec.create(new OutputBuffers(), workload.classes());
            int length = peer.write(roots);
            byte[] bytes = peer.lastBytes();
            String sameAsJdk = "n/a";
            if (spec.kind() == PeerSpec.Kind.JDK) {
                jdkBytes = bytes;
            } else if (spec.writesJavaSerialization() && jdkBytes != null) {
                sameAsJdk = Arrays.equals(jdkBytes, bytes) ? "yes" : "no";
            }
            out.println(String.join("\t", "bytes", workload.name(), size, spec.name(), Integer.toString(length), sameAsJdk));
        }
    }
}
