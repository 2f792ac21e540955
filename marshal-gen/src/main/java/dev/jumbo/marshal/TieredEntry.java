package dev.jumbo.marshal;

import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.Unmarshaller;

/**
 * One entry of a tiered cache: the generated code of one class (writing, {@link MarshallerCache})
 * or of one (stream descriptor, local class) pair (reading, {@link UnmarshallerCache}), with the
 * count of instances that took the reflective path and the refusal or failure that keeps it there
 * for good.
 *
 * <p>Per instance, a stream calls {@link #forNextInstance}. The instance that reaches the
 * threshold starts the generation: on the stream's thread in {@link GenerationMode#SYNCHRONOUS}
 * mode, which then returns the new code; on {@link BackgroundGeneration}'s pool otherwise, and
 * the later instances get the code once it is published. A stream nested
 * {@link GenerationMode#DEEP_NESTING} objects deep generates, or waits for the pool's generation,
 * in either mode: only generated code writes or reads a deep linked structure without a stack
 * frame per level.
 *
 * <p>The refusal is asked for ({@link #refusal}) only when the entry reaches the threshold, or
 * when someone asks why it has no code: it is the generator's, and the reflective path below the
 * threshold loads no class of the generator or of lang.
 *
 * @param <T> the generated code: a {@link Marshaller} or an {@link Unmarshaller}
 */
abstract class TieredEntry<T> {
    private volatile T code;
    private volatile boolean refused;
    private volatile String reason;
    /** Whether {@link #refusal} was asked (or is not needed: the entry has its code from the start). */
    private volatile boolean checked;
    /** Whether the background pool was asked to generate: it is asked once, or again after a full queue. */
    private volatile boolean requested;
    private int seen;

    /**
     * @param ready code that needs no generation (a JDK class's hand-written writer), or null
     */
    TieredEntry(T ready) {
        this.code = ready;
        this.checked = ready != null;
    }

    /** Why nothing may be generated, or null; asked at most once, before the first generation. */
    protected abstract String refusal();

    /** Generates the code; called at most once at a time, and not after it succeeded. */
    protected abstract T create();

    /** The generated code, or null when there is none (yet). */
    final T code() {
        return code;
    }

    final boolean isRefused() {
        if (!checked) {
            checkRefusal();
        }
        return refused;
    }

    /** The refusal, or the failure of the generation; null when neither happened. */
    final String reason() {
        if (!checked) {
            checkRefusal();
        }
        return reason;
    }

    /** Asks for the refusal, once. */
    private synchronized void checkRefusal() {
        if (!checked) {
            String refusal = refusal();
            if (refusal != null) {
                reason = refusal;
                refused = true;
            }
            checked = true;
        }
    }

    /**
     * The code to write or read one more instance with; null while the instance takes the
     * reflective path (below the threshold, refused, generation failed, or still generating in
     * the background).
     *
     * @param nesting how many objects the caller is inside of (its stream's depth)
     */
    final T forNextInstance(int threshold, GenerationMode mode, int nesting) {
        T ready = code;
        if (ready != null || refused) {
            return ready;
        }
        boolean deep = nesting >= GenerationMode.DEEP_NESTING;
        // A racy count: at worst a few instances more go the reflective way.
        if (seen < threshold && !deep) {
            seen++;
            return null;
        }
        // The refusal is asked on the stream's thread, as it was when the entry was made.
        if (!checked) {
            checkRefusal();
            if (refused) {
                return null;
            }
        }
        if (mode == GenerationMode.SYNCHRONOUS || deep) {
            return generate();
        }
        if (!requested) {
            // A full queue: the next instance asks again.
            requested = BackgroundGeneration.submit(this, TieredEntry::generate);
        }
        return null;
    }

    /**
     * Generates once, even when streams of several threads reach the threshold together, or a
     * deep stream asks while the background pool is at it (it waits for the pool's result).
     */
    final synchronized T generate() {
        checkRefusal();
        if (code == null && !refused) {
            try {
                code = create();
            } catch (RuntimeException | LinkageError e) {
                // Code the generator cannot make (a CodeException, a class the hidden-class route
                // cannot reach): the reflective path serves it from now on, quietly; the reason is
                // kept for whoever asks.
                reason = "generation failed: " + e;
                refused = true;
            }
        }
        return code;
    }
}
