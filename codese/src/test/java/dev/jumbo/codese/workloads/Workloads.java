package dev.jumbo.codese.workloads;

import dev.jumbo.grammar.JumboParser;
import dev.jumbo.grammar.JumboParsing;
import dev.jumbo.grammar.ParseResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.zip.ZipFile;

/**
 * The workloads of the oracle tests and the Figure 5 benchmark, by name: the paper's red-black
 * trees, states heavy in the JDK's maps, and syntax trees of a real program.
 */
public final class Workloads {
    private Workloads() {
    }

    /** Every workload, by name, in the order of the paper's table. */
    public static Map<String, Supplier<Object>> all() {
        Map<String, Supplier<Object>> workloads = new LinkedHashMap<>();
        for (int size : new int[] {10, 100, 1_000, 10_000, 100_000}) {
            workloads.put("rbt-" + size, () -> RedBlackTree.of(size));
        }
        workloads.put("treemap-heavy", Workloads::treeMapHeavy);
        workloads.put("hashmap-heavy", Workloads::hashMapHeavy);
        workloads.put("syntax-tree", Workloads::syntaxTree);
        return workloads;
    }

    /** 200 sorted keys, each a HashMap of 20 numbered lists of strings. */
    public static Object treeMapHeavy() {
        TreeMap<String, Map<Integer, List<String>>> state = new TreeMap<>();
        for (int key = 0; key < 200; key++) {
            Map<Integer, List<String>> inner = new HashMap<>();
            for (int entry = 0; entry < 20; entry++) {
                List<String> values = new ArrayList<>();
                values.add("k" + key);
                values.add("e" + entry);
                inner.put(entry * 31 + key, values);
            }
            state.put(String.format("key-%05d", key * 7919 % 200), inner);
        }
        return state;
    }

    /** 5,000 entries of mixed values: boxes, strings, arrays, nested maps, shared values. */
    public static Object hashMapHeavy() {
        Map<String, Object> state = new HashMap<>();
        String shared = "shared value";
        for (int i = 0; i < 5_000; i++) {
            Object value = switch (i % 5) {
                case 0 -> i;
                case 1 -> (long) i * 1_000_003L;
                case 2 -> "text " + i;
                case 3 -> new int[] {i, i + 1, i + 2};
                default -> new TreeMap<>(Map.of("n", i, "s", shared));
            };
            state.put("entry" + i, value);
        }
        return state;
    }

    /** The syntax tree of java.util.HashMap's source (the running JDK's src.zip), else of a frozen copy of this module's generator. */
    public static Object syntaxTree() {
        String source = hashMapSource();
        ParseResult<JumboParser.CompilationUnitContext> parse = JumboParsing.parseCompilationUnit(source, "HashMap.java");
        return SyntaxTree.of(parse.tree(), JumboParser.ruleNames);
    }

    private static String hashMapSource() {
        Path zip = Path.of(System.getProperty("java.home"), "lib", "src.zip");
        if (Files.exists(zip)) {
            try (ZipFile file = new ZipFile(zip.toFile())) {
                var entry = file.getEntry("java.base/java/util/HashMap.java");
                if (entry != null) {
                    try (InputStream in = file.getInputStream(entry)) {
                        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        // A frozen copy of an earlier RestoreGen.jjava: not the live file, whose every edit would
        // change the workload and make figures of different commits incomparable.
        try (InputStream in = Workloads.class.getResourceAsStream("/workloads/syntax-tree-program.jjava")) {
            if (in == null) {
                throw new IllegalStateException("no program to parse: neither the JDK's src.zip nor the test resource");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
