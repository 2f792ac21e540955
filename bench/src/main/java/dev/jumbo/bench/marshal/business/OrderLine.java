package dev.jumbo.bench.marshal.business;

import java.io.Serializable;
import java.math.BigDecimal;

/** One line of an order: a shared product, a quantity and the unit price charged (the product's, shared). */
public final class OrderLine implements Serializable {
    private static final long serialVersionUID = 1L;

    private final Product product;
    private final int quantity;
    private final BigDecimal unitPrice;

    public OrderLine(Product product, int quantity, BigDecimal unitPrice) {
        this.product = product;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
    }
}
