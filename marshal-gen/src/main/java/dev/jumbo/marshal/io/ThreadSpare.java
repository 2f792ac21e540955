package dev.jumbo.marshal.io;

import java.lang.ref.SoftReference;

/**
 * What a thread's closed stream hands to the thread's next stream: a buffer or table grown once,
 * instead of once per stream (applications open a stream per message). At most one open stream of
 * a thread holds the spare; another one open at the same time makes its own. The spare is held
 * softly, so that a thread which once wrote a large stream does not keep its arrays when memory is
 * short.
 *
 * <p>Call protocol, per stream: {@code take (giveBack)?} — take at opening (null: make one),
 * give back at close what the stream no longer uses. Whatever is given back becomes the spare.
 */
public final class ThreadSpare<T> {
    /** Not ThreadLocal.withInitial: its lambda would be a hidden class spun when the first stream opens. */
    private final ThreadLocal<Slot<T>> slots = new ThreadLocal<>();

    /** One thread's spare, and whether a stream of the thread holds it now. */
    private static final class Slot<T> {
        SoftReference<T> spare = new SoftReference<>(null);
        boolean lent;
    }

    /** The thread's spare, now lent to the caller; null when there is none or another stream holds it. */
    public T take() {
        Slot<T> slot = slot();
        if (slot.lent) {
            return null;
        }
        slot.lent = true;
        return slot.spare.get();
    }

    /** Makes {@code closed} the thread's spare, free for the next stream; the caller uses it no more. */
    public void giveBack(T closed) {
        Slot<T> slot = slot();
        if (slot.spare.get() != closed) {
            slot.spare = new SoftReference<>(closed);
        }
        slot.lent = false;
    }

    private Slot<T> slot() {
        Slot<T> slot = slots.get();
        if (slot == null) {
            slot = new Slot<>();
            slots.set(slot);
        }
        return slot;
    }
}
