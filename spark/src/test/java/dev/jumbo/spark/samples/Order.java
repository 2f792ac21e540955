package dev.jumbo.spark.samples;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** A business object with nested collections: lines by product, notes per line, a set of coupon numbers. */
public class Order implements Serializable {
    private static final long serialVersionUID = 1L;

    private long id;
    private String customer;
    private Map<Product, List<Integer>> quantities;
    private Set<Integer> coupons;
    private boolean express;

    public Order(long id, String customer, Map<Product, List<Integer>> quantities, Set<Integer> coupons, boolean express) {
        this.id = id;
        this.customer = customer;
        this.quantities = quantities;
        this.coupons = coupons;
        this.express = express;
    }

    public long id() {
        return id;
    }

    public String customer() {
        return customer;
    }

    public Map<Product, List<Integer>> quantities() {
        return quantities;
    }

    public Set<Integer> coupons() {
        return coupons;
    }

    public boolean express() {
        return express;
    }

    /** The order's value: each product's price times the sum of its quantities. */
    public Money total() {
        Money sum = new Money(0, "EUR");
        for (Map.Entry<Product, List<Integer>> line : quantities.entrySet()) {
            int count = line.getValue().stream().mapToInt(Integer::intValue).sum();
            sum = sum.plus(line.getKey().price().times(count));
        }
        return sum;
    }

    /** Products per category, in first-seen order. */
    public Map<Category, List<String>> skusByCategory() {
        Map<Category, List<String>> result = new LinkedHashMap<>();
        for (Product product : quantities.keySet()) {
            result.computeIfAbsent(product.category(), c -> new ArrayList<>()).add(product.sku());
        }
        return result;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Order that && id == that.id && customer.equals(that.customer)
                && quantities.equals(that.quantities) && coupons.equals(that.coupons) && express == that.express;
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, customer, quantities, coupons, express);
    }

    @Override
    public String toString() {
        return "Order[" + id + ", " + customer + ", " + quantities + ", " + coupons + (express ? ", express]" : "]");
    }
}
