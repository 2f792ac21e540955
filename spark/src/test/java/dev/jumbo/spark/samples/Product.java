package dev.jumbo.spark.samples;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** An ordinary serializable class: written and read field by field. */
public final class Product implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String sku;
    private final Category category;
    private final Money price;
    private final List<String> tags;

    public Product(String sku, Category category, Money price, List<String> tags) {
        this.sku = sku;
        this.category = category;
        this.price = price;
        this.tags = tags;
    }

    public String sku() {
        return sku;
    }

    public Category category() {
        return category;
    }

    public Money price() {
        return price;
    }

    public List<String> tags() {
        return tags;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Product that && sku.equals(that.sku) && category == that.category
                && price.equals(that.price) && tags.equals(that.tags);
    }

    @Override
    public int hashCode() {
        return Objects.hash(sku, category, price, tags);
    }

    @Override
    public String toString() {
        return "Product[" + sku + ", " + category + ", " + price + ", " + tags + "]";
    }
}
