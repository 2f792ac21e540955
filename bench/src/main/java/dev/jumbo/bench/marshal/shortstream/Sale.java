package dev.jumbo.bench.marshal.shortstream;

import java.io.Serializable;
import java.time.LocalDate;
import java.util.Objects;

/** A record as a Spark job ships one: five fields, one of them a {@code LocalDate}. */
public final class Sale implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String store;
    private final long id;
    private final int quantity;
    private final double price;
    private final LocalDate day;

    public Sale(String store, long id, int quantity, double price, LocalDate day) {
        this.store = store;
        this.id = id;
        this.quantity = quantity;
        this.price = price;
        this.day = day;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Sale sale && sale.id == id && sale.quantity == quantity
                && Double.compare(sale.price, price) == 0 && sale.store.equals(store) && sale.day.equals(day);
    }

    @Override
    public int hashCode() {
        return Objects.hash(store, id, quantity, price, day);
    }
}
