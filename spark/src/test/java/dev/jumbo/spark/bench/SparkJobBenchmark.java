package dev.jumbo.spark.bench;

import dev.jumbo.spark.jobs.SparkSessions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.LongStream;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;
import scala.reflect.ClassTag$;

/**
 * Real Spark jobs on {@code local[2]}, timed under each serializer (a benchmark, not a test: run
 * it on a quiet machine, see the module's README for the command).
 *
 * <ul>
 *   <li><b>shuffle</b>: {@code --records} sales (default 1,000,000), first cached as objects
 *       ({@code MEMORY_ONLY}, untimed), then grouped by customer ({@code groupByKey}): every sale
 *       is serialized by a map task and deserialized by a reduce task. The time of the whole
 *       job.</li>
 *   <li><b>cache</b>: the same sales persisted {@code MEMORY_ONLY_SER}: the time to store them
 *       (serialize) and the time of a second job that reads them back (deserialize).</li>
 *   <li><b>sizes</b>: the bytes Spark reports for the shuffle (map output, compressed with
 *       Spark's default codec) and for the serialized cache (uncompressed), and the bytes of one
 *       sale serialized alone and of 10,000 in one stream.</li>
 * </ul>
 *
 * <p>Each figure is the median of {@code --runs} runs after {@code --warmups} runs, in one JVM
 * per serializer list (each serializer gets its own {@code SparkContext}). Every run's checksum
 * must agree across serializers, so that all of them did the same work.
 */
public final class SparkJobBenchmark {
    private static final int CUSTOMERS = 100_000;

    private final int records;
    private final int partitions;
    private final int runs;
    private final int warmups;

    private SparkJobBenchmark(int records, int partitions, int runs, int warmups) {
        this.records = records;
        this.partitions = partitions;
        this.runs = runs;
        this.warmups = warmups;
    }

    public static void main(String[] args) throws Exception {
        int records = 1_000_000;
        int partitions = 8;
        int runs = 5;
        int warmups = 2;
        List<BenchSerializers> serializers = List.of(BenchSerializers.values());
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--records" -> records = Integer.parseInt(args[++i]);
                case "--partitions" -> partitions = Integer.parseInt(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmups" -> warmups = Integer.parseInt(args[++i]);
                case "--serializers" -> serializers = Arrays.stream(args[++i].split(",")).map(BenchSerializers::named).toList();
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + "; usage: SparkJobBenchmark [--records N] [--partitions P] [--runs R] [--warmups W] [--serializers java,kryo,kryo-registered,jumbo] [--out FILE.md]");
            }
        }
        SparkJobBenchmark benchmark = new SparkJobBenchmark(records, partitions, runs, warmups);
        List<Result> results = new ArrayList<>();
        for (BenchSerializers serializer : serializers) {
            results.add(benchmark.measure(serializer));
        }
        String table = benchmark.table(results);
        System.out.println(table);
        if (out != null) {
            Files.writeString(out, table);
        }
    }

    record Result(BenchSerializers serializer, double shuffleMillis, double cacheWriteMillis, double cacheReadMillis,
                  long shuffleBytes, long cachedBytes, long oneSaleBytes, long streamBytes, long checksum) {
    }

    private Result measure(BenchSerializers serializer) throws Exception {
        System.err.printf(Locale.ROOT, "[spark-bench] %s: %,d records, %d partitions, %d warm-up and %d measured runs%n",
                serializer.label(), records, partitions, warmups, runs);
        ShuffleBytes shuffleBytes = new ShuffleBytes();
        try (JavaSparkContext spark = SparkSessions.open("bench-" + serializer.label(), serializer.className(), serializer.settings())) {
            spark.sc().addSparkListener(shuffleBytes);
            int perPartition = (records + partitions - 1) / partitions;
            int total = records;
            JavaRDD<Sale> sales = spark.parallelize(LongStream.range(0, partitions).boxed().toList(), partitions)
                    .flatMap(p -> LongStream.range(p * perPartition, Math.min(total, (p + 1) * perPartition))
                            .mapToObj(id -> Sale.numbered(id, CUSTOMERS)).iterator())
                    .persist(StorageLevel.MEMORY_ONLY());
            if (sales.count() != records) {
                throw new IllegalStateException("the sales were not all made");
            }
            double[] shuffle = new double[runs];
            double[] cacheWrite = new double[runs];
            double[] cacheRead = new double[runs];
            long checksum = 0;
            long shuffleTotal = 0;
            long cachedBytes = 0;
            for (int run = -warmups; run < runs; run++) {
                shuffleBytes.reset();
                long start = System.nanoTime();
                long shuffled = sales.mapToPair(sale -> new Tuple2<>(sale.customerId(), sale))
                        .groupByKey(partitions)
                        .map(group -> {
                            long sum = group._1();
                            for (Sale sale : group._2()) {
                                sum += sale.cents() ^ sale.id();
                            }
                            return sum;
                        })
                        .reduce(Long::sum);
                long shuffleEnd = System.nanoTime();
                spark.sc().listenerBus().waitUntilEmpty();
                long runShuffleBytes = shuffleBytes.bytes();

                JavaRDD<Sale> cached = sales.map(sale -> sale).persist(StorageLevel.MEMORY_ONLY_SER());
                long count = cached.count();
                long cacheEnd = System.nanoTime();
                long readBack = cached.map(sale -> sale.cents() ^ sale.id()).reduce(Long::sum);
                long readEnd = System.nanoTime();
                long stored = Arrays.stream(spark.sc().getRDDStorageInfo())
                        .filter(info -> info.id() == cached.id()).mapToLong(info -> info.memSize()).sum();
                cached.unpersist(true);

                if (count != records) {
                    throw new IllegalStateException("the serialized cache lost records");
                }
                long runChecksum = shuffled * 31 + readBack;
                if (run > -warmups && runChecksum != checksum) {
                    throw new IllegalStateException("the checksum changed between runs");
                }
                checksum = runChecksum;
                if (run >= 0) {
                    shuffle[run] = (shuffleEnd - start) / 1e6;
                    cacheWrite[run] = (cacheEnd - shuffleEnd) / 1e6;
                    cacheRead[run] = (readEnd - cacheEnd) / 1e6;
                    shuffleTotal = runShuffleBytes;
                    cachedBytes = stored;
                }
                System.err.printf(Locale.ROOT, "[spark-bench] %s run %d: shuffle %.0f ms, cache write %.0f ms, read %.0f ms%n",
                        serializer.label(), run, (shuffleEnd - start) / 1e6, (cacheEnd - shuffleEnd) / 1e6, (readEnd - cacheEnd) / 1e6);
            }
            sales.unpersist(true);
            SerializerInstance instance = serializer.create().newInstance();
            return new Result(serializer, median(shuffle), median(cacheWrite), median(cacheRead), shuffleTotal, cachedBytes,
                    oneSaleBytes(instance), streamBytes(instance, 10_000), checksum);
        }
    }

    private static long oneSaleBytes(SerializerInstance instance) {
        ByteBuffer bytes = instance.serialize(Sale.numbered(1, CUSTOMERS), ClassTag$.MODULE$.apply(Sale.class));
        return bytes.remaining();
    }

    private static long streamBytes(SerializerInstance instance, int count) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SerializationStream stream = instance.serializeStream(bytes);
        for (int i = 0; i < count; i++) {
            stream.writeObject(Sale.numbered(i, CUSTOMERS), ClassTag$.MODULE$.apply(Sale.class));
        }
        stream.close();
        return bytes.size();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private String table(List<Result> results) {
        Result java = results.stream().filter(r -> r.serializer() == BenchSerializers.JAVA).findFirst().orElse(null);
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT,
                "Spark jobs on local[2], %,d sales, %d partitions; median of %d runs after %d warm-up runs (ms; ÷ Java: JavaSerializer's time divided by this one)%n%n",
                records, partitions, runs, warmups));
        text.append("| serializer | shuffle (groupByKey) | ÷ Java | cache write (MEMORY_ONLY_SER) | ÷ Java | cache read | ÷ Java | shuffle bytes (lz4) | cached bytes | one sale | 10,000 sales in a stream |\n");
        text.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Result result : results) {
            text.append(String.format(Locale.ROOT, "| %s | %.0f | %s | %.0f | %s | %.0f | %s | %,d | %,d | %,d | %,d |%n",
                    result.serializer().label(),
                    result.shuffleMillis(), ratio(java == null ? Double.NaN : java.shuffleMillis(), result.shuffleMillis()),
                    result.cacheWriteMillis(), ratio(java == null ? Double.NaN : java.cacheWriteMillis(), result.cacheWriteMillis()),
                    result.cacheReadMillis(), ratio(java == null ? Double.NaN : java.cacheReadMillis(), result.cacheReadMillis()),
                    result.shuffleBytes(), result.cachedBytes(), result.oneSaleBytes(), result.streamBytes()));
        }
        long distinct = results.stream().mapToLong(Result::checksum).distinct().count();
        if (distinct > 1) {
            throw new IllegalStateException("the serializers' jobs gave different checksums: " + results);
        }
        return text.toString();
    }

    private static String ratio(double baseline, double value) {
        return Double.isNaN(baseline) ? "" : String.format(Locale.ROOT, "%.2f×", baseline / value);
    }

    /** Sums the shuffle bytes written by the tasks that ended since the last reset. */
    private static final class ShuffleBytes extends SparkListener {
        private final LongAdder bytes = new LongAdder();

        @Override
        public void onTaskEnd(SparkListenerTaskEnd taskEnd) {
            if (taskEnd.taskMetrics() != null) {
                bytes.add(taskEnd.taskMetrics().shuffleWriteMetrics().bytesWritten());
            }
        }

        void reset() {
            bytes.reset();
        }

        long bytes() {
            return bytes.sum();
        }
    }
}
