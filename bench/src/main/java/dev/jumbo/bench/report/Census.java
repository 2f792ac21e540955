package dev.jumbo.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The byte and object counts that {@code ByteCensus} wrote, apart from the timings. */
final class Census {
    /** Objects of one workload size: all, plain (not arrays or strings), plain classes, classes over 250 instances. */
    record Objects(int all, int plain, int classes, int classesOver250) {
    }

    /** Bytes one peer wrote for one workload size, and whether they equal the JDK's. */
    record Bytes(int length, String sameAsJdk) {
    }

    private final Map<String, Objects> objects = new HashMap<>();
    private final Map<String, Bytes> bytes = new HashMap<>();

    static Census read(Path file) throws IOException {
        Census census = new Census();
        if (!Files.exists(file)) {
            return census;
        }
        List<String> lines = Files.readAllLines(file);
        for (String line : lines) {
            String[] fields = line.split("\t");
            switch (fields[0]) {
                case "objects" -> census.objects.put(key(fields[1], fields[2]), new Objects(Integer.parseInt(fields[3]),
                        Integer.parseInt(fields[4]), Integer.parseInt(fields[5]), Integer.parseInt(fields[6])));
                case "bytes" -> census.bytes.put(key(fields[1], fields[2], fields[3]),
                        new Bytes(Integer.parseInt(fields[4]), fields[5]));
                default -> throw new IllegalArgumentException(file + ": unknown record '" + fields[0] + "'");
            }
        }
        return census;
    }

    Optional<Objects> objects(String workload, String size) {
        return Optional.ofNullable(objects.get(key(workload, size)));
    }

    Optional<Bytes> bytes(String workload, String size, String peer) {
        return Optional.ofNullable(bytes.get(key(workload, size, peer)));
    }

    private static String key(String... parts) {
        return String.join("\u0000", parts);
    }
}
