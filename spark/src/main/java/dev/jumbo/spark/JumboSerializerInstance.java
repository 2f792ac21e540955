package dev.jumbo.spark;

import dev.jumbo.marshal.io.ByteArrayInput;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import scala.reflect.ClassTag;

/**
 * One thread's use of a {@link JumboSerializer} (Spark makes an instance per task or per
 * thread; it is not shared between threads). It keeps no stream state: each
 * {@link #serialize}/{@link #deserialize} and each stream opened starts a stream of its own, with
 * its own header and handles, as {@code JavaSerializer}'s instance does. The generated code is
 * shared by all of them through the Jumbo streams' class-keyed cache.
 */
public final class JumboSerializerInstance extends SerializerInstance {
    private final SerializerSettings settings;
    private final ClassLoader defaultLoader;
    /** The resolution in the last loader used, with the classes it found: most calls use one loader. */
    private LoaderResolution lastResolution;

    JumboSerializerInstance(SerializerSettings settings, ClassLoader defaultLoader) {
        this.settings = settings;
        this.defaultLoader = defaultLoader;
    }

    /** The loader that resolves classes when the caller gives none. */
    public ClassLoader defaultClassLoader() {
        return defaultLoader;
    }

    @Override
    public <T> ByteBuffer serialize(T object, ClassTag<T> tag) {
        ByteBufferOutput bytes = new ByteBufferOutput();
        SerializationStream stream = serializeStream(bytes);
        stream.writeObject(object, tag);
        stream.close();
        return bytes.toByteBuffer();
    }

    @Override
    public <T> T deserialize(ByteBuffer bytes, ClassTag<T> tag) {
        return deserialize(bytes, defaultLoader, tag);
    }

    /**
     * Reads one object from the buffer's remaining bytes (and moves its position past the bytes
     * read, as Spark's own instances do, so never ahead). A heap buffer's array is read in place,
     * as a {@link ByteArrayInput}, which the reader takes its bytes from without a call per read.
     */
    @Override
    public <T> T deserialize(ByteBuffer bytes, ClassLoader loader, ClassTag<T> tag) {
        if (!bytes.hasArray()) {
            return new JumboDeserializationStream(new ByteBufferInputStream(bytes), false, resolutionIn(loader))
                    .readObject(tag);
        }
        int start = bytes.arrayOffset() + bytes.position();
        ByteArrayInput input = new ByteArrayInput(bytes.array(), start, bytes.remaining());
        try {
            return new JumboDeserializationStream(input, false, resolutionIn(loader)).readObject(tag);
        } finally {
            bytes.position(bytes.position() + input.position() - start);
        }
    }

    @Override
    public SerializationStream serializeStream(OutputStream out) {
        return new JumboSerializationStream(out, settings);
    }

    @Override
    public DeserializationStream deserializeStream(InputStream in) {
        return deserializeStream(in, defaultLoader);
    }

    /** A stream whose classes are resolved in {@code loader}. */
    public DeserializationStream deserializeStream(InputStream in, ClassLoader loader) {
        return new JumboDeserializationStream(in, true, resolutionIn(loader));
    }

    private LoaderResolution resolutionIn(ClassLoader loader) {
        LoaderResolution resolution = lastResolution;
        if (resolution == null || resolution.loader() != loader) {
            resolution = new LoaderResolution(loader, settings);
            lastResolution = resolution;
        }
        return resolution;
    }
}
