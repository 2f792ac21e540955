package dev.jumbo.marshal.read;

/**
 * Where a stream's reading stands, as the values that a class's {@code readObject} gets from
 * {@code readFields} need it: the handle table, and the handle of the object being read now,
 * which each object value got comes to depend on.
 */
public interface ReadingPosition {
    ReadHandleTable handleTable();

    int passHandle();
}
