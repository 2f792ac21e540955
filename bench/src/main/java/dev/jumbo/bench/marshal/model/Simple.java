package dev.jumbo.bench.marshal.model;

import java.io.Serializable;

/** The paper's {@code Simple}: one int. */
public class Simple implements Serializable {
    private static final long serialVersionUID = 1L;

    int id;

    public Simple(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }
}
