package dev.jumbo.spark.jobs;

import dev.jumbo.spark.samples.Category;
import dev.jumbo.spark.samples.Ledger;
import dev.jumbo.spark.samples.Money;
import dev.jumbo.spark.samples.Order;
import dev.jumbo.spark.samples.Product;
import dev.jumbo.spark.samples.Samples;
import dev.jumbo.spark.samples.Summary;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * The jobs the tests run under each serializer and compare: each returns plain Java
 * collections with a deterministic order, so that the results of two runs are {@code equals}.
 * Every value that crosses a serializer is a sample class: an ordinary class with nested
 * collections ({@link Order}, {@link Summary}), a class with {@code writeObject}/{@code readObject}
 * ({@link Ledger}), a record ({@link Money}) and an enum ({@link Category}).
 */
public final class SparkJobs {
    private final List<Product> catalogue;
    private final List<Order> orders;

    public SparkJobs(int orderCount, long seed) {
        this.catalogue = Samples.products(50, seed);
        this.orders = Samples.orders(orderCount, 25, catalogue, seed + 1);
    }

    public List<Order> orders() {
        return orders;
    }

    /** A shuffle by reduceByKey: a {@link Summary} per customer. */
    public Map<String, Summary> summariesByCustomer(JavaSparkContext spark) {
        JavaPairRDD<String, Summary> summaries = spark.parallelize(orders, 4)
                .mapToPair(order -> new Tuple2<>(order.customer(), Summary.of(order)))
                .reduceByKey(Summary::merge, 3);
        return new TreeMap<>(summaries.collectAsMap());
    }

    /** A shuffle by groupByKey whose keys are enums and whose values are objects: every order's products, by category. */
    public Map<Category, List<String>> skusByCategory(JavaSparkContext spark) {
        JavaPairRDD<Category, Iterable<Product>> grouped = spark.parallelize(orders, 4)
                .flatMapToPair(order -> order.quantities().keySet().stream()
                        .map(product -> new Tuple2<>(product.category(), product)).iterator())
                .groupByKey(3);
        Map<Category, List<String>> result = new TreeMap<>();
        for (Tuple2<Category, Iterable<Product>> group : grouped.collect()) {
            List<String> skus = new ArrayList<>();
            group._2().forEach(product -> skus.add(product.sku()));
            skus.sort(null);
            result.put(group._1(), skus);
        }
        return result;
    }

    /**
     * A cached RDD in serialized form ({@code MEMORY_ONLY_SER}): ledgers built from the orders,
     * stored by the serializer, then read back from the cache by two further jobs.
     */
    public CachedResult cachedLedgers(JavaSparkContext spark) {
        JavaRDD<Ledger> ledgers = spark.parallelize(orders, 4)
                .map(order -> new Ledger(order.customer(), List.of(order.total(), new Money(order.id(), "EUR"))))
                .persist(StorageLevel.MEMORY_ONLY_SER());
        long count = ledgers.count();
        long storedBytes = spark.sc().getRDDStorageInfo()[0].memSize();
        List<Ledger> readBack = ledgers.collect();
        Money total = ledgers.map(Ledger::total).reduce(Money::plus);
        ledgers.unpersist(true);
        return new CachedResult(count, readBack, total, storedBytes);
    }

    /** What {@link #cachedLedgers} saw; the stored size is not compared (it depends on the serializer only through resets). */
    public record CachedResult(long count, List<Ledger> readBack, Money total, long storedBytes) {
    }

    /** A broadcast map of ledgers, looked up by every task. */
    public Map<Long, Money> broadcastLookups(JavaSparkContext spark) {
        Map<String, Ledger> ledgersByCustomer = new HashMap<>();
        for (int i = 0; i < 25; i++) {
            ledgersByCustomer.put(Samples.customer(i), new Ledger(Samples.customer(i), List.of(new Money(i * 100L, "EUR"))));
        }
        Broadcast<Map<String, Ledger>> shared = spark.broadcast(ledgersByCustomer);
        Map<Long, Money> result = new TreeMap<>(spark.parallelize(orders, 4)
                .mapToPair(order -> new Tuple2<>(order.id(), order.total().plus(shared.value().get(order.customer()).total())))
                .collectAsMap());
        shared.destroy();
        return result;
    }

    /**
     * A task closure that captures user objects (a record, an enum, the catalogue's products);
     * its results come back as task results, through the serializer.
     */
    public List<Product> closureOverUserObjects(JavaSparkContext spark) {
        Money threshold = new Money(5_000, "EUR");
        Category wanted = Category.TOOLS;
        List<Product> favourites = new ArrayList<>(catalogue.subList(0, 5));
        return spark.parallelize(orders, 4)
                .flatMap(order -> order.quantities().keySet().stream()
                        .filter(product -> product.category() == wanted || favourites.contains(product))
                        .filter(product -> product.price().cents() < threshold.cents())
                        .iterator())
                .distinct(2)
                .sortBy(Product::sku, true, 2)
                .collect();
    }
}
