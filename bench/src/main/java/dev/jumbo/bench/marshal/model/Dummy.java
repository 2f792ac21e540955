package dev.jumbo.bench.marshal.model;

import java.io.Serializable;

/** The paper's {@code Dummy}: two {@link Simple} references and an int. */
public class Dummy implements Serializable {
    private static final long serialVersionUID = 1L;

    Simple simple1;
    Simple simple2;
    int id;

    public Dummy(Simple simple1, Simple simple2, int id) {
        this.simple1 = simple1;
        this.simple2 = simple2;
        this.id = id;
    }
}
