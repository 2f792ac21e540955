package dev.jumbo.bench.marshal.model;

import java.io.Serializable;

/** The paper's linked-list node with {@code Dummy} data (Table 2). */
public class DummyNode implements Serializable {
    private static final long serialVersionUID = 1L;

    Dummy data;
    DummyNode next;

    public DummyNode(Dummy data, DummyNode next) {
        this.data = data;
        this.next = next;
    }
}
