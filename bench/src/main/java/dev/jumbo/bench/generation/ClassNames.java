package dev.jumbo.bench.generation;

/** Unique simple class names, so that no invocation can reuse a class built before. */
final class ClassNames {
    private long counter;

    String next(ClassShape shape, String tool) {
        counter++;
        return shape.namePrefix() + "_" + tool + "_" + counter;
    }
}
