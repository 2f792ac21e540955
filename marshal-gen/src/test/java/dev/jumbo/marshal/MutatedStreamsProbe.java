package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.JdkStreams;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.conformance.Step;
import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A development probe, not part of the build (run it with
 * {@code -Dtest=MutatedStreamsProbe -Dprobe.count=6000 -Dprobe.seed=1}): mutated streams of the
 * named graphs read by both readers, with a recording filter; prints the disagreements and the
 * filter-call differences, and fails unless every disagreement is an {@code Error} of the JDK's
 * reader (out of memory or stack) where ours threw an {@code IOException}. The build's own corpus
 * is branch reading-tests' {@code HostileCorpusTest}.
 */
class MutatedStreamsProbe {
    @Test
    void probe() throws Exception {
        int count = Integer.getInteger("probe.count", 3000);
        List<byte[]> seeds = new ArrayList<>();
        for (NamedGraph graph : GraphRegistry.all()) {
            if (graph.failure()) {
                continue;
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = JdkStreams.REFERENCE.open(bytes, graph.hooks())) {
                for (Step step : graph.steps().get()) {
                    step.write(out);
                }
            } catch (Exception e) {
                continue;
            }
            seeds.add(bytes.toByteArray());
        }
        Random random = new Random(Long.getLong("probe.seed", 1));
        int agree = 0;
        Map<String, Integer> kinds = new LinkedHashMap<>();
        int printed = 0;
        for (int i = 0; i < count; i++) {
            byte[] bytes = seeds.get(random.nextInt(seeds.size())).clone();
            int kind = random.nextInt(3);
            if (kind == 0) {
                int at = random.nextInt(bytes.length);
                bytes[at] ^= (byte) (1 << random.nextInt(8));
            } else if (kind == 1) {
                bytes = java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length));
            } else {
                int at = 4 + random.nextInt(Math.max(1, bytes.length - 4));
                if (at < bytes.length) {
                    bytes[at] = (byte) random.nextInt(256);
                }
            }
            ReaderDifferential.Outcome jdk = ReaderDifferential.read(ReaderDifferential.JDK, bytes, 8, true);
            ReaderDifferential.Outcome ours = ReaderDifferential.read(ReaderDifferential.OURS, bytes, 8, true);
            if (jdk.classesOnly().equals(ours.classesOnly())) {
                agree++;
                if (!jdk.filterCalls().equals(ours.filterCalls()) && printed++ < Integer.getInteger("probe.print", 20)) {
                    System.out.println("FILTER " + java.util.HexFormat.of().formatHex(bytes));
                    for (int k = 0; k < Math.max(jdk.filterCalls().size(), ours.filterCalls().size()); k++) {
                        String a = k < jdk.filterCalls().size() ? jdk.filterCalls().get(k) : "-";
                        String b = k < ours.filterCalls().size() ? ours.filterCalls().get(k) : "-";
                        System.out.println((a.equals(b) ? "   = " : "   # ") + a + "  |  " + b);
                    }
                }
            } else {
                String key = jdk.results().get(jdk.results().size() - 1).replaceAll(":.*", "") + " vs "
                        + ours.results().get(ours.results().size() - 1).replaceAll(":.*", "");
                kinds.merge(key, 1, Integer::sum);
                if (printed++ < Integer.getInteger("probe.print", 20)) {
                    System.out.println("DISAGREE " + java.util.HexFormat.of().formatHex(bytes));
                    for (String result : jdk.results()) {
                        System.out.println("  jdk:  " + cut(result));
                    }
                    for (String result : ours.results()) {
                        System.out.println("  ours: " + cut(result));
                    }
                }
            }
        }
        System.out.println("[probe] " + agree + " of " + count + " agree; " + kinds);
        for (String kind : kinds.keySet()) {
            org.junit.jupiter.api.Assertions.assertTrue(kind.matches("throws java\\.lang\\.(OutOfMemoryError|StackOverflowError) vs throws java\\.io\\.\\w+"),
                    "readers disagree: " + kind);
        }
    }

    private static String cut(String result) {
        return result.length() > 400 ? result.substring(0, 400) : result;
    }
}
