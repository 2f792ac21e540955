package dev.jumbo.spark.jobs;

import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Opens the local Spark of the tests, the benchmarks and the demo: {@code local[2]} on the
 * loopback address, no web UI, with the given {@code spark.serializer} and further settings.
 * Spark allows one context per JVM at a time: close each before opening the next.
 */
public final class SparkSessions {
    private SparkSessions() {
    }

    public static JavaSparkContext open(String appName, String serializerClass, Map<String, String> settings) {
        SparkConf conf = new SparkConf()
                .setMaster("local[2]")
                .setAppName(appName)
                .set("spark.serializer", serializerClass)
                .set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1")
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false");
        settings.forEach(conf::set);
        return new JavaSparkContext(conf);
    }
}
