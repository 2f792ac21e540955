package dev.jumbo.spark;

import dev.jumbo.marshal.GenerationMode;
import dev.jumbo.marshal.Options;
import java.io.Serializable;
import java.util.Locale;
import org.apache.spark.SparkConf;

/**
 * What a {@link JumboSerializer} reads from its {@link SparkConf}, kept as plain values because
 * the serializer travels with every shuffle dependency to the executors (Java-serialized by
 * Spark's closure serializer), and neither {@code SparkConf} nor {@link Options} should go
 * with it.
 *
 * <table>
 *   <caption>Keys</caption>
 *   <tr><th>key</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>{@value #OBJECT_STREAM_RESET}</td><td>100</td><td>Spark's own key: a stream is
 *       reset after this many top-level objects (0 or less: never), as {@code JavaSerializer}
 *       resets</td></tr>
 *   <tr><td>{@value #EXTRA_DEBUG_INFO}</td><td>true</td><td>Spark's own key: a
 *       {@code NotSerializableException} is given the path to the culprit, as
 *       {@code JavaSerializer} gives it</td></tr>
 *   <tr><td>{@value #THRESHOLD}</td><td>{@value dev.jumbo.marshal.Options#DEFAULT_THRESHOLD}</td><td>instances of a class written (or read)
 *       reflectively before its code is generated; 0 generates at the first</td></tr>
 *   <tr><td>{@value #GENERATION}</td><td>{@code background}</td><td>{@code background}: code is
 *       generated on a small daemon pool while the stream goes on; {@code synchronous}: by the
 *       stream that reaches the threshold</td></tr>
 * </table>
 */
public record SerializerSettings(int objectStreamReset, boolean extraDebugInfo, int threshold, GenerationMode generation)
        implements Serializable {
    public static final String OBJECT_STREAM_RESET = "spark.serializer.objectStreamReset";
    public static final String EXTRA_DEBUG_INFO = "spark.serializer.extraDebugInfo";
    public static final String THRESHOLD = "spark.jumbo.threshold";
    public static final String GENERATION = "spark.jumbo.generation";

    /** Spark's default for {@value #OBJECT_STREAM_RESET}. */
    public static final int DEFAULT_OBJECT_STREAM_RESET = 100;

    public SerializerSettings {
        if (threshold < 0) {
            throw new IllegalArgumentException(THRESHOLD + " is a number of instances, at least 0, not " + threshold);
        }
        if (generation == null) {
            throw new IllegalArgumentException(GENERATION + " is missing");
        }
    }

    public static SerializerSettings from(SparkConf conf) {
        return new SerializerSettings(
                conf.getInt(OBJECT_STREAM_RESET, DEFAULT_OBJECT_STREAM_RESET),
                conf.getBoolean(EXTRA_DEBUG_INFO, true),
                conf.getInt(THRESHOLD, Options.DEFAULT_THRESHOLD),
                generation(conf.get(GENERATION, "background")));
    }

    private static GenerationMode generation(String value) {
        String name = value.trim().toUpperCase(Locale.ROOT);
        for (GenerationMode mode : GenerationMode.values()) {
            if (mode.name().equals(name)) {
                return mode;
            }
        }
        throw new IllegalArgumentException(GENERATION + " is background or synchronous, not '" + value + "'");
    }

    /** The options of the Jumbo streams: the shared cache of generated code, so that every task of an executor profits from it. */
    public Options streamOptions() {
        return Options.defaults().withThreshold(threshold).withGeneration(generation);
    }
}
