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
    private static final String JAVA = "org.apache.spark.serializer.JavaSerializer";
    private static final String JUMBO = "dev.jumbo.spark.JumboSerializer";
    /**
     * Turns per serializer, taken in alternation (a Spark context each: one JVM has one context
     * at a time), so that neither serializer meets Spark's code warmer than the other does.
     */
    private static final int TURNS = 3;
    private static final int ROUNDS_PER_TURN = 3;
    /** Seconds, not rounds: background generation and the JIT need seconds on 2 cores. */
    private static final Duration FIRST_WARM_UP = Duration.ofSeconds(6);
    private static final Duration WARM_UP = Duration.ofSeconds(2);

    public static void main(String[] args) {
        Run java = new Run(JAVA);
        Run jumbo = new Run(JUMBO);
        for (int turn = 0; turn < TURNS; turn++) {
            Duration warmUp = turn == 0 ? FIRST_WARM_UP : WARM_UP;
            java.turn(warmUp);
            jumbo.turn(warmUp);
        }

        System.out.println();
        System.out.println("Most used words per genre (JumboSerializer):");
        for (Genre genre : Genre.values()) {
            List<Map.Entry<WordInGenre, Tally>> top = jumbo.counts.entrySet().stream()
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
        if (!java.counts.equals(jumbo.counts)) {
            System.out.println("MISMATCH: JumboSerializer's counts differ from JavaSerializer's");
            System.exit(1);
        }
        System.out.printf(Locale.ROOT, "%nSame counts under both serializers: %,d (word, genre) pairs.%n", jumbo.counts.size());
        System.out.printf(Locale.ROOT, "%n%,d reviews on local[%d], median of %d rounds in %d turns per serializer, taken in"
                + " alternation%n(%d s of warm-up rounds in a serializer's first turn, %d s in the others):%n",
                REVIEWS, 2, TURNS * ROUNDS_PER_TURN, TURNS, FIRST_WARM_UP.toSeconds(), WARM_UP.toSeconds());
        System.out.printf(Locale.ROOT, "  %-16s %14s %14s %16s%n", "serializer", "cache (ms)", "count (ms)", "cached bytes");
        for (Run run : List.of(java, jumbo)) {
            System.out.printf(Locale.ROOT, "  %-16s %14.0f %14.0f %,16d%n", run.name, median(run.cache), median(run.count),
                    run.cachedBytes);
        }
        System.out.printf(Locale.ROOT, "  JumboSerializer: cache %.2fx, count %.2fx JavaSerializer's speed%n",
                median(java.cache) / median(jumbo.cache), median(java.count) / median(jumbo.count));
    }

    /** One serializer's rounds, gathered over its turns. */
    private static final class Run {
        final String serializer;
        final String name;
        final List<Double> cache = new ArrayList<>();
        final List<Double> count = new ArrayList<>();
        Map<WordInGenre, Tally> counts;
        long cachedBytes;

        Run(String serializer) {
            this.serializer = serializer;
            this.name = serializer.substring(serializer.lastIndexOf('.') + 1);
        }

        /** A Spark context of this serializer: warm-up rounds for {@code warmUp}, then the measured rounds. */
        void turn(Duration warmUp) {
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
                long warmUpEnd = System.nanoTime() + warmUp.toNanos();
                int measured = 0;
                while (measured < ROUNDS_PER_TURN) {
                    boolean warmingUp = System.nanoTime() < warmUpEnd;
                    round(spark, !warmingUp);
                    if (!warmingUp) {
                        measured++;
                    }
                }
            }
        }

        private void round(JavaSparkContext spark, boolean measured) {
            int perPartition = REVIEWS / PARTITIONS;
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
            counts = Map.copyOf(tallies.collectAsMap());
            long counted = System.nanoTime();
            cachedBytes = Arrays.stream(spark.sc().getRDDStorageInfo()).mapToLong(info -> info.memSize()).sum();
            reviews.unpersist(true);
            if (measured) {
                cache.add((cached - start) / 1e6);
                count.add((counted - cached) / 1e6);
            }
        }
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.get(sorted.size() / 2);
    }
}
