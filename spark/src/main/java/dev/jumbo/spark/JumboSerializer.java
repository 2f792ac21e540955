package dev.jumbo.spark;

import java.io.Serializable;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.Serializer;
import org.apache.spark.serializer.SerializerInstance;

/**
 * Spark's {@code spark.serializer} writing and reading the JDK's serialization bytes through
 * {@code JumboObjectOutputStream} and {@code JumboObjectInputStream}: a drop-in for Spark's
 * {@code JavaSerializer}, whose bytes it reads and which reads its bytes, with the semantics of
 * Java serialization ({@code writeObject}/{@code readObject}, {@code readResolve}, records,
 * enums) and generated code for the classes that recur.
 *
 * <p>Written in Java: a Java class extends the Scala abstract class {@code Serializer} as any
 * subclass does (its {@code defaultClassLoader} is a pair of accessor methods to Java). It is
 * {@link Serializable} because Spark ships the serializer of a shuffle with the task; it keeps
 * only plain {@link SerializerSettings}.
 *
 * <p>Relocation: {@link #supportsRelocationOfSerializedObjects()} is false, as for
 * {@code JavaSerializer}. A stream of Java serialization has one header and its objects refer to
 * earlier ones by handle (class descriptors above all), so the bytes of one object cannot be
 * moved away from the bytes before it; Spark then does not use the serialized shuffle path that
 * would reorder them.
 */
public class JumboSerializer extends Serializer implements Serializable {
    private static final long serialVersionUID = 1L;

    private final SerializerSettings settings;

    public JumboSerializer(SparkConf conf) {
        this(SerializerSettings.from(conf));
    }

    public JumboSerializer(SerializerSettings settings) {
        this.settings = settings;
    }

    public SerializerSettings settings() {
        return settings;
    }

    /**
     * An instance whose streams resolve classes with the loader set by
     * {@code setDefaultClassLoader}, or else the thread's context class loader at this call (as
     * {@code JavaSerializer} chooses it).
     */
    @Override
    public SerializerInstance newInstance() {
        ClassLoader loader = defaultClassLoader().isDefined()
                ? defaultClassLoader().get()
                : Thread.currentThread().getContextClassLoader();
        return new JumboSerializerInstance(settings, loader);
    }

    /** False: the stream header and handles tie each object's bytes to those before it (see the class comment). */
    @Override
    public boolean supportsRelocationOfSerializedObjects() {
        return false;
    }

    @Override
    public String toString() {
        return "JumboSerializer" + settings;
    }
}
