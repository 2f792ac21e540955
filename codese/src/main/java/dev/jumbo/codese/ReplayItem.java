package dev.jumbo.codese;

/**
 * One thing a class's own {@code writeObject} (or {@code writeExternal}) wrote, in order, as the
 * recording stream saw it: primitive data, an object, or the class's fields (by
 * {@code defaultWriteObject} or {@code writeFields}). The generated code hands them back in the
 * same order to the class's {@code readObject} through {@link ReplayInput}.
 */
public sealed interface ReplayItem {
    /** Primitive data (writeInt, writeUTF, write(byte[])...), as the block-data bytes the JDK would write. */
    record Bytes(byte[] data) implements ReplayItem {
    }

    /** An object (or null, {@code index < 0}) written by writeObject or writeUnshared. */
    record Reference(int index) implements ReplayItem {
    }

    /**
     * The class's serializable fields: the primitive ones packed in stream order, big-endian; the
     * object ones follow as {@link Reference} items, in stream order.
     */
    record Fields(byte[] primitives, int[] references) implements ReplayItem {
    }
}
