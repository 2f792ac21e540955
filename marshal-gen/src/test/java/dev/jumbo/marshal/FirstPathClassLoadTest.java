package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reflective tier, which every class starts on, loads few of our classes and none of what
 * only generation needs: a fresh child JVM writes and reads {@link FirstPathProbe}'s objects with
 * {@code -Xlog:class+load}, and the classes it loaded are counted.
 *
 * <p>Nothing of lang, stdlib, the generators, ASM or ANTLR may load before a class is generated,
 * and no lambda of ours (each one is a hidden class spun at run time, outside the CDS archive).
 * The bound on our classes is the first-minute target, 60, which the path meets exactly: 60 on
 * JDK 17 and on JDK 25 (with {@code prebuilt.PrebuiltCode}, which looks once per class path entry for
 * marshallers stored at build time). A change that needs more must take as many away, or say why
 * the target should move. {@code dev.jumbo.bench.marshal.ClassLoadCensus} prints the same counts,
 * and the JDK's own streams' for comparison.
 */
class FirstPathClassLoadTest {
    static final int OUR_CLASSES_LIMIT = 60;

    /** What only generation needs: none of it may load on the reflective tier. */
    private static final List<String> GENERATION_ONLY = List.of("dev.jumbo.lang.", "dev.jumbo.stdlib.",
            "dev.jumbo.marshal.generate.", "org.objectweb.asm.", "org.antlr.");

    @Test
    void reflectiveTierLoadsFewOfOurClassesAndNothingOfGeneration() throws Exception {
        ChildJvm child = ChildJvm.run(List.of("-Xlog:class+load=info:stdout"), FirstPathProbe.class.getName());

        assertTrue(child.stdout().contains("[first path] 20 objects written and read back"), child.stdout());
        List<String> loaded = loadedClasses(child.stdout());
        List<String> ours = new ArrayList<>();
        List<String> generationOnly = new ArrayList<>();
        List<String> lambdas = new ArrayList<>();
        for (String name : loaded) {
            if (GENERATION_ONLY.stream().anyMatch(name::startsWith)) {
                generationOnly.add(name);
            }
            if (name.startsWith("dev.jumbo.") && !name.startsWith(FirstPathProbe.class.getName())) {
                ours.add(name);
                if (name.contains("$$Lambda")) {
                    lambdas.add(name);
                }
            }
        }
        System.out.println("[first path] JDK " + Runtime.version().feature() + ": " + ours.size()
                + " of our classes loaded (limit " + OUR_CLASSES_LIMIT + "), " + loaded.size() + " in all");
        assertEquals(List.of(), generationOnly, "loaded before any class was generated");
        assertEquals(List.of(), lambdas, "lambdas of ours on the first path");
        assertTrue(ours.size() <= OUR_CLASSES_LIMIT,
                ours.size() + " of our classes loaded, more than " + OUR_CLASSES_LIMIT + ": " + ours);
    }

    /** The class names of {@code -Xlog:class+load} lines: {@code [...][info][class,load] NAME source: ...}. */
    private static List<String> loadedClasses(String log) {
        List<String> names = new ArrayList<>();
        for (String line : log.split("\n")) {
            int tag = line.indexOf("[class,load] ");
            if (tag >= 0) {
                String rest = line.substring(tag + "[class,load] ".length());
                int space = rest.indexOf(' ');
                names.add(space < 0 ? rest.strip() : rest.substring(0, space));
            }
        }
        return names;
    }
}
