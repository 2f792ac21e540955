package dev.jumbo.spark;

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
 */
final class JumboDeserializationStream extends DeserializationStream {
    private final SparkObjectInputStream in;

    JumboDeserializationStream(InputStream source, LoaderResolution resolution, SerializerSettings settings) {
        try {
            this.in = new SparkObjectInputStream(source, resolution, settings.streamOptions());
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
