package dev.jumbo.lang.emit;

import dev.jumbo.lang.check.JType;

/** A local variable as a {@link Place}. */
record LocalPlace(Local local) implements Place {
    @Override
    public JType type() {
        return local.type();
    }

    @Override
    public int prepare(MethodEmitter m) {
        return 0;
    }

    @Override
    public void load(MethodEmitter m) {
        m.load(local.type(), local.slot());
    }

    @Override
    public void store(MethodEmitter m) {
        m.store(local.type(), local.slot());
    }
}
