package dev.jumbo.marshal.write;

import dev.jumbo.marshal.model.SerialClass;
import java.io.NotActiveException;

/**
 * The object and class whose {@code writeObject} method is running, for {@code defaultWriteObject}
 * and {@code putFields}. Either may be used once, from the calling thread only, as in the JDK.
 */
public final class WriteObjectContext {
    private final Object obj;
    private final SerialClass desc;
    private Thread thread;

    public WriteObjectContext(Object obj, SerialClass desc) {
        this.obj = obj;
        this.desc = desc;
        this.thread = Thread.currentThread();
    }

    public Object object() throws NotActiveException {
        checkAndSetUsed();
        return obj;
    }

    public SerialClass desc() {
        return desc;
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
