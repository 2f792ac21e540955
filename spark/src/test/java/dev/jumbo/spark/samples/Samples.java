package dev.jumbo.spark.samples;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/** Deterministic business data for the tests and the benchmarks: the same seed gives equal objects. */
public final class Samples {
    private static final String[] CUSTOMERS = {"ada", "alan", "barbara", "edsger", "grace", "john", "ken", "niklaus", "tony", "xavier"};
    private static final String[] TAGS = {"new", "sale", "gift", "bulk", "eco", "imported"};

    private Samples() {
    }

    /** A catalogue of {@code count} products over every category. */
    public static List<Product> products(int count, long seed) {
        Random random = new Random(seed);
        Category[] categories = Category.values();
        List<Product> products = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            List<String> tags = new ArrayList<>();
            for (int t = random.nextInt(3); t > 0; t--) {
                tags.add(TAGS[random.nextInt(TAGS.length)]);
            }
            products.add(new Product("sku-" + i, categories[i % categories.length], new Money(100 + random.nextInt(10_000), "EUR"), tags));
        }
        return products;
    }

    /** {@code count} orders over the catalogue, for {@code customers} customers (at most the ten names, then numbered ones). */
    public static List<Order> orders(int count, int customers, List<Product> catalogue, long seed) {
        Random random = new Random(seed);
        List<Order> orders = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Map<Product, List<Integer>> quantities = new LinkedHashMap<>();
            for (int line = 1 + random.nextInt(3); line > 0; line--) {
                Product product = catalogue.get(random.nextInt(catalogue.size()));
                quantities.computeIfAbsent(product, p -> new ArrayList<>()).add(1 + random.nextInt(5));
            }
            Set<Integer> coupons = new TreeSet<>();
            for (int c = random.nextInt(2); c > 0; c--) {
                coupons.add(random.nextInt(1000));
            }
            orders.add(new Order(i, customer(random.nextInt(customers)), quantities, coupons, random.nextBoolean()));
        }
        return orders;
    }

    public static String customer(int index) {
        return index < CUSTOMERS.length ? CUSTOMERS[index] : "customer-" + index;
    }

    /** One of each kind the tests need: a class with nested collections, a class with writeObject/readObject, a record, an enum. */
    public static List<Object> eachKind() {
        List<Product> catalogue = products(12, 7);
        Map<String, List<Order>> byCustomer = new HashMap<>();
        for (Order order : orders(20, 4, catalogue, 11)) {
            byCustomer.computeIfAbsent(order.customer(), c -> new ArrayList<>()).add(order);
        }
        return List.of(
                orders(1, 1, catalogue, 3).get(0),
                byCustomer,
                new Ledger("grace", List.of(new Money(120, "EUR"), new Money(-20, "EUR"), new Money(999, "EUR"))),
                new Money(4200, "EUR"),
                Category.TOOLS,
                Category.BOOKS);
    }
}
