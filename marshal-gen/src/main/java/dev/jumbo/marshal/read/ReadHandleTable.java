package dev.jumbo.marshal.read;

import java.util.Arrays;

/**
 * The reader's handle table: each handle's object, and whether the object (or anything it
 * depends on) failed to resolve its class. As the JDK's handle table, a handle is <i>unknown</i>
 * while its object is being read, then <i>ok</i> or <i>exception</i> (holding the
 * {@code ClassNotFoundException}); an unknown handle that depends on another unknown one is
 * recorded, so that a later exception reaches every object that depends on it, and the handles
 * become ok together once the lowest pending one is finished.
 *
 * <p>Call protocol per object: {@code assign (markDependency | markException | setObject)* finish}.
 * The arrays grow with the handles assigned, each of which the stream has paid for with bytes.
 *
 * <p>Cost: an ordinary graph records no dependency on an unfinished handle, so the table does no
 * per-object work beyond two array stores: the dependency lists exist only once a dependency on an
 * unfinished handle is recorded (a cycle through an object being read, or a failed class), and
 * {@link #finish} touches one status byte while none is pending.
 */
public final class ReadHandleTable {
    /** The handle of null and of "no enclosing object". */
    public static final int NULL_HANDLE = -1;
    private static final byte STATUS_OK = 1;
    private static final byte STATUS_UNKNOWN = 2;
    private static final byte STATUS_EXCEPTION = 3;

    /**
     * Entries of a new table: a short message's handles fit without growing (a media message
     * takes 31, a ten-entry {@code HashMap<String,Integer>} 24), as one per stream is made.
     */
    private static final int INITIAL_CAPACITY = 32;

    private byte[] status = new byte[INITIAL_CAPACITY];
    private Object[] entries = new Object[INITIAL_CAPACITY];
    /** Per target handle, the unfinished handles depending on it (count first); null until one is recorded. */
    private int[][] dependents;
    private int lowestPending = -1;
    private int size;

    /** A new handle for {@code obj}, unknown until {@link #finish}. */
    public int assign(Object obj) {
        if (size == entries.length) {
            grow();
        }
        status[size] = STATUS_UNKNOWN;
        entries[size] = obj;
        return size++;
    }

    /**
     * Room for one more handle. Out of line, as are the rare paths of {@link #markDependency}:
     * generated readers call {@code assign} and {@code markDependency} for every object, and C2
     * inlines a method already compiled on its own only while that compiled code is small.
     */
    private void grow() {
        int capacity = size * 2 + 1;
        status = Arrays.copyOf(status, capacity);
        entries = Arrays.copyOf(entries, capacity);
        if (dependents != null) {
            dependents = Arrays.copyOf(dependents, capacity);
        }
    }

    /** Records that {@code dependent} fails if {@code target} does. */
    public void markDependency(int dependent, int target) {
        if (dependent != NULL_HANDLE && target != NULL_HANDLE && status[dependent] == STATUS_UNKNOWN
                && status[target] != STATUS_OK) {
            markDependencyOnUnfinished(dependent, target);
        }
    }

    /** {@link #markDependency} of an unknown handle on one that failed or is not finished. */
    private void markDependencyOnUnfinished(int dependent, int target) {
        switch (status[target]) {
            case STATUS_EXCEPTION -> markException(dependent, (ClassNotFoundException) entries[target]);
            case STATUS_UNKNOWN -> {
                if (dependents == null) {
                    dependents = new int[entries.length][];
                }
                int[] list = dependents[target];
                if (list == null) {
                    list = new int[] {0, 0, 0, 0, 0};
                } else if (list[0] + 1 == list.length) {
                    list = Arrays.copyOf(list, list.length * 2);
                }
                list[++list[0]] = dependent;
                dependents[target] = list;
                if (lowestPending < 0 || lowestPending > target) {
                    lowestPending = target;
                }
            }
            default -> {
                // a finished object without an exception: nothing to propagate
            }
        }
    }

    /** Marks the handle (and everything that depends on it) with the exception. */
    public void markException(int handle, ClassNotFoundException exception) {
        if (handle == NULL_HANDLE || status[handle] != STATUS_UNKNOWN) {
            return;
        }
        status[handle] = STATUS_EXCEPTION;
        entries[handle] = exception;
        int[] list = dependents == null ? null : dependents[handle];
        if (list != null) {
            dependents[handle] = null;
            for (int i = 1; i <= list[0]; i++) {
                markException(list[i], exception);
            }
        }
    }

    /** The object is read: its handle (and pending ones above it, once none below is pending) becomes ok. */
    public void finish(int handle) {
        if (lowestPending < 0) {
            // Nothing pending: no handle has dependents, so only this one's status changes.
            if (status[handle] == STATUS_UNKNOWN) {
                status[handle] = STATUS_OK;
            }
            return;
        }
        int end;
        if (lowestPending >= handle) {
            end = size;
            lowestPending = -1;
        } else {
            return;
        }
        for (int i = handle; i < end; i++) {
            if (status[i] == STATUS_UNKNOWN) {
                status[i] = STATUS_OK;
                dependents[i] = null;
            }
        }
    }

    /** Replaces the handle's object (readResolve, resolveObject, an enum constant, a record); not once it failed. */
    public void setObject(int handle, Object obj) {
        if (handle != NULL_HANDLE && status[handle] != STATUS_EXCEPTION) {
            entries[handle] = obj;
        }
    }

    /**
     * The handle's object; null for {@link #NULL_HANDLE}, for a handle not assigned (a handle read
     * from the stream and not yet checked) and for a handle marked with an exception.
     */
    public Object lookupObject(int handle) {
        return handle >= 0 && handle < size && status[handle] != STATUS_EXCEPTION ? entries[handle] : null;
    }

    /** The handle's exception, or null. */
    public ClassNotFoundException lookupException(int handle) {
        return handle != NULL_HANDLE && status[handle] == STATUS_EXCEPTION ? (ClassNotFoundException) entries[handle] : null;
    }

    public int size() {
        return size;
    }

    /** Forgets every handle (TC_RESET, TC_EXCEPTION, close); the arrays shrink back if they grew large. */
    public void clear() {
        if (entries.length > 1024) {
            status = new byte[INITIAL_CAPACITY];
            entries = new Object[INITIAL_CAPACITY];
        } else {
            Arrays.fill(status, 0, size, (byte) 0);
            Arrays.fill(entries, 0, size, null);
        }
        dependents = null;
        lowestPending = -1;
        size = 0;
    }
}
