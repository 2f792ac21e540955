package dev.jumbo.bench.marshal.business;

import java.io.Serializable;
import java.math.BigDecimal;

/** A catalogue entry; order lines refer to the shared instance (back references in the stream). */
public final class Product implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String sku;
    private final String name;
    private final BigDecimal price;
    private final boolean discontinued;

    public Product(String sku, String name, BigDecimal price, boolean discontinued) {
        this.sku = sku;
        this.name = name;
        this.price = price;
        this.discontinued = discontinued;
    }

    BigDecimal price() {
        return price;
    }
}
