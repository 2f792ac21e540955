package dev.jumbo.spark.bench;

import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.JavaSerializer;
import org.apache.spark.serializer.KryoSerializer;
import org.apache.spark.serializer.Serializer;

/** The serializers the benchmarks compare, by the names their command lines use. */
public enum BenchSerializers {
    JAVA("java", JavaSerializer.class.getName(), Map.of()),
    KRYO("kryo", KryoSerializer.class.getName(), Map.of()),
    KRYO_REGISTERED("kryo-registered", KryoSerializer.class.getName(), Map.of(
            "spark.kryo.classesToRegister", String.join(",",
                    Sale.class.getName(), SaleLine.class.getName(), Region.class.getName()))),
    JUMBO("jumbo", "dev.jumbo.spark.JumboSerializer", Map.of());

    private final String label;
    private final String className;
    private final Map<String, String> settings;

    BenchSerializers(String label, String className, Map<String, String> settings) {
        this.label = label;
        this.className = className;
        this.settings = settings;
    }

    public String label() {
        return label;
    }

    public String className() {
        return className;
    }

    /** Further Spark settings of this serializer (Kryo's registrations). */
    public Map<String, String> settings() {
        return settings;
    }

    public static BenchSerializers named(String label) {
        for (BenchSerializers serializer : values()) {
            if (serializer.label.equals(label)) {
                return serializer;
            }
        }
        throw new IllegalArgumentException("no serializer named '" + label + "' (java, kryo, kryo-registered, jumbo)");
    }

    /**
     * A serializer made as Spark makes the one {@code spark.serializer} names (its constructor
     * taking the {@code SparkConf}), outside a context: for the micro-benchmark and the sizes.
     */
    public Serializer create() {
        SparkConf conf = new SparkConf(false);
        settings.forEach(conf::set);
        try {
            return (Serializer) Class.forName(className).getConstructor(SparkConf.class).newInstance(conf);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make " + className + " from a SparkConf", e);
        }
    }
}
