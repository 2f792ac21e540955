package dev.jumbo.bench.marshal.business;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Builds a graph of ordinary business objects, deterministically (fixed seed): a {@link Ledger}
 * with a catalogue of 50 products and N customers, each with two addresses (the same object
 * for a third of them) and one to five orders of one to five lines. It mixes what such graphs
 * hold: strings, {@code long}s, an enum, {@code BigDecimal} (custom {@code readObject}),
 * {@code LocalDate} (a serial proxy with {@code readResolve}), {@code ArrayList}, {@code HashMap},
 * shared objects and cycles (an order refers back to its customer).
 */
public final class BusinessObjects {
    public static final int PRODUCTS = 50;
    private static final long SEED = 7L;
    private static final String[] CITIES = {"Lyon", "Leeds", "Lund", "Lille", "Linz", "Lugano"};

    private BusinessObjects() {
    }

    public static Ledger ledger(int customers) {
        Random random = new Random(SEED);
        Map<String, Product> catalogue = new HashMap<>();
        List<Product> products = new ArrayList<>(PRODUCTS);
        for (int index = 0; index < PRODUCTS; index++) {
            Product product = new Product(String.format("SKU-%05d", index), "Product " + index,
                    BigDecimal.valueOf(99 + random.nextInt(99_900), 2), index % 17 == 0);
            catalogue.put(String.format("SKU-%05d", index), product);
            products.add(product);
        }
        List<Customer> list = new ArrayList<>(customers);
        LocalDate start = LocalDate.of(2026, 1, 1);
        long orderNumber = 100_000;
        for (int id = 0; id < customers; id++) {
            Address billing = new Address(id + " High Street", CITIES[id % CITIES.length], String.format("%05d", 10_000 + id), "FR");
            Address shipping = id % 3 == 0 ? billing
                    : new Address(id + " Station Road", CITIES[(id + 1) % CITIES.length], String.format("%05d", 20_000 + id), "GB");
            Customer customer = new Customer(id, "Customer " + id, "customer" + id + "@example.com", billing, shipping);
            int orders = 1 + random.nextInt(5);
            for (int order = 0; order < orders; order++) {
                int lineCount = 1 + random.nextInt(5);
                List<OrderLine> lines = new ArrayList<>(lineCount);
                for (int line = 0; line < lineCount; line++) {
                    Product product = products.get(random.nextInt(PRODUCTS));
                    lines.add(new OrderLine(product, 1 + random.nextInt(9), product.price()));
                }
                OrderStatus status = OrderStatus.values()[random.nextInt(OrderStatus.values().length)];
                customer.add(new Order(orderNumber++, customer, start.plusDays(random.nextInt(365)), status, lines));
            }
            list.add(customer);
        }
        return new Ledger("Jumbo Stores", catalogue, list);
    }

    /** The classes a serializer that requires registration must know, in a fixed order. */
    public static List<Class<?>> classes() {
        return List.of(Ledger.class, Customer.class, Address.class, Order.class, OrderStatus.class, OrderLine.class,
                Product.class);
    }
}
