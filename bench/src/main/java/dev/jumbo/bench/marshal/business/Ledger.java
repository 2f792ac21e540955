package dev.jumbo.bench.marshal.business;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/** The root: a shop's catalogue (by SKU, in a {@code HashMap}) and its customers with their orders. */
public final class Ledger implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String shop;
    private final Map<String, Product> catalogue;
    private final List<Customer> customers;

    public Ledger(String shop, Map<String, Product> catalogue, List<Customer> customers) {
        this.shop = shop;
        this.catalogue = catalogue;
        this.customers = customers;
    }
}
