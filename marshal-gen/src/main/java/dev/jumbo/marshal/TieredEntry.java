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
 * the later instances get the code once it is published; in a JVM that has generated nothing yet,
 * the pool waits for {@link Options#FIRST_GENERATION_MARK} (a threshold of 0 does not). A stream nested
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
            holdsBackFirstGeneration();
            return null;
        }
        boolean now = mode == GenerationMode.SYNCHRONOUS || deep;
        // Held back, the generator is not asked either: its refusal loads its classes.
        if (!now && threshold > 0 && holdsBackFirstGeneration()) {
            return null;
        }
        // The refusal is asked on the stream's thread, as it was when the entry was made.
        if (!checked) {
            checkRefusal();
            if (refused) {
                return null;
            }
        }
        if (now) {
            return generate();
        }
        if (!requested) {
            // A full queue: the next instance asks again.
            requested = BackgroundGeneration.submit(this, TieredEntry::generate);
        }
        return null;
    }

    /**
     * Whether this JVM has generated code: then lang is loaded, and a class costs a fraction of
     * the first. Static, with the count below, rather than an object of its own: the reflective
     * path counts every instance, and a class more on that path is a class more in a fresh JVM.
     */
    private static volatile boolean generatedInThisJvm;
    /** Instances the reflective path served before the first generation, every class and cache counted; racy, a lost increment only delays a start. */
    private static int instancesBeforeFirstGeneration;

    /**
     * Counts one more instance that the reflective path serves; whether a background generation
     * must still wait: nothing generated in this JVM yet, and fewer instances than
     * {@link Options#FIRST_GENERATION_MARK} before this one.
     */
    private static boolean holdsBackFirstGeneration() {
        if (generatedInThisJvm || instancesBeforeFirstGeneration >= Options.FIRST_GENERATION_MARK) {
            return false;
        }
        instancesBeforeFirstGeneration++;
        return true;
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
                generatedInThisJvm = true;
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
