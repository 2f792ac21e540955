package dev.jumbo.marshal;

import java.io.NotActiveException;

/**
 * The object and class whose {@code writeObject} method is running, for {@code defaultWriteObject}
 * and {@code putFields}. Either may be used once, from the calling thread only, as in the JDK.
 */
final class WriteObjectContext {
    private final Object obj;
    private final SerialClass desc;
    private Thread thread;

    WriteObjectContext(Object obj, SerialClass desc) {
        this.obj = obj;
        this.desc = desc;
        this.thread = Thread.currentThread();
    }

    Object object() throws NotActiveException {
        checkAndSetUsed();
        return obj;
    }

    SerialClass desc() {
        return desc;
    }

    void checkAndSetUsed() throws NotActiveException {
        if (thread != Thread.currentThread()) {
            throw new NotActiveException("not in readObject invocation or fields already read");
        }
        thread = null;
    }

    void setUsed() {
        thread = null;
    }
}
