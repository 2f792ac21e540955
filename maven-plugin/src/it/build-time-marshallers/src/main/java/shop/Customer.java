package shop;

import java.io.Serializable;

public class Customer implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String name;
    private int visits;

    public Customer(String name, int visits) {
        this.name = name;
        this.visits = visits;
    }

    public String name() {
        return name;
    }
}
