package dev.jumbo.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.UnmarshallerCache;
import dev.jumbo.spark.jobs.SparkJobs;
import dev.jumbo.spark.jobs.SparkSessions;
import dev.jumbo.spark.samples.Category;
import dev.jumbo.spark.samples.Ledger;
import dev.jumbo.spark.samples.Money;
import dev.jumbo.spark.samples.Product;
import dev.jumbo.spark.samples.Summary;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkEnv;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.serializer.JavaSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Real jobs on a local Spark ({@code local[2]}): each job's result under
 * {@link JumboSerializer} equals the same job's under Spark's {@code JavaSerializer}.
 *
 * <p>Spark allows one context at a time and they are slow to start, so the class runs every
 * job once under {@code JavaSerializer} first (the expected results), then opens one context
 * with {@code JumboSerializer} for the tests. Its threshold is low and generation synchronous,
 * so that the jobs go through generated code as well as the reflective path; each test also
 * checks that the Jumbo streams did the work (Spark's serializer is ours, and the classes that
 * crossed it have a generated marshaller and unmarshaller).
 */
class SparkJobsTest {
    private static final SparkJobs JOBS = new SparkJobs(2_000, 42);

    private static Map<String, Summary> expectedSummaries;
    private static Map<Category, List<String>> expectedSkus;
    private static SparkJobs.CachedResult expectedCache;
    private static Map<Long, Money> expectedLookups;
    private static List<Product> expectedClosureResult;

    private static JavaSparkContext spark;

    @BeforeAll
    static void runEveryJobUnderJavaSerializerThenOpenJumbo() {
        try (JavaSparkContext java = SparkSessions.open("baseline", JavaSerializer.class.getName(), Map.of())) {
            expectedSummaries = JOBS.summariesByCustomer(java);
            expectedSkus = JOBS.skusByCategory(java);
            expectedCache = JOBS.cachedLedgers(java);
            expectedLookups = JOBS.broadcastLookups(java);
            expectedClosureResult = JOBS.closureOverUserObjects(java);
        }
        spark = SparkSessions.open("jumbo", JumboSerializer.class.getName(),
                Map.of(SerializerSettings.THRESHOLD, "10", SerializerSettings.GENERATION, "synchronous"));
    }

    @AfterAll
    static void stopSpark() {
        if (spark != null) {
            spark.close();
        }
    }

    @Test
    void theContextSerializesWithJumbo() {
        assertInstanceOf(JumboSerializer.class, SparkEnv.get().serializer());
    }

    @Test
    void aShuffleByReduceByKey() {
        Map<String, Summary> summaries = JOBS.summariesByCustomer(spark);

        assertEquals(expectedSummaries, summaries);
        assertEquals(25, summaries.size());
        assertGenerated(Summary.class);
    }

    @Test
    void aShuffleByGroupByKey() {
        Map<Category, List<String>> skus = JOBS.skusByCategory(spark);

        assertEquals(expectedSkus, skus);
        assertEquals(Category.values().length, skus.size());
        assertGenerated(Product.class);
    }

    @Test
    void aCachedRddInSerializedForm() {
        SparkJobs.CachedResult cached = JOBS.cachedLedgers(spark);

        assertEquals(expectedCache.count(), cached.count());
        assertEquals(expectedCache.readBack(), cached.readBack());
        assertEquals(expectedCache.total(), cached.total());
        assertTrue(cached.storedBytes() > 0, "the RDD was cached serialized");
        assertGenerated(Ledger.class);
    }

    @Test
    void aBroadcast() {
        assertEquals(expectedLookups, JOBS.broadcastLookups(spark));
    }

    @Test
    void aTaskClosureOverUserObjects() {
        List<Product> products = JOBS.closureOverUserObjects(spark);

        assertEquals(expectedClosureResult, products);
        assertTrue(products.stream().anyMatch(product -> product.category() == Category.TOOLS));
    }

    /** The class crossed the Jumbo streams often enough to get its generated marshaller and unmarshaller. */
    private static void assertGenerated(Class<?> type) {
        assertNotNull(MarshallerCache.shared().marshaller(type),
                () -> type.getName() + " has no generated marshaller: " + MarshallerCache.shared().reasonForReflectivePath(type));
        assertTrue(UnmarshallerCache.shared().generatedCount(type) > 0, () -> type.getName() + " has no generated unmarshaller");
    }
}
