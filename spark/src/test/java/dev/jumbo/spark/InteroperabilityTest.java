package dev.jumbo.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.GenerationMode;
import dev.jumbo.marshal.Options;
import dev.jumbo.spark.samples.Category;
import dev.jumbo.spark.samples.Ledger;
import dev.jumbo.spark.samples.Money;
import dev.jumbo.spark.samples.Samples;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.JavaSerializer;
import org.apache.spark.serializer.SerializerInstance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/**
 * {@link JumboSerializer} and Spark's {@code JavaSerializer} read each other's bytes: single
 * objects ({@code serialize}/{@code deserialize}) and streams with resets, for a class with
 * nested collections, a class with {@code writeObject}/{@code readObject}, a record and an enum;
 * at the default threshold (reflective path) and at threshold 0 (generated code at once).
 */
class InteroperabilityTest {
    private static final ClassTag<Object> ANY = ClassTag$.MODULE$.Any();

    static Stream<Object> eachKind() {
        return Samples.eachKind().stream();
    }

    private static SerializerInstance java(SparkConf conf) {
        return new JavaSerializer(conf).newInstance();
    }

    private static SerializerInstance jumbo(SparkConf conf) {
        return new JumboSerializer(conf).newInstance();
    }

    private static SparkConf conf(int reset, int threshold) {
        return new SparkConf(false)
                .set(SerializerSettings.OBJECT_STREAM_RESET, Integer.toString(reset))
                .set(SerializerSettings.THRESHOLD, Integer.toString(threshold))
                .set(SerializerSettings.GENERATION, "synchronous");
    }

    @ParameterizedTest
    @MethodSource("eachKind")
    void anObjectSerializedByJumboIsDeserializedByJava(Object sample) {
        ByteBuffer bytes = jumbo(conf(100, 0)).serialize(sample, ANY);

        Object read = java(conf(100, 0)).deserialize(bytes, ANY);

        assertEquals(sample, read);
    }

    @ParameterizedTest
    @MethodSource("eachKind")
    void anObjectSerializedByJavaIsDeserializedByJumbo(Object sample) {
        ByteBuffer bytes = java(conf(100, 0)).serialize(sample, ANY);

        Object read = jumbo(conf(100, 0)).deserialize(bytes, ANY);

        assertEquals(sample, read);
        assertFalse(bytes.hasRemaining(), "deserialize consumes the buffer as Spark's own instances do");
    }

    @ParameterizedTest
    @MethodSource("eachKind")
    void bothWriteTheSameBytesForOneObject(Object sample) {
        ByteBuffer java = java(conf(100, 0)).serialize(sample, ANY);
        ByteBuffer jumbo = jumbo(conf(100, 0)).serialize(sample, ANY);

        assertEquals(java, jumbo);
    }

    /** Enum constants keep their identity across serializers, the record is rebuilt by its canonical constructor, the ledger's transient total by its readObject. */
    @Test
    void identityAndCallbacksSurviveTheCrossing() {
        SerializerInstance jumbo = jumbo(conf(100, 0));
        Ledger ledger = new Ledger("ada", List.of(new Money(5, "EUR"), new Money(7, "EUR")));

        Object tools = jumbo.deserialize(java(conf(100, 0)).serialize(Category.TOOLS, ANY), ANY);
        Ledger readLedger = (Ledger) jumbo.deserialize(java(conf(100, 0)).serialize(ledger, ANY), ANY);

        assertSame(Category.TOOLS, tools);
        assertEquals(new Money(12, "EUR"), readLedger.total());
    }

    /** Streams of many objects of each kind, resets every 1, 7 or 100 objects or never, each side reading the other's; thresholds 0 and 100. */
    @ParameterizedTest(name = "objectStreamReset={0}")
    @ValueSource(ints = {0, 1, 7, 100})
    void streamsWithResetsCrossBothWays(int reset) {
        List<Object> objects = JumboSerializationStreamTest.manyOfEachKind(50);
        for (int threshold : new int[] {0, 100}) {
            SerializerInstance java = java(conf(reset, threshold));
            SerializerInstance jumbo = jumbo(conf(reset, threshold));

            byte[] javaBytes = JumboSerializationStreamTest.writeAll(java::serializeStream, objects);
            byte[] jumboBytes = JumboSerializationStreamTest.writeAll(jumbo::serializeStream, objects);

            assertArrayEquals(javaBytes, jumboBytes, "threshold " + threshold);
            assertEquals(objects, JumboSerializationStreamTest.readAll(jumbo, javaBytes), "threshold " + threshold);
            assertEquals(objects, JumboSerializationStreamTest.readAll(java, jumboBytes), "threshold " + threshold);
        }
    }

    /** A stream ends with the EOFException that ends Spark's iterators, not a wrapper. */
    @Test
    void theEndOfAStreamIsAnEofException() {
        byte[] bytes = JumboSerializationStreamTest.writeAll(java(conf(100, 0))::serializeStream, List.of(new Money(1, "EUR")));
        DeserializationStream stream = jumbo(conf(100, 0)).deserializeStream(new ByteArrayInputStream(bytes));

        assertEquals(new Money(1, "EUR"), stream.readObject(ANY));
        assertThrows(EOFException.class, () -> stream.readObject(ANY));
    }

    /** Classes are found in the default class loader set on the serializer (as Spark sets the executor's), not on the stack. */
    @Test
    void theDefaultClassLoaderResolvesTheClasses() {
        RecordingLoader loader = new RecordingLoader(getClass().getClassLoader());
        JumboSerializer serializer = new JumboSerializer(conf(100, 0));
        serializer.setDefaultClassLoader(loader);
        ByteBuffer bytes = java(conf(100, 0)).serialize(Samples.eachKind().get(2), ANY);

        Object read = serializer.newInstance().deserialize(bytes, ANY);

        assertEquals(Samples.eachKind().get(2), read);
        assertTrue(loader.asked.containsAll(Set.of(Ledger.class.getName(), Money.class.getName(), "java.util.ArrayList")), loader.asked::toString);
    }

    /** Without a default loader, the thread's context loader at newInstance; a loader given to deserialize wins over both. */
    @Test
    void theContextLoaderOrTheGivenLoaderResolveTheClasses() {
        RecordingLoader context = new RecordingLoader(getClass().getClassLoader());
        RecordingLoader given = new RecordingLoader(getClass().getClassLoader());
        ByteBuffer bytes = java(conf(100, 0)).serialize(new Money(3, "EUR"), ANY);
        Thread thread = Thread.currentThread();
        ClassLoader old = thread.getContextClassLoader();
        JumboSerializerInstance instance;
        thread.setContextClassLoader(context);
        try {
            instance = (JumboSerializerInstance) new JumboSerializer(conf(100, 0)).newInstance();
        } finally {
            thread.setContextClassLoader(old);
        }

        instance.deserialize(bytes.duplicate(), ANY);
        instance.deserialize(bytes.duplicate(), given, ANY);

        assertSame(context, instance.defaultClassLoader());
        assertTrue(context.asked.contains(Money.class.getName()), context.asked::toString);
        assertTrue(given.asked.contains(Money.class.getName()), given.asked::toString);
    }

    /** The names of primitive types (of Class objects such as int.class) are no classes of a loader: they are resolved as Spark resolves them. */
    @Test
    void primitiveClassNamesAreResolved() {
        Object[] classes = {int.class, void.class, double[].class, Category.class};
        ByteBuffer bytes = java(conf(100, 0)).serialize(classes, ANY);

        Object[] read = (Object[]) jumbo(conf(100, 0)).deserialize(bytes, ANY);

        assertArrayEquals(classes, read);
    }

    /** A proxy's class is made in the stream's loader from its interfaces. */
    @Test
    void aProxyIsResolvedInTheLoader() {
        RecordingLoader loader = new RecordingLoader(getClass().getClassLoader());
        JumboSerializer serializer = new JumboSerializer(conf(100, 0));
        serializer.setDefaultClassLoader(loader);
        Object proxy = java.lang.reflect.Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Runnable.class, Serializable.class},
                new NamedHandler("hello"));

        Object read = serializer.newInstance().deserialize(java(conf(100, 0)).serialize(proxy, ANY), ANY);

        assertTrue(java.lang.reflect.Proxy.isProxyClass(read.getClass()));
        assertEquals("hello", ((NamedHandler) java.lang.reflect.Proxy.getInvocationHandler(read)).name);
        assertTrue(loader.asked.contains("java.lang.Runnable"), loader.asked::toString);
    }

    @Test
    void aNotSerializableObjectIsNamedWithItsPathWhenExtraDebugInfoIsOn() {
        List<Object> holder = new ArrayList<>(List.of(new Money(1, "EUR"), new Object()));

        NotSerializableException failure = assertThrows(NotSerializableException.class,
                () -> jumbo(conf(100, 0)).serialize(holder, ANY));
        NotSerializableException plain = assertThrows(NotSerializableException.class,
                () -> jumbo(conf(100, 0).set(SerializerSettings.EXTRA_DEBUG_INFO, "false")).serialize(holder, ANY));

        assertTrue(failure.getMessage().contains("Serialization stack"), failure::getMessage);
        assertEquals("java.lang.Object", plain.getMessage());
    }

    @Test
    void relocationIsNotSupported() {
        assertFalse(new JumboSerializer(new SparkConf(false)).supportsRelocationOfSerializedObjects());
    }

    /** Spark ships the serializer with each shuffle dependency: it crosses Java serialization with its settings. */
    @Test
    void theSerializerItselfIsSerializable() throws Exception {
        JumboSerializer serializer = new JumboSerializer(conf(7, 3));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(serializer);
        }

        Object read;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            read = in.readObject();
        }

        assertInstanceOf(JumboSerializer.class, read);
        assertEquals(new SerializerSettings(7, true, 3, GenerationMode.SYNCHRONOUS), ((JumboSerializer) read).settings());
    }

    @Test
    void settingsAreReadFromTheSparkConf() {
        assertEquals(new SerializerSettings(100, true, Options.DEFAULT_THRESHOLD, GenerationMode.BACKGROUND), SerializerSettings.from(new SparkConf(false)));
        IllegalArgumentException wrongMode = assertThrows(IllegalArgumentException.class,
                () -> SerializerSettings.from(new SparkConf(false).set(SerializerSettings.GENERATION, "eager")));
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class,
                () -> SerializerSettings.from(new SparkConf(false).set(SerializerSettings.THRESHOLD, "-1")));

        assertEquals("spark.jumbo.generation is background or synchronous, not 'eager'", wrongMode.getMessage());
        assertEquals("spark.jumbo.threshold is a number of instances, at least 0, not -1", negative.getMessage());
    }

    /** Delegates every class to its parent and remembers the names it was asked for. */
    private static final class RecordingLoader extends ClassLoader {
        final Set<String> asked = ConcurrentHashMap.newKeySet();

        RecordingLoader(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            asked.add(name);
            return super.loadClass(name, resolve);
        }
    }

    /** A serializable invocation handler that answers every call with its name. */
    record NamedHandler(String name) implements java.lang.reflect.InvocationHandler, Serializable {
        @Override
        public Object invoke(Object proxy, java.lang.reflect.Method method, Object[] arguments) {
            return name;
        }
    }
}
