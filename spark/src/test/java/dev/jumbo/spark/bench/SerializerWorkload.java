package dev.jumbo.spark.bench;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/**
 * What the serializer micro-benchmark does, for one serializer: one {@code SerializerInstance}
 * as a task uses it, on {@value #STREAM} sales. {@link SerializerBenchmark} (JMH) and
 * {@link SerializerCrossCheck} (every serializer interleaved in one JVM) both run it.
 */
final class SerializerWorkload {
    static final int STREAM = 1_000;
    static final ClassTag<Object> ANY = ClassTag$.MODULE$.Any();
    private static final ClassTag<Sale> SALE = ClassTag$.MODULE$.apply(Sale.class);

    private final SerializerInstance instance;
    private final Sale[] sales = new Sale[STREAM];
    private final Sale one;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 20);
    private final byte[] written;

    /** The workload of the serializer named {@code serializer}; checks that it reads back what it wrote. */
    SerializerWorkload(String serializer) {
        instance = BenchSerializers.named(serializer).create().newInstance();
        for (int i = 0; i < STREAM; i++) {
            sales[i] = Sale.numbered(i, 100_000);
        }
        one = sales[STREAM / 2];
        written = serializeStream();
        if (!one.equals(roundTrip()) || !readsBackEverySale()) {
            throw new IllegalStateException(serializer + " does not read back what it wrote");
        }
    }

    /** Every sale through one stream, as a shuffle or a cached partition writes them: the bytes. */
    byte[] serializeStream() {
        buffer.reset();
        SerializationStream stream = instance.serializeStream(buffer);
        for (Sale sale : sales) {
            stream.writeObject(sale, SALE);
        }
        stream.close();
        return buffer.toByteArray();
    }

    /** A deserialization stream over what {@link #serializeStream} wrote: {@value #STREAM} sales to read. */
    DeserializationStream openWritten() {
        return instance.deserializeStream(new ByteArrayInputStream(written));
    }

    /** Every sale read back through one stream; the last one. */
    Object deserializeStream() {
        DeserializationStream stream = openWritten();
        Object last = null;
        for (int i = 0; i < STREAM; i++) {
            last = stream.readObject(ANY);
        }
        stream.close();
        return last;
    }

    /** {@code serialize} then {@code deserialize} of one sale, each with its own stream, as a task result travels. */
    Object roundTrip() {
        ByteBuffer bytes = instance.serialize(one, SALE);
        return instance.deserialize(bytes, SALE);
    }

    private boolean readsBackEverySale() {
        DeserializationStream stream = openWritten();
        for (Sale sale : sales) {
            if (!sale.equals(stream.readObject(ANY))) {
                return false;
            }
        }
        stream.close();
        return true;
    }
}
