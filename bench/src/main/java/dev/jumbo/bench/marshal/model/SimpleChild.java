package dev.jumbo.bench.marshal.model;

/** The paper's {@code SimpleChild}: a subclass, so that a field's run-time class varies. */
public class SimpleChild extends Simple {
    private static final long serialVersionUID = 1L;

    int otherId;

    public SimpleChild(int id, int otherId) {
        super(id);
        this.otherId = otherId;
    }
}
