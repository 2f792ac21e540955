package dev.jumbo.bench.generation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Prints, comma-separated, the generation tools that build both benchmarked classes in this JVM
 * (the names of {@link GenerationCost}'s methods), for {@code run.sh}; says on standard error
 * why others cannot (Jumbo, until lang's {@code defineClass} works).
 */
public final class GeneratorProbe {
    static final Map<String, Supplier<ClassGenerator>> TOOLS = tools();

    private GeneratorProbe() {
    }

    public static void main(String[] arguments) {
        System.out.println(String.join(",", available()));
    }

    static List<String> available() {
        List<String> available = new ArrayList<>();
        for (Map.Entry<String, Supplier<ClassGenerator>> tool : TOOLS.entrySet()) {
            try {
                ClassGenerator generator = tool.getValue().get();
                for (ClassShape shape : ClassShape.values()) {
                    generator.generate(shape, shape.namePrefix() + "_probe_" + tool.getKey());
                }
                available.add(tool.getKey());
            } catch (Exception | LinkageError e) {
                System.err.println("tool " + tool.getKey() + " unavailable: " + e);
            }
        }
        return available;
    }

    private static Map<String, Supplier<ClassGenerator>> tools() {
        Map<String, Supplier<ClassGenerator>> tools = new LinkedHashMap<>();
        tools.put("asm", AsmGenerator::new);
        tools.put("janino", JaninoGenerator::new);
        tools.put("javac", JavacGenerator::new);
        tools.put("jumbo", JumboGenerator::new);
        return tools;
    }
}
