package dev.jumbo.lang.define;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.CodeException;
import java.util.function.Supplier;

/**
 * Runs a pass over a fragment (check and emit, or {@code show}) again on a thread with a large
 * stack when the caller's stack overflows.
 *
 * <p>The passes recurse over the tree, and generators build deep trees easily: a loop of
 * {@code e = $< `Expr(e) + 1 >$} nests one level per round, and a thousand levels overflow the
 * default 1 MiB stack. Measuring the depth before every pass would cost every definition; an
 * overflow costs only the deep ones. The passes change nothing but caches of completed lookups, so a
 * pass cut short by the overflow can run again from the start.
 */
public final class LargeStack {
    /** Reserved, not committed: the memory is touched only as deep as the pass goes. */
    static final long STACK_BYTES = 1L << 30;

    private LargeStack() {
    }

    /** {@code pass.get()}, run again on a thread with a {@value #STACK_BYTES}-byte stack if it overflows here. */
    public static <T> T run(Code code, Supplier<T> pass) {
        try {
            return pass.get();
        } catch (StackOverflowError overflow) {
            return runOnLargeStack(code, pass);
        }
    }

    private static <T> T runOnLargeStack(Code code, Supplier<T> pass) {
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(null, () -> {
            try {
                result[0] = pass.get();
            } catch (Throwable thrown) {
                failure[0] = thrown;
            }
        }, "jumbo-large-stack", STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable thrown = failure[0];
        if (thrown instanceof StackOverflowError) {
            throw CodeException.at(code.source(), code.position(), "the fragment is nested too deeply to compile"
                    + " (it overflowed a stack of " + (STACK_BYTES >> 20) + " MiB); build long chains as a"
                    + " sequence of statements instead of one nested expression or statement");
        }
        if (thrown instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (thrown instanceof Error error) {
            throw error;
        }
        @SuppressWarnings("unchecked")
        T value = (T) result[0];
        return value;
    }
}
