package dev.jumbo.marshal.reading;

import java.io.ObjectInputFilter;
import java.util.List;

/**
 * One stream and how to read it: the reads to make, the hooks every reader gets (made around
 * each reading's own recording filter) and the limits that filter applies (null for none).
 */
public record ReadingCase(String id, byte[] bytes, List<ReadAction> actions, HooksMaker hooks, ObjectInputFilter limits) {

    /** Makes the hooks of one reading, given that reading's filter. */
    @FunctionalInterface
    public interface HooksMaker {
        ReaderHooks make(ObjectInputFilter filter);
    }

    /** Plain readers (no subclass), only the filter set. */
    public static final HooksMaker PLAIN = ReaderHooks::filtered;
    /** Hooked readers whose every hook logs (see {@link LoggingHooks}). */
    public static final HooksMaker LOGGING = filter -> new LoggingHooks(filter, null);

    public ReadingCase(String id, byte[] bytes, List<ReadAction> actions, HooksMaker hooks) {
        this(id, bytes, actions, hooks, null);
    }

    @Override
    public String toString() {
        return id;
    }
}
