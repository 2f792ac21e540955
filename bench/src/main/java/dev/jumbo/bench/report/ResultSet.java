package dev.jumbo.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** Every JMH result of a run, read from the JSON files of one directory. */
final class ResultSet {
    private final List<BenchmarkResult> results;

    ResultSet(List<BenchmarkResult> results) {
        this.results = List.copyOf(results);
    }

    @SuppressWarnings("unchecked")
    static ResultSet read(Path directory) throws IOException {
        List<BenchmarkResult> results = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> listing = Files.list(directory)) {
            files = listing.filter(path -> path.getFileName().toString().endsWith(".json")).sorted().toList();
        }
        for (Path file : files) {
            String text = Files.readString(file);
            if (text.isBlank()) {
                continue;
            }
            for (Object entry : (List<Object>) Json.parse(text)) {
                results.add(BenchmarkResult.fromJson((Map<String, Object>) entry));
            }
        }
        return new ResultSet(results);
    }

    List<BenchmarkResult> all() {
        return results;
    }

    /** The result of a benchmark method whose parameters include all the given ones. */
    Optional<BenchmarkResult> find(String className, String method, Map<String, String> params) {
        return results.stream()
                .filter(result -> result.className().equals(className) && result.method().equals(method))
                .filter(result -> params.entrySet().stream()
                        .allMatch(param -> param.getValue().equals(result.param(param.getKey()))))
                .findFirst();
    }

    boolean hasClass(String className) {
        return results.stream().anyMatch(result -> result.className().equals(className));
    }
}
