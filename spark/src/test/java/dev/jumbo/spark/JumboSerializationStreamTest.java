package dev.jumbo.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.marshal.GenerationMode;
import dev.jumbo.spark.samples.Samples;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.JavaSerializer;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import scala.jdk.javaapi.CollectionConverters;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/**
 * The write side against Spark's {@code JavaSerializer}: for the same objects and the same
 * {@code spark.serializer.objectStreamReset}, a {@link JumboSerializationStream} writes the same
 * bytes, and {@code JavaSerializer} reads them back equal.
 */
class JumboSerializationStreamTest {
    private static final ClassTag<Object> ANY = ClassTag$.MODULE$.Any();

    /** Every kind of sample, many times over, with resets every 1, 7 or 100 objects or never (0). */
    @ParameterizedTest(name = "objectStreamReset={0}")
    @ValueSource(ints = {0, 1, 7, 100})
    void aStreamWritesJavaSerializersBytesWithItsResets(int reset) {
        List<Object> objects = manyOfEachKind(40);
        SparkConf conf = new SparkConf(false).set(SerializerSettings.OBJECT_STREAM_RESET, Integer.toString(reset));
        SerializerInstance java = new JavaSerializer(conf).newInstance();

        byte[] expected = writeAll(java::serializeStream, objects);
        byte[] jumbo = writeAll(out -> new JumboSerializationStream(out, SerializerSettings.from(conf)), objects);

        assertArrayEquals(expected, jumbo);
        assertEquals(objects, readAll(java, jumbo));
    }

    /** Generated marshallers (threshold 0, synchronous) write the same bytes as the reflective path. */
    @ParameterizedTest(name = "threshold={0}")
    @ValueSource(ints = {0, 3})
    void generatedCodeWritesTheSameBytes(int threshold) {
        List<Object> objects = manyOfEachKind(30);
        SerializerInstance java = new JavaSerializer(new SparkConf(false)).newInstance();
        SerializerSettings settings = new SerializerSettings(
                SerializerSettings.DEFAULT_OBJECT_STREAM_RESET, true, threshold, GenerationMode.SYNCHRONOUS);

        byte[] jumbo = writeAll(out -> new JumboSerializationStream(out, settings), objects);

        assertArrayEquals(writeAll(java::serializeStream, objects), jumbo);
        assertEquals(objects, readAll(java, jumbo));
    }

    /**
     * deserialize reads a heap buffer's array in place: from the buffer's position within a slice
     * of a larger array, leaving the position just past the object, as JavaSerializer's instance
     * leaves it; a direct buffer is read through a stream.
     */
    @ParameterizedTest(name = "direct={0}")
    @ValueSource(booleans = {false, true})
    void deserializeReadsFromTheBuffersPositionAndMovesIt(boolean direct) {
        SerializerInstance java = new JavaSerializer(new SparkConf(false)).newInstance();
        SerializerInstance jumbo = new JumboSerializer(new SparkConf(false)).newInstance();
        Object value = Samples.eachKind();
        ByteBuffer serialized = java.serialize(value, ANY);
        byte[] framed = new byte[serialized.remaining() + 7];
        serialized.get(framed, 3, framed.length - 7);
        ByteBuffer whole = direct ? ByteBuffer.allocateDirect(framed.length).put(framed).flip() : ByteBuffer.wrap(framed);
        ByteBuffer slice = whole.position(1).slice();
        slice.position(2);
        ByteBuffer expectedSlice = slice.duplicate();

        Object read = jumbo.deserialize(slice, ANY);
        java.deserialize(expectedSlice, ANY);

        assertEquals(value, read);
        assertEquals(expectedSlice.position(), slice.position());
    }

    static List<Object> manyOfEachKind(int times) {
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            objects.addAll(Samples.eachKind());
        }
        return objects;
    }

    /** The bytes of one stream opened by {@code open}, with every object written through {@code writeAll}, then closed. */
    static byte[] writeAll(Function<OutputStream, SerializationStream> open, List<Object> objects) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SerializationStream stream = open.apply(bytes);
        stream.writeAll(CollectionConverters.asScala(objects.iterator()), ANY);
        stream.close();
        return bytes.toByteArray();
    }

    static List<Object> readAll(SerializerInstance instance, byte[] bytes) {
        DeserializationStream stream = instance.deserializeStream(new ByteBufferInputStream(ByteBuffer.wrap(bytes)));
        List<Object> objects = new ArrayList<>();
        CollectionConverters.asJava(stream.asIterator()).forEachRemaining(objects::add);
        stream.close();
        return objects;
    }
}
