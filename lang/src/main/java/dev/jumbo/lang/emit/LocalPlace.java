package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JType;

/** A local variable as a {@link Place}. */
record LocalPlace(Local local) implements Place {
    @Override
    public JType type() {
        return local.type();
    }

    @Override
    public int prepare(MethodContext m) {
        return 0;
    }

    @Override
    public void load(MethodContext m) {
        m.assembler.load(local.type(), local.slot());
    }

    @Override
    public String readOnlyReason() {
        if (local.capturedCopy) {
            return "the local variable " + local.name() + " of an enclosing method cannot be assigned here: "
                    + "a variable captured by a lambda or an inner class must be final or effectively final";
        }
        if (local.captured) {
            return "the local variable " + local.name() + " cannot be assigned: a lambda or an inner class "
                    + "captured it, so it must be final or effectively final";
        }
        return null;
    }

    @Override
    public void store(MethodContext m) {
        m.assembler.store(local.type(), local.slot());
    }
}
