package dev.jumbo.spark;

import dev.jumbo.marshal.io.ByteArrayInput;
import dev.jumbo.marshal.io.ReadAheadInput;
import java.io.IOException;
import java.io.InputStream;
import org.apache.spark.serializer.DeserializationStream;
import scala.reflect.ClassTag;

/**
 * Spark's {@code DeserializationStream} over one {@link SparkObjectInputStream}: reads what a
 * {@link JumboSerializationStream} or Spark's {@code JavaSerializer} wrote.
 *
 * <pre>
 * stream: (readObject | readKey | readValue | asIterator | asKeyValueIterator)* close
 * </pre>
 *
 * <p>The end of the bytes is an {@code EOFException} from {@link #readObject}, unchanged:
 * Spark's iterators over a stream end on it. Resets written by the other side need nothing here
 * ({@code TC_RESET} clears the reader's handles by itself).
 *
 * <p>A stream that Spark hands over is owned to the end, as Spark's deserialization streams own
 * theirs (Kryo's reads ahead too), so it is read ahead a buffer at a time
 * ({@link ReadAheadInput}) where {@code ObjectInputStream} would read it a byte at a time: a
 * {@code BufferedInputStream}, a decompressing stream or a stream of chunks, each with a lock or
 * a virtual call per byte. A buffer given to {@code deserialize} is not: its position must end
 * just past the object.
 */
final class JumboDeserializationStream extends DeserializationStream {
    private final SparkObjectInputStream in;

    /** @param readAhead whether the stream owns {@code source} to its end, and may read it ahead */
    JumboDeserializationStream(InputStream source, boolean readAhead, LoaderResolution resolution) {
        try {
            InputStream read = readAhead && !(source instanceof ByteArrayInput) ? new ReadAheadInput(source) : source;
            this.in = new SparkObjectInputStream(read, resolution);
        } catch (IOException e) {
            throw Sneaky.rethrow(e);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readObject(ClassTag<T> tag) {
        try {
            return (T) in.readObject();
        } catch (IOException | ClassNotFoundException e) {
            throw Sneaky.rethrow(e);
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw Sneaky.rethrow(e);
        }
    }
}
