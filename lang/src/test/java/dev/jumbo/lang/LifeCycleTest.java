package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Generated classes are unloadable, and one immutable Code may be defined from many threads at once. */
class LifeCycleTest {
    private static final int CLASSES = 100_000;

    private final Trees t = new Trees("Life.jjava", LifeCycleTest.class);

    /** {@code return `Value(token) + ":" + `Int(n);} in a Supplier. */
    private Code supplier(Object token, int n) {
        return t.supplier("Life", t.ret(t.bin(dev.jumbo.lang.tree.BinaryOperator.ADD,
                t.bin(dev.jumbo.lang.tree.BinaryOperator.ADD, t.value(token), t.lit(":")), t.lit(n))));
    }

    private static long metaspaceUsed() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getName().equals("Metaspace")) {
                return pool.getUsage().getUsed();
            }
        }
        throw new AssertionError("no Metaspace pool");
    }

    @Test
    void hundredThousandGeneratedClassesAreUnloaded() {
        ClassLoadingMXBean loading = ManagementFactory.getClassLoadingMXBean();
        Code code = supplier("token", 1);
        for (int i = 0; i < 2_000; i++) {
            code.defineClass();
        }
        System.gc();
        long loadedBefore = loading.getLoadedClassCount();
        long metaspaceBefore = metaspaceUsed();
        long maxLoaded = 0;
        long start = System.nanoTime();

        for (int i = 0; i < CLASSES; i++) {
            Class<?> defined = code.defineClass();
            if (i % 10_000 == 0) {
                assertEquals("token:1", newSupplier(defined).get());
                maxLoaded = Math.max(maxLoaded, loading.getLoadedClassCount());
            }
        }
        System.gc();
        long loadedAfter = loading.getLoadedClassCount();
        long metaspaceAfter = metaspaceUsed();
        double micros = (System.nanoTime() - start) / 1000.0 / CLASSES;

        System.out.printf("life cycle: %d classes defined (%.1f us each); loaded classes %d -> %d (peak sampled %d); "
                + "unloaded in total %d; metaspace %d KB -> %d KB%n", CLASSES, micros, loadedBefore, loadedAfter,
                maxLoaded, loading.getUnloadedClassCount(), metaspaceBefore / 1024, metaspaceAfter / 1024);
        assertTrue(loadedAfter - loadedBefore < CLASSES / 10, "loaded classes grew by " + (loadedAfter - loadedBefore));
        assertTrue(metaspaceAfter - metaspaceBefore < 64L * 1024 * 1024,
                "metaspace grew by " + (metaspaceAfter - metaspaceBefore) / 1024 + " KB");
    }

    @SuppressWarnings("unchecked")
    private static Supplier<Object> newSupplier(Class<?> defined) {
        try {
            return (Supplier<Object>) defined.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void eightThreadsDefineFromSharedFragmentsConcurrently() throws Exception {
        Code shared = supplier(List.of("shared"), 8);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<List<Object>>> results = new ArrayList<>();
            for (int thread = 0; thread < 8; thread++) {
                int id = thread;
                results.add(pool.submit(() -> {
                    List<Object> values = new ArrayList<>();
                    for (int i = 0; i < 300; i++) {
                        values.add(newSupplier(shared.defineClass()).get());
                        values.add(newSupplier(supplier("t" + id, i).defineClass()).get());
                    }
                    return values;
                }));
            }
            for (int thread = 0; thread < 8; thread++) {
                List<Object> values = results.get(thread).get();
                for (int i = 0; i < 300; i++) {
                    assertEquals("[shared]:8", values.get(2 * i));
                    assertEquals("t" + thread + ":" + i, values.get(2 * i + 1));
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
