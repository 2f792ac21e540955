package dev.jumbo.bench.marshal.business;

import java.io.Serializable;
import java.time.LocalDate;
import java.util.List;

/** An order: a back reference to its customer (a cycle), a date, a status and its lines in an {@code ArrayList}. */
public final class Order implements Serializable {
    private static final long serialVersionUID = 1L;

    private final long number;
    private final Customer customer;
    private final LocalDate placed;
    private final OrderStatus status;
    private final List<OrderLine> lines;

    public Order(long number, Customer customer, LocalDate placed, OrderStatus status, List<OrderLine> lines) {
        this.number = number;
        this.customer = customer;
        this.placed = placed;
        this.status = status;
        this.lines = lines;
    }
}
