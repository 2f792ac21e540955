package dev.jumbo.marshal.read;

import java.io.NotActiveException;

/**
 * The object and class whose {@code readObject} method is running, as the JDK's
 * {@code SerialCallbackContext}: {@code defaultReadObject} and {@code readFields} are allowed
 * only on the thread that called {@code readObject}, and only once between them.
 *
 * <p>Call protocol: {@code new (checkAndSetUsed | check)* setUsed}.
 */
public final class ReadObjectContext {
    private final Object object;
    private final StreamDescriptor descriptor;
    private Thread thread;

    public ReadObjectContext(Object object, StreamDescriptor descriptor) {
        this.object = object;
        this.descriptor = descriptor;
        this.thread = Thread.currentThread();
    }

    /** The object, once: the fields are read by this call. */
    public Object object() throws NotActiveException {
        checkAndSetUsed();
        return object;
    }

    public StreamDescriptor descriptor() {
        return descriptor;
    }

    /** Refuses a thread other than the one that called readObject. */
    public void check() throws NotActiveException {
        if (thread != null && thread != Thread.currentThread()) {
            throw new NotActiveException("expected thread: " + thread + ", but got: " + Thread.currentThread());
        }
    }

    public void checkAndSetUsed() throws NotActiveException {
        if (thread != Thread.currentThread()) {
            throw new NotActiveException("not in readObject invocation or fields already read");
        }
        thread = null;
    }

    public void setUsed() {
        thread = null;
    }
}
