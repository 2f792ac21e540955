package dev.jumbo.codese;

/**
 * What every generated class of a stored state implements. Restore calls the phases in order,
 * each on every chunk before the next phase starts:
 * <pre>
 * restore  := create* fill* finish*
 * create   := every object that needs no other object is created (strings, boxes, enums,
 *             arrays, instances through their serialization constructor)
 * fill     := fields and array elements that hold such objects or primitives are stored
 * finish   := in the graph's post-order: records created, readObject/readExternal replayed,
 *             fields that hold records or readResolve'd objects stored, readResolve called
 * </pre>
 * {@code create} and {@code fill} of different chunks are independent and may run in parallel;
 * {@code finish} runs on one thread, chunk after chunk.
 */
public interface RestoreChunk {
    void create(Restore restore) throws Throwable;

    void fill(Restore restore) throws Throwable;

    void finish(Restore restore) throws Throwable;
}
