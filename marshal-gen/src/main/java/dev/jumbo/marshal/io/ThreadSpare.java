package dev.jumbo.marshal.io;

import java.lang.ref.SoftReference;

/**
 * What a thread's closed stream hands to the thread's next stream: a buffer or table grown once,
 * instead of once per stream (applications open a stream per message). At most one open stream of
 * a thread holds a kind of spare; another one open at the same time makes its own. The spares are
 * held softly, so that a thread which once wrote a large stream does not keep its arrays when
 * memory is short.
 *
 * <p>Every kind of spare of a thread sits in one {@link Holder}, which a stream looks up once
 * when it opens and keeps: a stream per message then pays one thread-local look-up, not one per
 * kind at opening and again at close (six for a message with a replaced object, a tenth of a
 * short record's write).
 *
 * <p>Call protocol, per stream: {@code holder (take (giveBack)?)*} — the holder at opening, then
 * per kind: take (null: make one), and give back at close what the stream no longer uses.
 * Whatever is given back becomes the spare. A stream closed on another thread than the one that
 * opened it gives back to the closing thread's holder.
 */
public final class ThreadSpare<T> {
    /** The kinds of spare there can be: the writer's buffer, handle table and replacement table, and one more. */
    private static final int KINDS = 4;
    /** Not ThreadLocal.withInitial: its lambda would be a hidden class spun when the first stream opens. */
    private static final ThreadLocal<Holder> HOLDERS = new ThreadLocal<>();
    private static int kindsMade;

    private final int kind;

    public ThreadSpare() {
        synchronized (ThreadSpare.class) {
            if (kindsMade == KINDS) {
                throw new IllegalStateException("more than " + KINDS + " kinds of spare");
            }
            kind = kindsMade++;
        }
    }

    /** One thread's spares, and whether a stream of the thread holds each now. */
    public static final class Holder {
        private final Thread owner = Thread.currentThread();
        @SuppressWarnings("unchecked")
        private final SoftReference<Object>[] spares = new SoftReference[KINDS];
        private final boolean[] lent = new boolean[KINDS];

        private Holder() {
        }

        /** This holder if the calling thread owns it, else the calling thread's own. */
        private Holder ofCallingThread() {
            return owner == Thread.currentThread() ? this : holder();
        }
    }

    /** The calling thread's holder of spares. */
    public static Holder holder() {
        Holder holder = HOLDERS.get();
        if (holder == null) {
            holder = new Holder();
            HOLDERS.set(holder);
        }
        return holder;
    }

    /** The spare of this kind in {@code holder}, now lent to the caller; null when there is none or another stream holds it. */
    @SuppressWarnings("unchecked")
    public T take(Holder holder) {
        Holder own = holder.ofCallingThread();
        if (own.lent[kind]) {
            return null;
        }
        own.lent[kind] = true;
        SoftReference<Object> spare = own.spares[kind];
        return spare == null ? null : (T) spare.get();
    }

    /** Makes {@code closed} the spare of this kind, free for the next stream; the caller uses it no more. */
    public void giveBack(Holder holder, T closed) {
        Holder own = holder.ofCallingThread();
        SoftReference<Object> spare = own.spares[kind];
        if (spare == null || spare.get() != closed) {
            own.spares[kind] = new SoftReference<>(closed);
        }
        own.lent[kind] = false;
    }
}
