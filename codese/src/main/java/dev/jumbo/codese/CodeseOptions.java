package dev.jumbo.codese;

/**
 * How a graph is stored and restored.
 *
 * @param threads restore: the threads that run the create and fill phases (1: the calling thread only)
 * @param chunks store: the least number of generated classes, so that a parallel restore has work to share
 * @param weightPerMethod store: about the number of stores in one generated method
 * @param methodsPerClass store: generated methods per class
 * @param tableRecords store: the fewest like operations (creations of a class, stores of a field)
 *                     written as a table rather than as straight-line code ({@link Tables#MIN_RECORDS})
 */
public record CodeseOptions(int threads, int chunks, int weightPerMethod, int methodsPerClass, int tableRecords) {
    /** One thread, and methods of about 1,500 stores (some 30 KB of code), 8 to a class. */
    public static final CodeseOptions DEFAULTS = new CodeseOptions(1, 1, 1_500, 8);

    public CodeseOptions {
        if (threads < 1 || chunks < 1 || weightPerMethod < 1 || methodsPerClass < 1 || tableRecords < 1) {
            throw new IllegalArgumentException("codese options must be positive: " + this);
        }
    }

    /** Options with tables from {@link Tables#MIN_RECORDS} records. */
    public CodeseOptions(int threads, int chunks, int weightPerMethod, int methodsPerClass) {
        this(threads, chunks, weightPerMethod, methodsPerClass, Tables.MIN_RECORDS);
    }

    /** These options with {@code threads} restoring threads and at least as many chunks stored. */
    public CodeseOptions withThreads(int threads) {
        return new CodeseOptions(threads, Math.max(chunks, threads), weightPerMethod, methodsPerClass, tableRecords);
    }

    /** These options with tables from {@code records} like operations. */
    public CodeseOptions withTableRecords(int records) {
        return new CodeseOptions(threads, chunks, weightPerMethod, methodsPerClass, records);
    }
}
