package dev.jumbo.spark.bench;

import java.io.Serializable;
import java.util.Objects;

/** One line of a sale. A plain class (no record): Spark's Kryo 4 cannot serialize records. */
public final class SaleLine implements Serializable {
    private static final long serialVersionUID = 1L;

    private String sku;
    private int quantity;
    private long unitPriceCents;

    public SaleLine(String sku, int quantity, long unitPriceCents) {
        this.sku = sku;
        this.quantity = quantity;
        this.unitPriceCents = unitPriceCents;
    }

    public long cents() {
        return quantity * unitPriceCents;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SaleLine that && sku.equals(that.sku) && quantity == that.quantity && unitPriceCents == that.unitPriceCents;
    }

    @Override
    public int hashCode() {
        return Objects.hash(sku, quantity, unitPriceCents);
    }
}
