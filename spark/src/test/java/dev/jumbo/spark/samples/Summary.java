package dev.jumbo.spark.samples;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/** What a reduction keeps of a customer's orders: their ids, the money spent per category, the coupons used. */
public final class Summary implements Serializable {
    private static final long serialVersionUID = 1L;

    private final List<Long> orderIds;
    private final Map<Category, Money> spent;
    private final TreeSet<Integer> coupons;

    private Summary(List<Long> orderIds, Map<Category, Money> spent, TreeSet<Integer> coupons) {
        this.orderIds = orderIds;
        this.spent = spent;
        this.coupons = coupons;
    }

    public static Summary of(Order order) {
        List<Long> ids = new ArrayList<>();
        ids.add(order.id());
        Map<Category, Money> spent = new EnumMap<>(Category.class);
        for (Map.Entry<Product, List<Integer>> line : order.quantities().entrySet()) {
            int count = line.getValue().stream().mapToInt(Integer::intValue).sum();
            spent.merge(line.getKey().category(), line.getKey().price().times(count), Money::plus);
        }
        return new Summary(ids, spent, new TreeSet<>(order.coupons()));
    }

    /** Both summaries in one; ids sorted, so that the result does not depend on the order of merging. */
    public Summary merge(Summary other) {
        List<Long> ids = new ArrayList<>(orderIds);
        ids.addAll(other.orderIds);
        ids.sort(null);
        Map<Category, Money> spentBoth = new EnumMap<>(Category.class);
        spentBoth.putAll(spent);
        other.spent.forEach((category, money) -> spentBoth.merge(category, money, Money::plus));
        TreeSet<Integer> couponsBoth = new TreeSet<>(coupons);
        couponsBoth.addAll(other.coupons);
        return new Summary(ids, spentBoth, couponsBoth);
    }

    public List<Long> orderIds() {
        return orderIds;
    }

    public Map<Category, Money> spent() {
        return spent;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Summary that && orderIds.equals(that.orderIds) && spent.equals(that.spent) && coupons.equals(that.coupons);
    }

    @Override
    public int hashCode() {
        return Objects.hash(orderIds, spent, coupons);
    }

    @Override
    public String toString() {
        return "Summary[" + orderIds.size() + " orders, " + spent + ", coupons " + coupons + "]";
    }
}
