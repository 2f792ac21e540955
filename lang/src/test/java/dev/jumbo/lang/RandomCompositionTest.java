package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.RandomFragments;
import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Composes 10,000 random fragments, well-typed and ill-typed, through holes ({@link RandomFragments}:
 * statements and expressions, switch statements and expressions, lambdas and method references,
 * generic library calls, try/finally with jumps, labelled loops, compound assignment, boxing
 * conditionals, string concatenation, instanceof patterns). Each must either define a class that
 * passes CheckClassAdapter and the JVM verifier, or throw CodeException; never a VerifyError or any
 * other exception. Seeded, so a failure reproduces. Prints how many fragments held each kind of
 * construct and how many of those were defined and rejected.
 */
class RandomCompositionTest {
    private static final int FRAGMENTS = 10_000;

    @Test
    void everyCompositionVerifiesOrIsACodeException() throws Exception {
        long seed = Long.getLong("jumbo.random.seed", 20250101L); // another seed: -DargLine=-Djumbo.random.seed=N
        RandomFragments fragments = new RandomFragments(new Trees("Random.jjava", RandomCompositionTest.class), seed);
        int defined = 0;
        int rejected = 0;
        int illTypedDefined = 0;
        Map<String, Integer> reasons = new TreeMap<>();
        Map<String, int[]> kinds = new TreeMap<>();
        long start = System.nanoTime();
        for (int i = 0; i < FRAGMENTS; i++) {
            Code code = fragments.fragment(i);
            boolean illTyped = fragments.kinds().stream().anyMatch(kind -> kind.endsWith(RandomFragments.ILL_TYPED));
            byte[] bytes;
            try {
                bytes = code.toClassFile();
            } catch (CodeException expected) {
                String message = expected.getMessage();
                String kind = message.substring(message.indexOf("error: ") + 7);
                reasons.merge(kind.substring(0, Math.min(70, kind.length())), 1, Integer::sum);
                rejected++;
                fragments.kinds().forEach(k -> kinds.computeIfAbsent(k, x -> new int[2])[1]++);
                continue;
            } catch (RuntimeException | Error e) {
                throw new AssertionError("fragment " + i + " threw " + e + "\n" + show(code), e);
            }
            try {
                Verified.check(bytes, getClass().getClassLoader());
                Class<?> loaded = new ByteLoader(getClass().getClassLoader()).define(bytes);
                Class.forName(loaded.getName(), true, loaded.getClassLoader());
            } catch (AssertionError | LinkageError e) {
                java.io.StringWriter text = new java.io.StringWriter();
                new org.objectweb.asm.ClassReader(bytes).accept(new org.objectweb.asm.util.TraceClassVisitor(
                        new java.io.PrintWriter(text)), 0);
                throw new AssertionError("fragment " + i + " failed: " + e + "\n" + code.show() + "\n" + text, e);
            }
            defined++;
            if (illTyped) {
                illTypedDefined++;
                System.out.println("ill-typed fragment " + i + " was defined: " + fragments.kinds() + "\n" + code.show());
            }
            fragments.kinds().forEach(k -> kinds.computeIfAbsent(k, x -> new int[2])[0]++);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.println("random composition (seed " + seed + "): " + FRAGMENTS + " fragments composed, " + defined
                + " defined and verified, " + rejected + " rejected with CodeException (" + millis + " ms)");
        kinds.forEach((kind, counts) -> System.out.printf("  %-70s %5d defined %5d rejected%n", kind, counts[0], counts[1]));
        reasons.forEach((reason, count) -> System.out.println("  rejected " + count + "x: " + reason));
        assertEquals(FRAGMENTS, defined + rejected);
        assertTrue(defined > FRAGMENTS / 5, "too few well-typed fragments: " + defined);
        assertTrue(rejected > FRAGMENTS / 20, "too few ill-typed fragments: " + rejected);
        assertEquals(0, illTypedDefined, "fragments with a deliberate mistake that were defined");
        kinds.forEach((kind, counts) -> assertTrue(kind.endsWith(RandomFragments.ILL_TYPED) ? counts[1] > 0 : counts[0] > 0,
                "no fragment shows " + kind));
    }

    private static String show(Code code) {
        try {
            return code.show();
        } catch (RuntimeException e) {
            return "(show failed: " + e + ")";
        }
    }

    /** Defines raw bytes in a throw-away loader, so the JVM verifier runs on them. */
    private static final class ByteLoader extends ClassLoader {
        ByteLoader(ClassLoader parent) {
            super(parent);
        }

        Class<?> define(byte[] bytes) {
            return defineClass(null, bytes, 0, bytes.length);
        }
    }
}
