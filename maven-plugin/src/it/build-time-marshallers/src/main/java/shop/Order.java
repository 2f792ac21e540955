package shop;

import java.io.Serializable;
import java.util.List;

public final class Order implements Serializable {
    private static final long serialVersionUID = 1L;

    private long id;
    private double total;
    private Customer customer;
    private List<String> lines;

    public Order(long id, double total, Customer customer, List<String> lines) {
        this.id = id;
        this.total = total;
        this.customer = customer;
        this.lines = lines;
    }
}
