package dev.jumbo.bench.marshal.business;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/** A customer with two addresses and the orders that refer back to it. */
public final class Customer implements Serializable {
    private static final long serialVersionUID = 1L;

    private final long id;
    private final String name;
    private final String email;
    private final Address billing;
    private final Address shipping;
    private final List<Order> orders = new ArrayList<>();

    public Customer(long id, String name, String email, Address billing, Address shipping) {
        this.id = id;
        this.name = name;
        this.email = email;
        this.billing = billing;
        this.shipping = shipping;
    }

    void add(Order order) {
        orders.add(order);
    }
}
