package dev.jumbo.spark;

import dev.jumbo.marshal.JumboObjectOutputStream;
import java.io.IOException;
import java.io.NotSerializableException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import org.apache.spark.serializer.SerializationDebugger;
import org.apache.spark.serializer.SerializationStream;
import scala.reflect.ClassTag;

/**
 * Spark's {@code SerializationStream} over one {@link JumboObjectOutputStream}: the JDK's
 * bytes, one stream header, then the objects.
 *
 * <pre>
 * stream: (writeObject | writeKey | writeValue | writeAll)* flush* close
 * </pre>
 *
 * <p>Resets as {@code JavaSerializer}'s stream resets: after every {@code objectStreamReset}-th
 * top-level object (when that setting is positive) the stream is reset, so that a long stream
 * (a shuffle file, a cached partition) does not keep every object it wrote reachable, at the
 * price of writing the class descriptors again; so the bytes equal {@code JavaSerializer}'s for
 * the same objects.
 *
 * <p>Spark's interface has no checked exceptions; an {@link IOException} of the stream goes up
 * unchanged (Scala code throws checked exceptions freely, and Spark's callers catch them), except
 * that a {@link NotSerializableException} is given Spark's path to the culprit when
 * {@code spark.serializer.extraDebugInfo} is on, as {@code JavaSerializer} gives it.
 */
final class JumboSerializationStream extends SerializationStream {
    private final JumboObjectOutputStream out;
    private final SerializerSettings settings;
    private int objectsSinceReset;

    JumboSerializationStream(OutputStream sink, SerializerSettings settings) {
        this.settings = settings;
        try {
            this.out = new JumboObjectOutputStream(sink, settings.streamOptions());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the stream header", e);
        }
    }

    @Override
    public <T> SerializationStream writeObject(T object, ClassTag<T> tag) {
        try {
            out.writeObject(object);
        } catch (NotSerializableException e) {
            throw Sneaky.rethrow(settings.extraDebugInfo() ? SerializationDebugger.improveException(object, e) : e);
        } catch (IOException e) {
            throw Sneaky.rethrow(e);
        }
        objectsSinceReset++;
        if (settings.objectStreamReset() > 0 && objectsSinceReset >= settings.objectStreamReset()) {
            try {
                out.reset();
            } catch (IOException e) {
                throw Sneaky.rethrow(e);
            }
            objectsSinceReset = 0;
        }
        return this;
    }

    @Override
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw Sneaky.rethrow(e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw Sneaky.rethrow(e);
        }
    }
}
