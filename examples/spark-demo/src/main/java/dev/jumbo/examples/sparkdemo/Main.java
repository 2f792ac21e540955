package dev.jumbo.examples.sparkdemo;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.LongStream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * A word count over user classes on a local Spark, once with Spark's {@code JavaSerializer} and
 * once with {@code spark.serializer=dev.jumbo.spark.JumboSerializer}: the reviews are cached in
 * serialized form ({@code MEMORY_ONLY_SER}) and counted by word and genre with
 * {@code reduceByKey}, so the serializer writes and reads every review and every partial count.
 * It prints the most used words per genre, checks that both serializers gave the same counts, and
 * prints the timings side by side (a rough demo inside one JVM: the real figures are the module's
 * benchmarks).
 */
public final class Main {
    private static final int REVIEWS = 100_000;
    private static final int PARTITIONS = 4;
    private static final int ROUNDS = 5;
    /** Seconds, not rounds: background generation and the JIT need seconds on 2 cores. */
    private static final Duration WARM_UP = Duration.ofSeconds(8);

    public static void main(String[] args) {
        Run java = run("org.apache.spark.serializer.JavaSerializer");
        Run jumbo = run("dev.jumbo.spark.JumboSerializer");

        System.out.println();
        System.out.println("Most used words per genre (JumboSerializer):");
        for (Genre genre : Genre.values()) {
            List<Map.Entry<WordInGenre, Tally>> top = jumbo.counts().entrySet().stream()
                    .filter(entry -> entry.getKey().genre() == genre)
                    .sorted(Comparator.comparingLong((Map.Entry<WordInGenre, Tally> entry) -> -entry.getValue().count())
                            .thenComparing(entry -> entry.getKey().word()))
                    .limit(4).toList();
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-8s", genre));
            for (Map.Entry<WordInGenre, Tally> entry : top) {
                line.append(String.format(Locale.ROOT, "  %s %,d (%.2f stars)", entry.getKey().word(),
                        entry.getValue().count(), entry.getValue().averageStars()));
            }
            System.out.println(line);
        }
        if (!java.counts().equals(jumbo.counts())) {
            System.out.println("MISMATCH: JumboSerializer's counts differ from JavaSerializer's");
            System.exit(1);
        }
        System.out.printf(Locale.ROOT, "%nSame counts under both serializers: %,d (word, genre) pairs.%n", jumbo.counts().size());
        System.out.printf(Locale.ROOT, "%n%,d reviews on local[%d], median of %d rounds after %d s of warm-up rounds:%n", REVIEWS, 2, ROUNDS,
                WARM_UP.toSeconds());
        System.out.printf(Locale.ROOT, "  %-16s %14s %14s %16s%n", "serializer", "cache (ms)", "count (ms)", "cached bytes");
        for (Run run : List.of(java, jumbo)) {
            System.out.printf(Locale.ROOT, "  %-16s %14.0f %14.0f %,16d%n", run.name(), run.cacheMillis(), run.countMillis(), run.cachedBytes());
        }
        System.out.printf(Locale.ROOT, "  JumboSerializer: cache %.2fx, count %.2fx JavaSerializer's speed%n",
                java.cacheMillis() / jumbo.cacheMillis(), java.countMillis() / jumbo.countMillis());
    }

    record Run(String name, Map<WordInGenre, Tally> counts, double cacheMillis, double countMillis, long cachedBytes) {
    }

    private static Run run(String serializer) {
        String name = serializer.substring(serializer.lastIndexOf('.') + 1);
        System.out.println("Running on local[2] with spark.serializer=" + serializer);
        SparkConf conf = new SparkConf()
                .setMaster("local[2]")
                .setAppName("jumbo-spark-demo")
                .set("spark.serializer", serializer)
                .set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1")
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false");
        try (JavaSparkContext spark = new JavaSparkContext(conf)) {
            int perPartition = REVIEWS / PARTITIONS;
            double[] cache = new double[ROUNDS];
            double[] count = new double[ROUNDS];
            Map<WordInGenre, Tally> counts = null;
            long cachedBytes = 0;
            long warmUpEnd = System.nanoTime() + WARM_UP.toNanos();
            int measured = 0;
            while (measured < ROUNDS) {
                boolean warmingUp = System.nanoTime() < warmUpEnd;
                JavaRDD<Review> reviews = spark.parallelize(LongStream.range(0, PARTITIONS).boxed().toList(), PARTITIONS)
                        .flatMap(p -> LongStream.range(p * perPartition, (p + 1) * perPartition).mapToObj(Reviews::numbered).iterator())
                        .persist(StorageLevel.MEMORY_ONLY_SER());
                long start = System.nanoTime();
                reviews.count();
                long cached = System.nanoTime();
                JavaPairRDD<WordInGenre, Tally> tallies = reviews
                        .flatMapToPair(review -> review.sentences().stream()
                                .flatMap(sentence -> Arrays.stream(sentence.split(" ")))
                                .map(word -> new Tuple2<>(new WordInGenre(word, review.genre()), Tally.of(review)))
                                .iterator())
                        .reduceByKey(Tally::plus, PARTITIONS);
                counts = tallies.collectAsMap();
                long counted = System.nanoTime();
                cachedBytes = Arrays.stream(spark.sc().getRDDStorageInfo()).mapToLong(info -> info.memSize()).sum();
                reviews.unpersist(true);
                if (!warmingUp) {
                    cache[measured] = (cached - start) / 1e6;
                    count[measured] = (counted - cached) / 1e6;
                    measured++;
                }
            }
            return new Run(name, Map.copyOf(counts), median(cache), median(count), cachedBytes);
        }
    }

    private static double median(double[] values) {
        List<Double> sorted = new ArrayList<>();
        for (double value : values) {
            sorted.add(value);
        }
        sorted.sort(null);
        return sorted.get(sorted.size() / 2);
    }
}
